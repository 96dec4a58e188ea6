// The closed word lists of a chart response, as zod enums. Lists the engine exports are imported;
// the others are written out and checked against @mandala/reference-library and the engine's types
// in chart-vocabulary-output.test.ts.
import { ACTIVATING_BODY_NAMES, AUTHORITY_NAMES, DEFINITION_NAMES, TYPE_NAMES, ZODIAC_SIGNS } from '@mandala/bodygraph';
import type { ArrowDirection, SideCoverage } from '@mandala/bodygraph';
import type { TimeWarning } from '@mandala/ephemeris';
import { CENTER_NAMES, CROSS_ANGLES, channels, types, variables } from '@mandala/reference-library';
import type {
  AuthorityId,
  CenterId,
  CenterKind,
  Circuit,
  CircuitGroup,
  DefinitionId,
  HumanDesignTypeId,
  StrategyId,
  VariableKind,
} from '@mandala/reference-library';
import { z } from 'zod';

export { AUTHORITY_NAMES, TYPE_NAMES };

/** Kebab-case ids of the five types. */
export const TYPE_IDS = ['manifestor', 'generator', 'manifesting-generator', 'projector', 'reflector'] as const satisfies readonly HumanDesignTypeId[];
/** The four strategies. */
export const STRATEGY_NAMES = ['To Inform', 'To Respond', 'Wait for the Invitation', 'Wait a Lunar Cycle'] as const;
/** Kebab-case ids of the four strategies. */
export const STRATEGY_IDS = ['to-inform', 'to-respond', 'wait-for-the-invitation', 'wait-a-lunar-cycle'] as const satisfies readonly StrategyId[];
/** Kebab-case ids of the eight authorities. */
export const AUTHORITY_IDS = [
  'emotional',
  'sacral',
  'splenic',
  'ego-manifested',
  'ego-projected',
  'self-projected',
  'mental',
  'lunar',
] as const satisfies readonly AuthorityId[];
/** Kebab-case ids of the five definitions. */
export const DEFINITION_IDS = [
  'no-definition',
  'single-definition',
  'split-definition',
  'triple-split-definition',
  'quadruple-split-definition',
] as const satisfies readonly DefinitionId[];
/** Kebab-case ids of the nine centers, top to bottom. */
export const CENTER_IDS = ['head', 'ajna', 'throat', 'g', 'heart', 'sacral', 'solar-plexus', 'spleen', 'root'] as const satisfies readonly CenterId[];
/** What a center does. */
export const CENTER_KINDS = ['pressure', 'awareness', 'manifestation', 'identity', 'motor'] as const satisfies readonly CenterKind[];
/** The seven circuits. */
export const CIRCUITS = ['Knowing', 'Centering', 'Understanding', 'Sensing', 'Ego', 'Defense', 'Integration'] as const satisfies readonly Circuit[];
/** The four circuit groups. */
export const CIRCUIT_GROUPS = ['Individual', 'Collective', 'Tribal', 'Integration'] as const satisfies readonly CircuitGroup[];
/** Time-zone warnings of resolving a local birth time. */
export const TIME_WARNINGS = [
  'nonexistent_local_time',
  'ambiguous_local_time',
  'zone_local_mean_time',
  'birthplace_local_mean_time',
] as const satisfies readonly TimeWarning[];
/** Which side carries a gate or completes a channel. */
export const SIDE_COVERAGES = ['Personality', 'Design', 'Both'] as const satisfies readonly SideCoverage[];
/** Arrow directions of a variable. */
export const ARROW_DIRECTIONS = ['Left', 'Right'] as const satisfies readonly ArrowDirection[];

export const typeNameSchema = z.enum(TYPE_NAMES);
export const typeIdSchema = z.enum(TYPE_IDS);
export const strategyNameSchema = z.enum(STRATEGY_NAMES);
export const strategyIdSchema = z.enum(STRATEGY_IDS);
export const authorityNameSchema = z.enum(AUTHORITY_NAMES);
export const authorityIdSchema = z.enum(AUTHORITY_IDS);
export const definitionNameSchema = z.enum(DEFINITION_NAMES);
export const definitionIdSchema = z.enum(DEFINITION_IDS);
export const crossAngleSchema = z.enum(CROSS_ANGLES);
export const centerNameSchema = z.enum(CENTER_NAMES);
export const centerIdSchema = z.enum(CENTER_IDS);
export const centerKindSchema = z.enum(CENTER_KINDS);
export const centerStateSchema = z.enum(['Defined', 'Undefined', 'Open']);
export const circuitSchema = z.enum(CIRCUITS);
export const circuitGroupSchema = z.enum(CIRCUIT_GROUPS);
/** One of the 13 activating bodies (Sun, Earth, Moon, the nodes, Mercury to Pluto). */
export const activatingBodyNameSchema = z.enum(ACTIVATING_BODY_NAMES);
export const zodiacSignSchema = z.enum(ZODIAC_SIGNS);
/** Personality (the birth moment) or Design (the design moment). */
export const activationSideSchema = z.enum(['Personality', 'Design']);
export const sideCoverageSchema = z.enum(SIDE_COVERAGES);
export const arrowDirectionSchema = z.enum(ARROW_DIRECTIONS);
export const timeWarningSchema = z.enum(TIME_WARNINGS);

function distinct(values: readonly string[]): [string, ...string[]] {
  return [...new Set(values)] as [string, ...string[]];
}

/** The 36 channel ids, lower gate first (`20-34`). */
export const channelIdSchema = z.enum(distinct(channels.map((channel) => channel.id)));
/** The channel names. */
export const channelNameSchema = z.enum(distinct(channels.map((channel) => channel.name)));
/** The signatures of the five types. */
export const signatureSchema = z.enum(distinct(types.map((type) => type.signature)));
/** The not-self themes of the five types. */
export const notSelfThemeSchema = z.enum(distinct(types.map((type) => type.notSelfTheme)));

/** The term names of one variable vocabulary (`Appetite`, `Caves`, ...). */
export function variableTermSchema(kind: VariableKind) {
  return z.enum(distinct(variables[kind].terms.map((term) => term.name)));
}

/** The left and right variant names of the determination or environment terms. */
export function variableVariantSchema(kind: 'determination' | 'environment') {
  return z.enum(distinct(variables[kind].terms.flatMap((term) => [term.leftVariant ?? '', term.rightVariant ?? ''])));
}
