import { CIRCUITRY, type Circuit, type CircuitGroup } from '@mandala/reference-library';
import { CHANNEL_ROWS } from './reference-tables';

/** One circuit of a chart with its defined channels. */
export interface ChartCircuit {
  Name: Circuit;
  /** Ids of the chart's channels in this circuit, in channel-table order. */
  Channels: string[];
}

/** One circuit group of a chart. */
export interface ChartCircuitGroup {
  Name: CircuitGroup;
  /** Number of the chart's channels in the group. */
  ChannelCount: number;
  /** The group's circuits that hold at least one of the chart's channels, in circuit order. */
  Circuits: ChartCircuit[];
}

/** A chart's channels by circuit group and circuit. */
export interface ChartCircuitry {
  /** The four groups (Individual, Collective, Tribal, Integration), each with its count, even when zero. */
  Groups: ChartCircuitGroup[];
  /** The group with strictly more channels than each other group; null with no channel or a tie at the top. */
  Dominant: CircuitGroup | null;
}

const GROUP_NAMES = CIRCUITRY.map((group) => group.group);
const CIRCUIT_ORDER: readonly Circuit[] = CIRCUITRY.flatMap((group) => group.circuits.map((circuit) => circuit.circuit));

/** Group slot (0..3) and circuit slot within the group, by channel index. */
const SLOTS_OF_CHANNEL: ReadonlyArray<readonly [number, number]> = CHANNEL_ROWS.map((row) => {
  for (let group = 0; group < CIRCUITRY.length; group++) {
    const circuit = CIRCUITRY[group]!.circuits.findIndex((entry) => entry.channelIds.includes(row.id));
    if (circuit >= 0) return [group, circuit] as const;
  }
  throw new Error(`channel ${row.id} is in no circuit`);
});

/** The circuitry of a chart's defined channels (indices into the channel table, ascending). */
export function chartCircuitry(channelIndices: readonly number[]): ChartCircuitry {
  const groups: ChartCircuitGroup[] = [
    { Name: GROUP_NAMES[0]!, ChannelCount: 0, Circuits: [] },
    { Name: GROUP_NAMES[1]!, ChannelCount: 0, Circuits: [] },
    { Name: GROUP_NAMES[2]!, ChannelCount: 0, Circuits: [] },
    { Name: GROUP_NAMES[3]!, ChannelCount: 0, Circuits: [] },
  ];
  // Channel indices ascend and each circuit's channels are a subsequence of them, but circuits interleave, so
  // each channel finds (or opens) its circuit entry by name; a group holds at most two circuits.
  for (const index of channelIndices) {
    const [groupSlot, circuitSlot] = SLOTS_OF_CHANNEL[index]!;
    const group = groups[groupSlot]!;
    group.ChannelCount++;
    const name = CIRCUITRY[groupSlot]!.circuits[circuitSlot]!.circuit;
    let circuit = group.Circuits.find((entry) => entry.Name === name);
    if (circuit === undefined) {
      circuit = { Name: name, Channels: [] };
      group.Circuits.push(circuit);
    }
    circuit.Channels.push(CHANNEL_ROWS[index]!.id);
  }
  for (const group of groups) if (group.Circuits.length > 1) group.Circuits.sort((a, b) => CIRCUIT_ORDER.indexOf(a.Name) - CIRCUIT_ORDER.indexOf(b.Name));
  let dominant: CircuitGroup | null = null;
  let highest = 0;
  for (const group of groups) {
    if (group.ChannelCount > highest) {
      highest = group.ChannelCount;
      dominant = group.Name;
    } else if (group.ChannelCount === highest) dominant = null;
  }
  return { Groups: groups, Dominant: dominant };
}
