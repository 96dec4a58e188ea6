import type { CenterName } from '@mandala/reference-library';
import { analyzeGateFlags } from './center-graph';
import type { AuthorityName, DefinitionName, TypeName } from './chart-kinds';
import { BodygraphError } from './errors';
import { CHANNEL_ROWS, centerNamesOfMask } from './reference-tables';

/** What a plain set of activated gates defines. */
export interface GateSetAnalysis {
  /** Ids of the channels whose two gates are both in the set (`20-34`), in table order. */
  channels: string[];
  definedCenters: CenterName[];
  /** Centers with an activated gate but no channel. */
  undefinedCenters: CenterName[];
  /** Centers with no activated gate. */
  openCenters: CenterName[];
  type: TypeName;
  authority: AuthorityName;
  definition: DefinitionName;
  /** Defined centers grouped by connected area, largest area first. */
  areas: CenterName[][];
}

/**
 * Type, Authority, Definition, channels and centers of a set of activated gates (1..64), decided by
 * graph connectivity of the defined centers. Pure; useful for synthetic charts, composites and
 * transits. Throws `BodygraphError` `invalid_chart_input` for a value that is not a gate number.
 *
 * @example analyzeGates([20, 34]).type // 'Manifesting Generator'
 */
export function analyzeGates(gates: Iterable<number>): GateSetAnalysis {
  const flags = new Uint8Array(65);
  for (const gate of gates) {
    if (!Number.isInteger(gate) || gate < 1 || gate > 64) {
      throw new BodygraphError('invalid_chart_input', 'gates must be integers from 1 to 64', {
        details: { field: 'gates', value: gate },
      });
    }
    flags[gate] = 1;
  }
  const structure = analyzeGateFlags(flags);
  const areas: CenterName[][] = Array.from({ length: structure.componentCount }, () => []);
  centerNamesOfMask(structure.definedCenterMask).forEach((name) => {
    const index = centerNamesOfMask(0x1ff).indexOf(name);
    areas[structure.componentOfCenter[index] as number]?.push(name);
  });
  areas.sort((a, b) => b.length - a.length);
  return {
    channels: structure.channelIndices.map((index) => CHANNEL_ROWS[index]!.id),
    definedCenters: centerNamesOfMask(structure.definedCenterMask),
    undefinedCenters: centerNamesOfMask(structure.activatedCenterMask & ~structure.definedCenterMask),
    openCenters: centerNamesOfMask(0x1ff & ~structure.activatedCenterMask),
    type: structure.type,
    authority: structure.authority,
    definition: structure.definition,
    areas,
  };
}
