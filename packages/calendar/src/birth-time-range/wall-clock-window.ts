// The window of possible birth times as the person gives it: a local day, a start and an end on the wall clock,
// checked before any instant is computed.
import { CalendarError } from '../errors';
import { dateOfEpochDay, epochDayOfDate } from '../local-days';

/** The longest window, in hours of wall-clock time. */
export const MAX_BIRTH_TIME_RANGE_HOURS = 48;

/** Input of {@link chartsOverTimeRange}: a span of local wall-clock time in an IANA zone. */
export interface BirthTimeRangeInput {
  /** The local day of `from`, `YYYY-MM-DD`. */
  readonly date: string;
  /** IANA zone name, e.g. `America/New_York`. */
  readonly timezone: string;
  /** Earliest possible local time on `date`, `HH:MM` or `HH:MM:SS` (default `00:00`). */
  readonly from?: string;
  /** Latest possible local time (excluded) on `toDate`, `HH:MM` or `HH:MM:SS`, up to `24:00` (default `24:00`). */
  readonly to?: string;
  /** The local day of `to`, `YYYY-MM-DD` (default `date`); the day after `date` for a window over midnight. */
  readonly toDate?: string;
}

/** A checked wall-clock window. */
export interface WallClockWindow {
  readonly date: string;
  readonly toDate: string;
  readonly from: string;
  readonly to: string;
  /** `from` on `date` as a local date-time `YYYY-MM-DDTHH:MM[:SS]`. */
  readonly fromLocal: string;
  /** `to` on `toDate` as a local date-time (`24:00` written as 00:00 of the next day). */
  readonly toLocal: string;
  /** Wall-clock readings as seconds since 1970-01-01T00:00 read as UTC. */
  readonly fromWallSeconds: number;
  readonly toWallSeconds: number;
}

const SECONDS_PER_DAY = 86_400;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const END_OF_DAY_PATTERN = /^24:00(?::00)?$/;

function invalid(field: string, message: string, details: Record<string, unknown> = {}): CalendarError {
  return new CalendarError('invalid_argument', message, { details: { field, ...details } });
}

function checkedText(value: unknown, field: string): string {
  if (typeof value !== 'string') throw invalid(field, `${field} must be a string`, { value: String(value) });
  return value;
}

/** Seconds into the day of `HH:MM[:SS]` (`24:00` allowed when `endOfDayAllowed`). */
function secondsOfTime(text: string, field: string, endOfDayAllowed: boolean): number {
  if (endOfDayAllowed && END_OF_DAY_PATTERN.test(text)) return SECONDS_PER_DAY;
  const match = TIME_PATTERN.exec(text);
  if (match === null) {
    const range = endOfDayAllowed ? '00:00 to 24:00' : '00:00 to 23:59:59';
    throw invalid(field, `${field} must be a local time HH:MM or HH:MM:SS from ${range}`, { value: text });
  }
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

const pad = (value: number) => String(value).padStart(2, '0');

function localDateTime(epochDay: number, secondsOfDay: number): string {
  const day = epochDay + Math.floor(secondsOfDay / SECONDS_PER_DAY);
  const seconds = secondsOfDay % SECONDS_PER_DAY;
  const time = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}`;
  return `${dateOfEpochDay(day)}T${time}${seconds % 60 === 0 ? '' : `:${pad(seconds % 60)}`}`;
}

/**
 * Checks the window's fields. Throws `CalendarError` `invalid_argument` for a date that is not an existing
 * `YYYY-MM-DD`, a time that is not `HH:MM[:SS]` (`to` may be `24:00`), a zone that is not a string, an end not after
 * the start, or a window longer than {@link MAX_BIRTH_TIME_RANGE_HOURS} hours of wall-clock time.
 */
export function checkedWallClockWindow(input: BirthTimeRangeInput): WallClockWindow {
  if (typeof input !== 'object' || input === null) {
    throw invalid('input', 'input must be { date, timezone, from?, to?, toDate? }');
  }
  checkedText(input.timezone, 'timezone');
  const date = checkedText(input.date, 'date');
  const toDate = input.toDate === undefined ? date : checkedText(input.toDate, 'toDate');
  const from = input.from === undefined ? '00:00' : checkedText(input.from, 'from');
  const to = input.to === undefined ? '24:00' : checkedText(input.to, 'to');
  const fromDay = epochDayOfDate(date, 'date');
  const toDay = epochDayOfDate(toDate, 'toDate');
  const fromSeconds = secondsOfTime(from, 'from', false);
  const toSeconds = secondsOfTime(to, 'to', true);
  const fromWallSeconds = fromDay * SECONDS_PER_DAY + fromSeconds;
  const toWallSeconds = toDay * SECONDS_PER_DAY + toSeconds;
  const spanSeconds = toWallSeconds - fromWallSeconds;
  if (spanSeconds <= 0) {
    throw invalid('to', `the window must end after it starts: ${toDate} ${to} is not after ${date} ${from}`, { date, from, toDate, to });
  }
  if (spanSeconds > MAX_BIRTH_TIME_RANGE_HOURS * 3600) {
    throw invalid('to', `a birth-time window covers at most ${MAX_BIRTH_TIME_RANGE_HOURS} hours of wall-clock time; ${date} ${from} to ${toDate} ${to} is ${(spanSeconds / 3600).toFixed(2)} hours`, {
      date,
      from,
      toDate,
      to,
      hours: spanSeconds / 3600,
      maximumHours: MAX_BIRTH_TIME_RANGE_HOURS,
    });
  }
  return {
    date,
    toDate,
    from,
    to,
    fromLocal: localDateTime(fromDay, fromSeconds),
    toLocal: localDateTime(toDay, toSeconds),
    fromWallSeconds,
    toWallSeconds,
  };
}
