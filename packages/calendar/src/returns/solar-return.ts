// GET /solar-return: the instant the Sun comes back to its natal longitude in a given year, the chart cast then
// exactly as a natal chart, and the theme of the year.
import { CalendarError } from '../errors';
import { longitudeReturns } from '../events';
import { stampInstant, type InstantStamp } from '../instant-stamp';
import { resolveBirthMoment, type BirthMoment } from './birth-moment';
import { natalBody, type NatalBodyPosition } from './natal-body-position';
import { returnChartAt, type ReturnChart } from './return-chart';
import { MILLISECONDS_PER_TROPICAL_YEAR } from './tropical-year';
import { yearTheme, type YearTheme } from './year-theme';

/** The first year a solar return is computed for. */
export const FIRST_SOLAR_RETURN_YEAR = 1900;
/** The last year a solar return is computed for. */
export const LAST_SOLAR_RETURN_YEAR = 2100;

/**
 * Half the span searched around the birthday, days. The return drifts from the calendar birthday by less than a
 * day (leap years, the century rule), and successive returns are 365 days apart, so the span holds exactly one.
 */
const SEARCH_HALF_WIDTH_DAYS = 3;

/** Input of {@link solarReturn}. */
export interface SolarReturnInput {
  birth: BirthMoment;
  /** Calendar year of the birthday whose return is wanted: 1900–2100, not before the birth year. */
  year: number;
}

/** Response of GET /solar-return. */
export interface SolarReturn {
  Year: number;
  /** The instant of the return (UTC; local time in the birth zone). */
  Return: InstantStamp;
  /** The Sun at birth. */
  NatalSun: NatalBodyPosition;
  /** The chart cast for the return instant exactly as a natal chart. */
  Chart: ReturnChart;
  YearTheme: YearTheme;
}

/**
 * The instant the Sun stands at `natalSunDegrees` `years` years after the birth: the one return within 3 days of
 * birth + `years` tropical years (the birth itself, to the millisecond, for 0).
 */
export function solarReturnInstant(birthInstant: Date, natalSunDegrees: number, years: number): Date {
  const birthday = birthInstant.getTime() + years * MILLISECONDS_PER_TROPICAL_YEAR;
  const halfWidth = SEARCH_HALF_WIDTH_DAYS * 86_400_000;
  const [instant] = longitudeReturns('Sun', natalSunDegrees, { start: new Date(birthday - halfWidth), end: new Date(birthday + halfWidth) });
  if (instant === undefined) throw new Error(`no solar return within ${SEARCH_HALF_WIDTH_DAYS} days of the birthday ${years} years after the birth`);
  return instant;
}

/**
 * The solar return of `year`: the instant the apparent Sun stands at its natal longitude again near the birthday
 * of `year` (the one return within 3 days of birth + (year − birth year) tropical years). It lies on the birthday
 * or a day beside it, so in calendar year `year` except for births within a day of New Year, whose return can fall
 * on the other side of it; in the birth year it is the birth itself.
 *
 * @throws CalendarError `invalid_argument` for a year that is not an integer in 1900–2100 or is before the local
 *   birth year; errors of the birth (`invalid_date`, `invalid_timezone`, `date_out_of_range`, ...) pass through.
 * @example solarReturn({ birth: { date: '1990-05-12T08:30', timezone: 'Europe/Berlin' }, year: 2026 })
 */
export function solarReturn(input: SolarReturnInput): SolarReturn {
  if (typeof input !== 'object' || input === null) {
    throw new CalendarError('invalid_argument', 'input must be { birth, year }', { details: { field: 'input' } });
  }
  const birth = resolveBirthMoment(input.birth);
  const { year } = input;
  if (!Number.isInteger(year) || year < FIRST_SOLAR_RETURN_YEAR || year > LAST_SOLAR_RETURN_YEAR) {
    throw new CalendarError('invalid_argument', `year must be a whole number from ${FIRST_SOLAR_RETURN_YEAR} to ${LAST_SOLAR_RETURN_YEAR}`, {
      details: { field: 'year', value: year, minimum: FIRST_SOLAR_RETURN_YEAR, maximum: LAST_SOLAR_RETURN_YEAR },
    });
  }
  if (year < birth.localYear) {
    throw new CalendarError('invalid_argument', `year ${year} is before the birth year ${birth.localYear}`, {
      details: { field: 'year', value: year, birthYear: birth.localYear },
    });
  }
  const natalSun = natalBody('Sun', birth.instant);
  const instant = solarReturnInstant(birth.instant, natalSun.longitudeDegrees, year - birth.localYear);
  const chart = returnChartAt(instant);
  return {
    Year: year,
    Return: stampInstant(instant, birth.timezone),
    NatalSun: natalSun.position,
    Chart: chart,
    YearTheme: yearTheme(returnChartAt(birth.instant), chart),
  };
}
