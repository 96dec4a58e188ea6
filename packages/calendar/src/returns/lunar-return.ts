// GET /lunar-return: every instant of a month the Moon comes back to its natal longitude, the chart cast at the
// first exactly as a natal chart, and the theme of the month.
import { resolveLocalTime } from '@mandala/ephemeris';
import { CalendarError } from '../errors';
import { longitudeReturns } from '../events';
import { stampInstant, type InstantStamp } from '../instant-stamp';
import { resolveBirthMoment, type BirthMoment, type ResolvedBirth } from './birth-moment';
import { monthTheme, type MonthTheme } from './month-theme';
import { natalBody, type NatalBodyPosition } from './natal-body-position';
import { returnChartAt, type ReturnChart } from './return-chart';

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * How long before the birth instant the birth month's search starts, so that the return at the birth itself (which
 * the root finder places within a millisecond of it) is kept; the return before it is 27 days earlier.
 */
const BIRTH_MARGIN_MILLISECONDS = 3_600_000;

/** Input of {@link lunarReturn}. */
export interface LunarReturnInput {
  birth: BirthMoment;
  /** `YYYY-MM`, a month of the birth zone's calendar, not before the birth month. */
  month: string;
}

/** Response of GET /lunar-return. */
export interface LunarReturn {
  Month: string;
  /** Every return in the month, in time order: one or two. */
  Returns: InstantStamp[];
  /** The Moon at birth. */
  NatalMoon: NatalBodyPosition;
  /** The chart cast for the first return exactly as a natal chart. */
  Chart: ReturnChart;
  MonthTheme: MonthTheme;
}

/** First instant of local `year`-`month` (1..13: 13 is January of the next year) in `timezone`. */
function monthStart(year: number, month: number, timezone: string): Date {
  const normalizedYear = month === 13 ? year + 1 : year;
  const normalizedMonth = month === 13 ? 1 : month;
  const date = `${String(normalizedYear).padStart(4, '0')}-${String(normalizedMonth).padStart(2, '0')}-01T00:00`;
  return resolveLocalTime({ date, timezone }).instant;
}

/**
 * Every instant of local `year`-`month` (1..12) in the birth zone, not before the birth, at which the Moon stands at
 * `natalMoonDegrees`.
 */
export function lunarReturnInstants(birth: ResolvedBirth, natalMoonDegrees: number, year: number, month: number): Date[] {
  const start = Math.max(monthStart(year, month, birth.timezone).getTime(), birth.instant.getTime() - BIRTH_MARGIN_MILLISECONDS);
  return longitudeReturns('Moon', natalMoonDegrees, { start: new Date(start), end: monthStart(year, month + 1, birth.timezone) });
}

/**
 * The lunar returns of `month`: every instant from the first local midnight of the month in the birth zone to the
 * first of the next (and not before the birth) at which the apparent Moon stands at its natal longitude. The Moon
 * comes back every 27.2–27.6 days, so a month holds one or two; in the birth month the birth itself is one.
 *
 * @throws CalendarError `invalid_argument` for a month not written `YYYY-MM` or before the local birth month;
 *   errors of the birth and of the ephemeris range (`date_out_of_range` outside 1800-2200) pass through.
 * @example lunarReturn({ birth: { date: '1990-05-12T08:30', timezone: 'Europe/Berlin' }, month: '2026-03' })
 */
export function lunarReturn(input: LunarReturnInput): LunarReturn {
  if (typeof input !== 'object' || input === null) {
    throw new CalendarError('invalid_argument', 'input must be { birth, month }', { details: { field: 'input' } });
  }
  const birth = resolveBirthMoment(input.birth);
  const { month } = input;
  const match = typeof month === 'string' ? MONTH_PATTERN.exec(month) : null;
  if (match === null) {
    throw new CalendarError('invalid_argument', 'month must be written YYYY-MM', { details: { field: 'month', value: month } });
  }
  if (month < birth.localMonth) {
    throw new CalendarError('invalid_argument', `month ${month} is before the birth month ${birth.localMonth}`, {
      details: { field: 'month', value: month, birthMonth: birth.localMonth },
    });
  }
  const natalMoon = natalBody('Moon', birth.instant);
  const instants = lunarReturnInstants(birth, natalMoon.longitudeDegrees, Number(match[1]), Number(match[2]));
  const first = instants[0];
  if (first === undefined) throw new Error(`no lunar return in ${month}`);
  const chart = returnChartAt(first);
  return {
    Month: month,
    Returns: instants.map((instant) => stampInstant(instant, birth.timezone)),
    NatalMoon: natalMoon.position,
    Chart: chart,
    MonthTheme: monthTheme(returnChartAt(birth.instant), chart, instants.length),
  };
}
