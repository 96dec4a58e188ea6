import type { CenterName } from '@mandala/reference-library';
import type { BodygraphStructure } from './center-graph';
import type { AuthorityName, DefinitionName, TypeName } from './chart-kinds';
import type { CenterState } from './natal-response-types';
import { centerNamesOfMask } from './reference-tables';

/** The combined chart of two (or more) people: the union of their activated gates. */
export interface CombinedChart {
  Type: TypeName;
  Authority: AuthorityName;
  Definition: DefinitionName;
  DefinedCenters: CenterName[];
  UndefinedCenters: CenterName[];
  OpenCenters: CenterName[];
  /** Defined centers, 0 to 9. */
  DefinedCenterCount: number;
  /** `defined-open` center count, e.g. `7-2` (the usual composite keynote). */
  Keynote: string;
}

/** Defined, Undefined (a gate, no channel) or Open (no gate) state of center `index` in a structure. */
export function centerState(structure: BodygraphStructure, index: number): CenterState {
  if (structure.definedCenterMask & (1 << index)) return 'Defined';
  return structure.activatedCenterMask & (1 << index) ? 'Undefined' : 'Open';
}

/** Combined chart of a structure (shared with group composites and transits). */
export function combinedChart(structure: BodygraphStructure): CombinedChart {
  const definedCount = centerNamesOfMask(structure.definedCenterMask).length;
  return {
    Type: structure.type,
    Authority: structure.authority,
    Definition: structure.definition,
    DefinedCenters: centerNamesOfMask(structure.definedCenterMask),
    UndefinedCenters: centerNamesOfMask(structure.activatedCenterMask & ~structure.definedCenterMask),
    OpenCenters: centerNamesOfMask(0x1ff & ~structure.activatedCenterMask),
    DefinedCenterCount: definedCount,
    Keynote: `${definedCount}-${9 - definedCount}`,
  };
}

/** Union of several gate-flag arrays (any non-zero counts). */
export function unionGateFlags(flagSets: readonly Uint8Array[]): Uint8Array {
  const union = new Uint8Array(65);
  for (const flags of flagSets) for (let gate = 1; gate <= 64; gate++) if (flags[gate]) union[gate] = 1;
  return union;
}
