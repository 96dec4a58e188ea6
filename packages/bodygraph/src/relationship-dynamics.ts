import type { CenterName } from '@mandala/reference-library';
import type { BodygraphStructure } from './center-graph';
import { centerState } from './combined-chart';
import type { CenterState } from './natal-response-types';
import { CENTER_ORDER, centerNamesOfMask } from './reference-tables';

/** State of one center for each person and together. */
export interface CenterDynamics {
  Center: CenterName;
  Person0: CenterState;
  Person1: CenterState;
  Composite: CenterState;
  /**
   * Who brings the definition: `Both`, `Person0` or `Person1` (that person conditions the other),
   * `Together` (defined only by combining), or null (undefined even together).
   */
  DefinedBy: 'Both' | 'Person0' | 'Person1' | 'Together' | null;
}

/** How the two people condition each other. */
export interface RelationshipDynamics {
  Centers: CenterDynamics[];
  /** Centers Person0 defines and Person1 does not: Person0 conditions Person1 there. */
  Person0ConditionsPerson1: CenterName[];
  Person1ConditionsPerson0: CenterName[];
  /** Centers both define. */
  SharedDefinition: CenterName[];
  /** Centers only one of them defines, per person. */
  ExclusiveDefinition: { Person0: CenterName[]; Person1: CenterName[] };
  /** Centers neither defines alone but the two define together. */
  DefinedTogether: CenterName[];
  /** Centers still undefined or open together. */
  UndefinedTogether: CenterName[];
}

/** Which centers each person defines, shares, and conditions in the other. */
export function relationshipDynamics(
  structure0: BodygraphStructure,
  structure1: BodygraphStructure,
  together: BodygraphStructure,
): RelationshipDynamics {
  const defined0 = structure0.definedCenterMask;
  const defined1 = structure1.definedCenterMask;
  const definedTogether = together.definedCenterMask;
  const centers = CENTER_ORDER.map((name, index): CenterDynamics => {
    const bit = 1 << index;
    let definedBy: CenterDynamics['DefinedBy'] = null;
    if (defined0 & bit && defined1 & bit) definedBy = 'Both';
    else if (defined0 & bit) definedBy = 'Person0';
    else if (defined1 & bit) definedBy = 'Person1';
    else if (definedTogether & bit) definedBy = 'Together';
    return {
      Center: name,
      Person0: centerState(structure0, index),
      Person1: centerState(structure1, index),
      Composite: centerState(together, index),
      DefinedBy: definedBy,
    };
  });
  const only0 = centerNamesOfMask(defined0 & ~defined1);
  const only1 = centerNamesOfMask(defined1 & ~defined0);
  return {
    Centers: centers,
    Person0ConditionsPerson1: only0,
    Person1ConditionsPerson0: only1,
    SharedDefinition: centerNamesOfMask(defined0 & defined1),
    ExclusiveDefinition: { Person0: [...only0], Person1: [...only1] },
    DefinedTogether: centerNamesOfMask(definedTogether & ~(defined0 | defined1)),
    UndefinedTogether: centerNamesOfMask(0x1ff & ~definedTogether),
  };
}
