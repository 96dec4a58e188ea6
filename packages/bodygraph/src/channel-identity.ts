import type { CenterName } from '@mandala/reference-library';
import type { ChannelRow } from './reference-tables';

/** The fields every channel entry of a chart response starts with (natal v2/v3, composite, group, transit). */
export interface ChannelIdentity {
  /** `20-34`, lower gate first. */
  Id: string;
  Name: string;
  /** Lower gate first. */
  Gates: [number, number];
  /** Centers of the lower and the higher gate. */
  Centers: [CenterName, CenterName];
  Circuit: string;
}

/** Id, name, gates, centers and circuit of a channel, as a new object the caller may extend. */
export function channelIdentity(row: ChannelRow): ChannelIdentity {
  return {
    Id: row.id,
    Name: row.name,
    Gates: [row.gateLow, row.gateHigh],
    Centers: [row.centerNames[0], row.centerNames[1]],
    Circuit: row.circuit,
  };
}
