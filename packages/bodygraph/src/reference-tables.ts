// Integer tables precomputed once from @mandala/reference-library, so the chart hot path works on
// small arrays and bitmasks instead of looking records up by name.
import { CENTER_NAMES, GATE_WHEEL_ORDER, channels, gates } from '@mandala/reference-library';
import type { CenterName } from '@mandala/reference-library';

/** The 64 gates in wheel order from gate 41 at 302°. */
export const WHEEL_GATES: Int32Array = Int32Array.from(GATE_WHEEL_ORDER);

/** The nine centers in bodygraph order (Head to Root); bit `i` of a center mask is `CENTER_ORDER[i]`. */
export const CENTER_ORDER: readonly CenterName[] = [...CENTER_NAMES];

function centerIndexOf(name: CenterName): number {
  const index = CENTER_ORDER.indexOf(name);
  if (index < 0) throw new Error(`unknown center ${name}`);
  return index;
}

/** Bit index of each center in center masks. */
export const CENTER_INDEX = {
  Head: centerIndexOf('Head'),
  Ajna: centerIndexOf('Ajna'),
  Throat: centerIndexOf('Throat'),
  G: centerIndexOf('G'),
  Heart: centerIndexOf('Heart'),
  Sacral: centerIndexOf('Sacral'),
  SolarPlexus: centerIndexOf('Solar Plexus'),
  Spleen: centerIndexOf('Spleen'),
  Root: centerIndexOf('Root'),
} as const;

/** Mask of the four motor centers: Heart, Sacral, Solar Plexus, Root. */
export const MOTOR_CENTER_MASK =
  (1 << CENTER_INDEX.Heart) | (1 << CENTER_INDEX.Sacral) | (1 << CENTER_INDEX.SolarPlexus) | (1 << CENTER_INDEX.Root);

/** Mask of the three centers that alone give Mental authority: Head, Ajna, Throat. */
export const MENTAL_CENTER_MASK = (1 << CENTER_INDEX.Head) | (1 << CENTER_INDEX.Ajna) | (1 << CENTER_INDEX.Throat);

/** Center index (bit) of each gate, indexed by gate number 1..64 (index 0 unused, -1). */
export const GATE_CENTER: Int8Array = (() => {
  const table = new Int8Array(65).fill(-1);
  for (const gate of gates) table[gate.number] = centerIndexOf(gate.center);
  return table;
})();

/** One channel, with its gates and centers as numbers. */
export interface ChannelRow {
  /** `20-34`, lower gate first. */
  readonly id: string;
  readonly name: string;
  readonly gateLow: number;
  readonly gateHigh: number;
  readonly centerLow: number;
  readonly centerHigh: number;
  readonly centerNames: readonly [CenterName, CenterName];
  readonly circuit: string;
  readonly circuitGroup: string;
}

/** The 36 channels in reference-library order (by lower gate). */
export const CHANNEL_ROWS: readonly ChannelRow[] = channels.map((channel) => ({
  id: channel.id,
  name: channel.name,
  gateLow: channel.gates[0],
  gateHigh: channel.gates[1],
  centerLow: centerIndexOf(channel.centers[0]),
  centerHigh: centerIndexOf(channel.centers[1]),
  centerNames: [channel.centers[0], channel.centers[1]] as const,
  circuit: channel.circuit,
  circuitGroup: channel.circuitGroup,
}));

/** Lower gate of each channel, by channel index. */
export const CHANNEL_GATE_LOW: Int32Array = Int32Array.from(CHANNEL_ROWS, (row) => row.gateLow);
/** Higher gate of each channel, by channel index. */
export const CHANNEL_GATE_HIGH: Int32Array = Int32Array.from(CHANNEL_ROWS, (row) => row.gateHigh);
/** Center bit index of each channel's lower gate, by channel index. */
export const CHANNEL_CENTER_LOW: Int32Array = Int32Array.from(CHANNEL_ROWS, (row) => row.centerLow);
/** Center bit index of each channel's higher gate, by channel index. */
export const CHANNEL_CENTER_HIGH: Int32Array = Int32Array.from(CHANNEL_ROWS, (row) => row.centerHigh);
/** Number of channels (36). */
export const CHANNEL_COUNT = CHANNEL_ROWS.length;

/** Channel indices each gate belongs to, indexed by gate number. */
export const CHANNELS_OF_GATE: readonly (readonly number[])[] = (() => {
  const table: number[][] = Array.from({ length: 65 }, () => []);
  CHANNEL_ROWS.forEach((row, index) => {
    table[row.gateLow]?.push(index);
    table[row.gateHigh]?.push(index);
  });
  return table;
})();

/** Center names of a mask, in bodygraph order. */
export function centerNamesOfMask(mask: number): CenterName[] {
  const names: CenterName[] = [];
  for (let index = 0; index < CENTER_ORDER.length; index++) {
    if (mask & (1 << index)) names.push(CENTER_ORDER[index] as CenterName);
  }
  return names;
}
