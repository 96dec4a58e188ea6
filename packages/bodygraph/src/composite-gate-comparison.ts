import type { CenterName } from '@mandala/reference-library';
import { DESIGN_FLAG, PERSONALITY_FLAG } from './chart-core';
import type { SideCoverage } from './natal-response-types';
import { GATE_NAMES } from './reference-names';
import { CENTER_ORDER, CHANNELS_OF_GATE, CHANNEL_GATE_HIGH, CHANNEL_GATE_LOW, GATE_CENTER } from './reference-tables';

/** One gate activated by either person. */
export interface GateComparisonRow {
  Gate: number;
  Name: string;
  Center: CenterName;
  /** Which of Person0's sides carry the gate; null when Person0 does not have it. */
  Person0: SideCoverage | null;
  Person1: SideCoverage | null;
  Relation: 'Shared' | 'Person0Only' | 'Person1Only';
  /** Channel partners of this gate that only the other person has (electromagnetic sparks). */
  CompletesWith: number[];
}

function coverage(flags: number): SideCoverage | null {
  if (!flags) return null;
  if (flags === PERSONALITY_FLAG) return 'Personality';
  if (flags === DESIGN_FLAG) return 'Design';
  return 'Both';
}

/** One row per gate either person has, with the sides carrying it and the partners the other completes. */
export function gateComparison(flags0: Uint8Array, flags1: Uint8Array): GateComparisonRow[] {
  const rows: GateComparisonRow[] = [];
  for (let gate = 1; gate <= 64; gate++) {
    const a = flags0[gate] as number;
    const b = flags1[gate] as number;
    if (!a && !b) continue;
    const other = a ? flags1 : flags0;
    const completesWith: number[] = [];
    if (!(a && b)) {
      for (const channel of CHANNELS_OF_GATE[gate] ?? []) {
        const low = CHANNEL_GATE_LOW[channel] as number;
        const partner = low === gate ? (CHANNEL_GATE_HIGH[channel] as number) : low;
        const mine = a ? flags0 : flags1;
        if (other[partner] && !mine[partner]) completesWith.push(partner);
      }
    }
    rows.push({
      Gate: gate,
      Name: GATE_NAMES[gate] ?? '',
      Center: CENTER_ORDER[GATE_CENTER[gate] as number] as CenterName,
      Person0: coverage(a),
      Person1: coverage(b),
      Relation: a && b ? 'Shared' : a ? 'Person0Only' : 'Person1Only',
      CompletesWith: completesWith.sort((x, y) => x - y),
    });
  }
  return rows;
}
