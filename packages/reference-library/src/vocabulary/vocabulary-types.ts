/** Kebab-case ids of the five types. */
export type HumanDesignTypeId = 'manifestor' | 'generator' | 'manifesting-generator' | 'projector' | 'reflector';

/** Kebab-case ids of the strategies. */
export type StrategyId = 'to-inform' | 'to-respond' | 'wait-for-the-invitation' | 'wait-a-lunar-cycle';

/** Kebab-case ids of the inner authorities. */
export type AuthorityId =
  | 'emotional'
  | 'sacral'
  | 'splenic'
  | 'ego-manifested'
  | 'ego-projected'
  | 'self-projected'
  | 'mental'
  | 'lunar';

/** Kebab-case ids of the definitions. */
export type DefinitionId =
  | 'no-definition'
  | 'single-definition'
  | 'split-definition'
  | 'triple-split-definition'
  | 'quadruple-split-definition';

/** One of the five types. */
export interface HumanDesignType {
  readonly id: HumanDesignTypeId;
  /** `Manifesting Generator`. */
  readonly name: string;
  /** Other spellings accepted by `getType` (`MG`, `Pure Generator`). */
  readonly aliases: readonly string[];
  /** Strategy name, e.g. `To Respond`. */
  readonly strategy: string;
  /** Id of that strategy. */
  readonly strategyId: StrategyId;
  /** The feeling that signals living in line with the design. */
  readonly signature: string;
  /** The feeling that signals resistance or conditioning. */
  readonly notSelfTheme: string;
  /** Rule deciding the type from the defined centers. */
  readonly rule: string;
  /** One or two sentences describing the type. */
  readonly description: string;
}

/** One of the four strategies. */
export interface Strategy {
  readonly id: StrategyId;
  readonly name: string;
  /** Types that follow this strategy. */
  readonly types: readonly HumanDesignTypeId[];
  readonly description: string;
}

/** One of the eight inner authorities, in hierarchy order (first match wins). */
export interface Authority {
  readonly id: AuthorityId;
  /** `Ego Manifested`. */
  readonly name: string;
  /** Other names accepted by `getAuthority` (`Solar Plexus`, `Heart`, `Environmental`, `None`). */
  readonly aliases: readonly string[];
  /** Rank in the hierarchy, 1 (Emotional) to 8 (Lunar). */
  readonly rank: number;
  /** Condition on the chart that selects this authority. */
  readonly condition: string;
  /** Types that can have this authority. */
  readonly types: readonly HumanDesignTypeId[];
  readonly description: string;
}

/** One of the five definitions (number of connected areas of defined centers). */
export interface Definition {
  readonly id: DefinitionId;
  /** `Split Definition`. */
  readonly name: string;
  /** Other names accepted by `getDefinition` (`Triple Split`, `None`). */
  readonly aliases: readonly string[];
  /** Number of connected components of the defined-center graph, 0 to 4. */
  readonly componentCount: 0 | 1 | 2 | 3 | 4;
  readonly description: string;
}
