// The changes of a zone's UTC offset inside a span of time, from the engine's own tz data.
import { instantMilliseconds } from './instant-seconds';
import { requireZone } from './time-zone-registry';
import { transitionsBetween } from './zone-table';

/** One change of a zone's UTC offset. */
export interface TimeZoneTransition {
  /** The first instant of the new offset. */
  instant: Date;
  /** Offset in force just before, seconds east of Greenwich. */
  offsetSecondsBefore: number;
  /** Offset in force from `instant` on, seconds east of Greenwich. */
  offsetSecondsAfter: number;
  /** The tz database's daylight-saving flag from `instant` on. */
  isDaylightSavingTimeAfter: boolean;
}

/**
 * Every change of the UTC offset of `timezone` with `start < instant <= end`, in time order. A larger offset after
 * the change skips local times (a gap: `offsetSecondsAfter − offsetSecondsBefore` seconds of wall time never
 * happen); a smaller one repeats them (a fold). Changes of the DST flag alone, with the offset unchanged, are left
 * out: they move no clock.
 * Throws `EphemerisError` `invalid_timezone` for a refused name, `invalid_date` for an invalid Date.
 *
 * @example timeZoneTransitions('America/New_York', new Date('2024-03-10T00:00Z'), new Date('2024-03-11T00:00Z'))
 *   // → [{ instant: 2024-03-10T07:00:00.000Z, offsetSecondsBefore: -18000, offsetSecondsAfter: -14400, isDaylightSavingTimeAfter: true }]
 */
export function timeZoneTransitions(timezone: string, start: Date, end: Date): TimeZoneTransition[] {
  const startMilliseconds = instantMilliseconds(start);
  const endMilliseconds = instantMilliseconds(end);
  const { table } = requireZone(timezone);
  // Transitions fall on whole seconds: (start, end] in milliseconds is (floor(start), floor(end)] in seconds.
  return transitionsBetween(table, Math.floor(startMilliseconds / 1000), Math.floor(endMilliseconds / 1000))
    .filter((transition) => transition.offsetSecondsAfter !== transition.offsetSecondsBefore)
    .map((transition) => ({
      instant: new Date(transition.atSeconds * 1000),
      offsetSecondsBefore: transition.offsetSecondsBefore,
      offsetSecondsAfter: transition.offsetSecondsAfter,
      isDaylightSavingTimeAfter: transition.isDstAfter,
    }));
}
