// UTC offset and DST flag of a zone at a UTC instant, from the engine's own tz data.
import { instantMilliseconds } from './instant-seconds';
import { requireZone } from './time-zone-registry';
import { isDstAt, offsetSecondsAt } from './zone-table';

/**
 * UTC offset of `timezone` at `instant`, in seconds east of Greenwich (New York in winter:
 * -18000; Amsterdam in 1935: 1172). Follows the full IANA database with backzone, including
 * local mean time before a zone's first transition and the POSIX rule after its last.
 * Throws `EphemerisError` `invalid_timezone` for a refused name, `invalid_date` for an invalid Date.
 */
export function timeZoneOffsetSeconds(timezone: string, instant: Date): number {
  const milliseconds = instantMilliseconds(instant);
  return offsetSecondsAt(requireZone(timezone).table, Math.floor(milliseconds / 1000));
}

/**
 * True when the tz database flags `instant` as daylight saving (summer) time in `timezone`.
 * Note that the database flags Europe/Dublin's winter time since 1971 as the "daylight" period
 * (negative DST); this function reports the database's flag as is.
 * Throws like {@link timeZoneOffsetSeconds}.
 */
export function isDaylightSavingTime(timezone: string, instant: Date): boolean {
  const milliseconds = instantMilliseconds(instant);
  return isDstAt(requireZone(timezone).table, Math.floor(milliseconds / 1000));
}
