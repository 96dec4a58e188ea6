/** Current offset and daylight-saving facts of a zone, from @mandala/ephemeris's tz data. */
import { isDaylightSavingTime, timeZoneOffsetSeconds } from '@mandala/ephemeris';

/** Offset and daylight-saving facts of a zone at one instant. */
export interface ZoneOffsetSummary {
  /** UTC offset at the instant, in seconds east of Greenwich (Berlin in summer: 7200). */
  offsetSeconds: number;
  /** The same offset as `±HH:MM` (`+02:00`; seconds are shown as `±HH:MM:SS` when not zero). */
  utcOffset: string;
  /** True when the zone is on daylight-saving (summer) time at the instant. */
  isDaylightSavingTime: boolean;
  /** True when the zone's offset changes during the UTC calendar year of the instant. */
  observesDaylightSavingTime: boolean;
}

/** Format seconds east of Greenwich as `+HH:MM` (or `+HH:MM:SS` for local mean time). */
export function formatUtcOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const absoluteSeconds = Math.abs(offsetSeconds);
  const hours = Math.floor(absoluteSeconds / 3600);
  const minutes = Math.floor((absoluteSeconds % 3600) / 60);
  const seconds = absoluteSeconds % 60;
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${sign}${pad(hours)}:${pad(minutes)}${seconds === 0 ? '' : `:${pad(seconds)}`}`;
}

/** Offsets of `timezone` on the 1st and 16th of each month of a UTC year, in seconds. */
function sampledOffsetsOfYear(timezone: string, year: number): number[] {
  const offsets: number[] = [];
  for (let month = 0; month < 12; month += 1) {
    for (const day of [1, 16]) offsets.push(timeZoneOffsetSeconds(timezone, new Date(Date.UTC(year, month, day))));
  }
  return offsets;
}

/**
 * Offset and DST facts of `timezone` at `instant`, from `@mandala/ephemeris`. A zone observes
 * DST in a year when its offset changes during that UTC year (sampled twice a month); it is on
 * DST when its offset is above the year's smallest. This reads Europe/Dublin's summer as DST,
 * as people do, although the tz database flags its winter instead; in a year without offset
 * changes the tz database's own flag is reported.
 * Throws `EphemerisError` `invalid_timezone` for a name the engine refuses.
 */
export function summarizeZoneOffset(timezone: string, instant: Date): ZoneOffsetSummary {
  const offsetSeconds = timeZoneOffsetSeconds(timezone, instant);
  const yearOffsets = [offsetSeconds, ...sampledOffsetsOfYear(timezone, instant.getUTCFullYear())];
  const smallestOffsetSeconds = Math.min(...yearOffsets);
  const observesDaylightSavingTime = yearOffsets.some((yearOffset) => yearOffset !== smallestOffsetSeconds);
  return {
    offsetSeconds,
    utcOffset: formatUtcOffset(offsetSeconds),
    isDaylightSavingTime: observesDaylightSavingTime ? offsetSeconds > smallestOffsetSeconds : isDaylightSavingTime(timezone, instant),
    observesDaylightSavingTime,
  };
}
