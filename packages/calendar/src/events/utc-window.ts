// The time span every search takes: [start, end) in UTC, checked once at the edge of each function.
import { deltaTSeconds, julianDayUtFromDate } from '@mandala/ephemeris';
import { CalendarError } from '../errors';

/** A span of time, start included, end excluded. The end must be after the start. */
export interface UtcWindow {
  readonly start: Date;
  readonly end: Date;
}

/** A checked window in the forms the searches use. */
export interface CheckedWindow {
  readonly startMilliseconds: number;
  readonly endMilliseconds: number;
  readonly startJulianDayUt: number;
  readonly endJulianDayUt: number;
}

function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/**
 * Checks a window. Throws `CalendarError` `invalid_argument` when it is not an object with valid `Date`s `start`
 * and `end`, end after start; `EphemerisError` `date_out_of_range` when it reaches outside 1800-01-01 .. 2200-01-01
 * UT (the ephemeris's range; the end may be 2200-01-01T00:00Z itself).
 */
export function checkedWindow(window: UtcWindow): CheckedWindow {
  if (typeof window !== 'object' || window === null || !isValidDate(window.start) || !isValidDate(window.end)) {
    throw new CalendarError('invalid_argument', 'window must be { start: Date, end: Date } with valid dates', {
      details: { field: 'window' },
    });
  }
  const startMilliseconds = window.start.getTime();
  const endMilliseconds = window.end.getTime();
  if (!(endMilliseconds > startMilliseconds)) {
    throw new CalendarError('invalid_argument', 'window end must be after its start', {
      details: { field: 'window', start: window.start.toISOString(), end: window.end.toISOString() },
    });
  }
  // The ephemeris's own range check, so its error (date_out_of_range) passes through unchanged.
  deltaTSeconds(window.start);
  deltaTSeconds(window.end);
  return {
    startMilliseconds,
    endMilliseconds,
    startJulianDayUt: julianDayUtFromDate(window.start),
    endJulianDayUt: julianDayUtFromDate(window.end),
  };
}

const UNIX_EPOCH_JULIAN_DAY_UT = julianDayUtFromDate(new Date(0));

/** Milliseconds since 1970 of a Julian day (UT), rounded to the nearest millisecond. */
export function millisecondsOfJulianDayUt(julianDayUt: number): number {
  return Math.round((julianDayUt - UNIX_EPOCH_JULIAN_DAY_UT) * 86_400_000);
}

/** Whether an event at `milliseconds` (already rounded) falls inside the window. */
export function inWindow(window: CheckedWindow, milliseconds: number): boolean {
  return milliseconds >= window.startMilliseconds && milliseconds < window.endMilliseconds;
}
