// UTC instant → wall-clock time in a zone.
import { civilFromDays } from './civil-date';
import { instantMilliseconds } from './instant-seconds';
import { requireZone } from './time-zone-registry';
import { isDstAt, offsetSecondsAt } from './zone-table';

/** Wall-clock reading of an instant in a zone. */
export interface LocalDateTimeParts {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** UTC offset in force, seconds east of Greenwich. */
  offsetSeconds: number;
  /** The tz database's daylight-saving flag. */
  isDaylightSavingTime: boolean;
  /** Canonical zone name. */
  timezone: string;
}

const MILLISECONDS_PER_DAY = 86_400_000;

/**
 * The local wall-clock date and time of `instant` in `timezone`, with the offset in force.
 * Throws `EphemerisError` `invalid_timezone` for a refused name, `invalid_date` for an invalid Date.
 */
export function localDateTimeParts(instant: Date, timezone: string): LocalDateTimeParts {
  const milliseconds = instantMilliseconds(instant);
  const { canonicalName, table } = requireZone(timezone);
  const seconds = Math.floor(milliseconds / 1000);
  const offsetSeconds = offsetSecondsAt(table, seconds);
  const localMilliseconds = milliseconds + offsetSeconds * 1000;
  const days = Math.floor(localMilliseconds / MILLISECONDS_PER_DAY);
  const millisecondOfDay = localMilliseconds - days * MILLISECONDS_PER_DAY;
  const { year, month, day } = civilFromDays(days);
  return {
    year,
    month,
    day,
    hour: Math.floor(millisecondOfDay / 3_600_000),
    minute: Math.floor(millisecondOfDay / 60_000) % 60,
    second: Math.floor(millisecondOfDay / 1000) % 60,
    millisecond: millisecondOfDay % 1000,
    offsetSeconds,
    isDaylightSavingTime: isDstAt(table, seconds),
    timezone: canonicalName,
  };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * The local wall time of `instant` in `timezone` as `YYYY-MM-DDTHH:MM:SS` (no offset, no fraction;
 * seconds truncated), the format calendars and the service's `date` inputs use.
 * Throws like {@link localDateTimeParts}.
 */
export function formatLocalDateTime(instant: Date, timezone: string): string {
  const parts = localDateTimeParts(instant, timezone);
  return (
    `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}` +
    `T${pad(parts.hour, 2)}:${pad(parts.minute, 2)}:${pad(parts.second, 2)}`
  );
}
