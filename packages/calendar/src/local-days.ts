// Local calendar days of an IANA zone: where each day starts, its local noon, and the UTC window a run of days
// covers. A day is the span from one local midnight to the next, so a daylight-saving change makes it 23 or
// 25 hours long; a midnight that falls in a gap starts the day at the first instant the clock shows that date.
import { resolveLocalTime } from '@mandala/ephemeris';
import { CalendarError } from './errors';
import type { UtcWindow } from './events';

/** One local calendar day. */
export interface LocalDay {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** The first instant of the day (local midnight, or the end of a gap that swallowed it). */
  readonly start: Date;
  /** Local noon (12:00 wall time). */
  readonly noon: Date;
  /** The first instant of the next day (exclusive end of this one). */
  readonly end: Date;
}

const MILLISECONDS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` date. Throws `CalendarError` `invalid_argument` when the text is not
 * that pattern or names a day that does not exist (2023-02-30).
 */
export function epochDayOfDate(date: string, field = 'date'): number {
  const match = typeof date === 'string' ? DATE_PATTERN.exec(date) : null;
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  const milliseconds = Date.UTC(year, month - 1, day);
  const check = new Date(milliseconds);
  if (
    match === null ||
    Number.isNaN(milliseconds) ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    throw new CalendarError('invalid_argument', `${field} must be an existing date written YYYY-MM-DD`, {
      details: { field, value: date },
    });
  }
  return Math.round(milliseconds / MILLISECONDS_PER_DAY);
}

/** `YYYY-MM-DD` of a count of days since 1970-01-01. */
export function dateOfEpochDay(epochDay: number): string {
  const day = new Date(epochDay * MILLISECONDS_PER_DAY);
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1, 2)}-${pad(day.getUTCDate(), 2)}`;
}

/** Number of days in `month` (1–12) of `year` (proleptic Gregorian). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `dayCount` consecutive local days in `timezone` starting with `firstDate` (`YYYY-MM-DD`).
 * Ephemeris errors (`invalid_timezone`) pass through.
 */
export function localDays(firstDate: string, dayCount: number, timezone: string): LocalDay[] {
  const firstEpochDay = epochDayOfDate(firstDate);
  const starts: Date[] = [];
  for (let index = 0; index <= dayCount; index++) {
    starts.push(resolveLocalTime({ date: `${dateOfEpochDay(firstEpochDay + index)}T00:00`, timezone }).instant);
  }
  return Array.from({ length: dayCount }, (_, index) => {
    const date = dateOfEpochDay(firstEpochDay + index);
    return {
      date,
      start: starts[index] as Date,
      noon: resolveLocalTime({ date: `${date}T12:00`, timezone }).instant,
      end: starts[index + 1] as Date,
    };
  });
}

/**
 * The local days of `month` (1–12) of `year` in `timezone`. Throws `CalendarError` `invalid_argument` for a month
 * outside 1..12 or a year that is not an integer.
 */
export function localDaysOfMonth(year: number, month: number, timezone: string): LocalDay[] {
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new CalendarError('invalid_argument', 'year must be an integer year such as 2024', {
      details: { field: 'year', value: year },
    });
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new CalendarError('invalid_argument', 'month must be an integer from 1 to 12', {
      details: { field: 'month', value: month },
    });
  }
  return localDays(`${pad(year, 4)}-${pad(month, 2)}-01`, daysInMonth(year, month), timezone);
}

/** The UTC window a run of consecutive local days covers: from the start of the first to the end of the last. */
export function windowOfDays(days: readonly LocalDay[]): UtcWindow {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) {
    throw new CalendarError('invalid_argument', 'a calendar window needs at least one day');
  }
  return { start: first.start, end: last.end };
}

/**
 * Index of the day in `days` (consecutive, ascending) that contains `instant`, or -1 when the instant lies outside
 * them all.
 */
export function dayIndexOf(days: readonly LocalDay[], instant: Date): number {
  const milliseconds = instant.getTime();
  let low = 0;
  let high = days.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const day = days[middle] as LocalDay;
    if (milliseconds < day.start.getTime()) high = middle - 1;
    else if (milliseconds >= day.end.getTime()) low = middle + 1;
    else return middle;
  }
  return -1;
}
