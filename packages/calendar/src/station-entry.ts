// A station (a body turning retrograde or direct) as the forecast lists it.
import type { EventBody, Station } from './events';
import { stampInstant } from './instant-stamp';

/** A body turning retrograde or direct. */
export interface StationEntry {
  Planet: EventBody;
  Kind: 'Retrograde' | 'Direct';
  /** `YYYY-MM-DDTHH:MM:SSZ`. */
  Utc: string;
  /** Wall time in the request zone, `YYYY-MM-DDTHH:MM:SS`. */
  Local: string;
  /** Gate and line the body stands in when it turns. */
  Gate: number;
  Line: number;
}

/** The response entry of a station, with its instant written in `timezone`. */
export function stationEntry(station: Station, timezone: string): StationEntry {
  return {
    Planet: station.body,
    Kind: station.kind === 'retrograde' ? 'Retrograde' : 'Direct',
    ...stampInstant(station.instant, timezone),
    Gate: station.gate,
    Line: station.line,
  };
}
