import { CHANNEL_COUNT, CHANNEL_GATE_HIGH, CHANNEL_GATE_LOW } from './reference-tables';

/** How a channel of a two-person composite comes about. */
export type CompositeChannelKind = 'Electromagnetic' | 'Companion' | 'Compromise' | 'Dominant';

/** A channel of the combined chart and how each person contributes. */
export interface CompositeChannelRelation {
  /** Index into the channel table. */
  channelIndex: number;
  kind: CompositeChannelKind;
  /** Gates of the channel person 0 holds (0, 1 or 2 of them, ascending). */
  person0Gates: number[];
  /** Gates of the channel person 1 holds. */
  person1Gates: number[];
  /**
   * For Compromise and Dominant: the person who has the whole channel (0 or 1); null otherwise.
   */
  holder: 0 | 1 | null;
}

function heldGates(flags: Uint8Array, low: number, high: number): number[] {
  const held: number[] = [];
  if (flags[low]) held.push(low);
  if (flags[high]) held.push(high);
  return held;
}

/**
 * Classifies every channel the two people define together:
 * - Companion: both have the whole channel.
 * - Dominant: one has the whole channel, the other neither gate.
 * - Compromise: one has the whole channel, the other only one of its gates.
 * - Electromagnetic: neither has it alone; each has the gate the other lacks.
 * `flags0[g]` / `flags1[g]` are non-zero when the person has gate g activated (either side).
 */
export function classifyCompositeChannels(flags0: Uint8Array, flags1: Uint8Array): CompositeChannelRelation[] {
  const relations: CompositeChannelRelation[] = [];
  for (let index = 0; index < CHANNEL_COUNT; index++) {
    const low = CHANNEL_GATE_LOW[index] as number;
    const high = CHANNEL_GATE_HIGH[index] as number;
    const person0Gates = heldGates(flags0, low, high);
    const person1Gates = heldGates(flags1, low, high);
    const full0 = person0Gates.length === 2;
    const full1 = person1Gates.length === 2;
    let kind: CompositeChannelKind;
    let holder: 0 | 1 | null = null;
    if (full0 && full1) kind = 'Companion';
    else if (full0 || full1) {
      holder = full0 ? 0 : 1;
      kind = (full0 ? person1Gates : person0Gates).length === 0 ? 'Dominant' : 'Compromise';
    } else if (person0Gates.length === 1 && person1Gates.length === 1 && person0Gates[0] !== person1Gates[0]) {
      kind = 'Electromagnetic';
    } else continue;
    relations.push({ channelIndex: index, kind, person0Gates, person1Gates, holder });
  }
  return relations;
}
