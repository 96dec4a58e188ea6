import type { CenterName } from '@mandala/reference-library';
import { DESIGN_FLAG, PERSONALITY_FLAG } from './chart-core';
import type { SideCoverage } from './natal-response-types';
import { CENTER_ORDER, CHANNEL_GATE_HIGH, CHANNEL_GATE_LOW, CHANNELS_OF_GATE, GATE_CENTER } from './reference-tables';

/** A hanging gate: activated, with no channel partner activated. */
export interface HangingGate {
  Gate: number;
  Center: CenterName;
  /** Side(s) activating it. */
  Activation: SideCoverage;
  /** The partner gates, each of which would complete a channel with it, ascending (a shared frozen list). */
  CompletingGates: readonly number[];
}

/** A hanging gate of one chart with the partner gates another chart (a person, a transit) activates. */
export interface HangingGateMatch extends HangingGate {
  /** Those of `CompletingGates` the other chart activates, ascending; empty when it completes none. */
  CompletedBy: number[];
}

/** Channel partners of each gate, ascending, indexed by gate number 1..64; each list frozen (shared by responses). */
export const PARTNERS_OF_GATE: readonly (readonly number[])[] = CHANNELS_OF_GATE.map((channelIndices, gate) =>
  Object.freeze(
    channelIndices
      .map((index) => ((CHANNEL_GATE_LOW[index] as number) === gate ? (CHANNEL_GATE_HIGH[index] as number) : (CHANNEL_GATE_LOW[index] as number)))
      .sort((a, b) => a - b),
  ),
);

/** Gates 1..64 ordered by center (Head to Root), then by number. */
const GATES_IN_CENTER_ORDER: Int32Array = Int32Array.from(
  Array.from({ length: 64 }, (_, index) => index + 1).sort((a, b) => (GATE_CENTER[a] as number) - (GATE_CENTER[b] as number) || a - b),
);

/** All partner lists end to end (gate 1's, gate 2's, ...); gate g's are at PARTNER_OFFSETS[g] up to PARTNER_OFFSETS[g + 1]. */
const PARTNERS_FLAT: Int32Array = Int32Array.from(PARTNERS_OF_GATE.flat());
const PARTNER_OFFSETS: Int32Array = (() => {
  const offsets = new Int32Array(66);
  for (let gate = 0; gate <= 64; gate++) offsets[gate + 1] = (offsets[gate] as number) + (PARTNERS_OF_GATE[gate] as readonly number[]).length;
  return offsets;
})();

/** Center name of each gate, indexed by gate number. */
const CENTER_NAME_OF_GATE: readonly (CenterName | undefined)[] = Array.from({ length: 65 }, (_, gate) =>
  gate === 0 ? undefined : CENTER_ORDER[GATE_CENTER[gate] as number],
);

/** `Personality`, `Design` or `Both` of non-zero side flags. */
export function coverageOfFlags(flags: number): SideCoverage {
  if (flags === PERSONALITY_FLAG) return 'Personality';
  if (flags === DESIGN_FLAG) return 'Design';
  return 'Both';
}

/** True when gate `gate` is activated in `gateFlags` and none of its channel partners is. */
export function isHanging(gateFlags: Uint8Array, gate: number): boolean {
  if (!gateFlags[gate]) return false;
  for (const partner of PARTNERS_OF_GATE[gate] as readonly number[]) if (gateFlags[partner]) return false;
  return true;
}

/**
 * The hanging gates of a chart's side flags (`gateSides`: bit 1 personality, bit 2 design), in center order
 * ({@link CENTER_ORDER}), then gate order.
 */
export function hangingGates(gateSides: Uint8Array): HangingGate[] {
  const list: HangingGate[] = [];
  for (let position = 0; position < 64; position++) {
    const gate = GATES_IN_CENTER_ORDER[position] as number;
    const flags = gateSides[gate] as number;
    if (!flags) continue;
    let completed = false;
    const end = PARTNER_OFFSETS[gate + 1] as number;
    for (let index = PARTNER_OFFSETS[gate] as number; index < end; index++) {
      if (gateSides[PARTNERS_FLAT[index] as number]) {
        completed = true;
        break;
      }
    }
    if (!completed) {
      list.push({
        Gate: gate,
        Center: CENTER_NAME_OF_GATE[gate] as CenterName,
        Activation: coverageOfFlags(flags),
        CompletingGates: PARTNERS_OF_GATE[gate] as readonly number[],
      });
    }
  }
  return list;
}

/**
 * The hanging gates of a chart (`gateSides`) with, for each, the partner gates another chart's flags (`otherFlags`,
 * any non-zero value = activated) activate. In center order, then gate order.
 */
export function hangingGatesCompletedBy(gateSides: Uint8Array, otherFlags: Uint8Array): HangingGateMatch[] {
  return hangingGates(gateSides).map((hanging) => ({
    Gate: hanging.Gate,
    Center: hanging.Center,
    Activation: hanging.Activation,
    CompletingGates: hanging.CompletingGates,
    CompletedBy: hanging.CompletingGates.filter((partner) => otherFlags[partner]),
  }));
}
