import { EphemerisError } from './errors';
import { DELTA_T_FIRST_YEAR, DELTA_T_SECONDS_BY_YEAR } from './generated/delta-t.generated';
import { julianDayUtFromDate } from './julian-day';

/** First supported instant, 1800-01-01T00:00Z, as a Julian day (UT). */
export const FIRST_SUPPORTED_JULIAN_DAY_UT = 2_378_496.5;
/** Last supported instant, 2200-01-01T00:00Z, as a Julian day (UT). */
export const LAST_SUPPORTED_JULIAN_DAY_UT = 2_524_593.5;

const YEAR_COUNT = DELTA_T_SECONDS_BY_YEAR.length;
const VALUES = Float64Array.from(DELTA_T_SECONDS_BY_YEAR);
/** Julian day (UT) of 0h on 1 January of each tabulated year, plus the year after the last. */
const YEAR_STARTS = new Float64Array(YEAR_COUNT + 1);
for (let index = 0; index <= YEAR_COUNT; index += 1) {
  YEAR_STARTS[index] = Date.UTC(DELTA_T_FIRST_YEAR + index, 0, 1) / 86_400_000 + 2_440_587.5;
}

/**
 * ΔT = TT − UT in seconds at a Julian day (UT), by cubic (four-point Lagrange) interpolation of the yearly
 * Swiss Ephemeris values (linear in the first and last year). No range check: callers check first.
 */
export function deltaTSecondsAtJulianDayUt(julianDayUt: number): number {
  let index = Math.floor((julianDayUt - (YEAR_STARTS[0] as number)) / 365.2425);
  if (index < 0) index = 0;
  if (index > YEAR_COUNT - 2) index = YEAR_COUNT - 2;
  while (index > 0 && julianDayUt < (YEAR_STARTS[index] as number)) index -= 1;
  while (index < YEAR_COUNT - 2 && julianDayUt >= (YEAR_STARTS[index + 1] as number)) index += 1;
  const start = YEAR_STARTS[index] as number;
  const fraction = (julianDayUt - start) / ((YEAR_STARTS[index + 1] as number) - start);
  const y1 = VALUES[index] as number;
  const y2 = VALUES[index + 1] as number;
  if (index === 0 || index === YEAR_COUNT - 2) return y1 + (y2 - y1) * fraction;
  const y0 = VALUES[index - 1] as number;
  const y3 = VALUES[index + 2] as number;
  const u = fraction;
  // Lagrange weights for nodes at -1, 0, 1, 2.
  return (
    (-u * (u - 1) * (u - 2) * y0) / 6 +
    ((u + 1) * (u - 1) * (u - 2) * y1) / 2 -
    ((u + 1) * u * (u - 2) * y2) / 2 +
    ((u + 1) * u * (u - 1) * y3) / 6
  );
}

/** A Julian day (UT) as `YYYY-MM-DDTHH:MM:SSZ`, or as the Julian day itself when no Date can hold it. */
function utcTextOfJulianDay(julianDayUt: number): string {
  const milliseconds = (julianDayUt - 2440587.5) * 86_400_000;
  return Number.isFinite(milliseconds) && Math.abs(milliseconds) <= 8.64e15
    ? new Date(Math.round(milliseconds / 1000) * 1000).toISOString().replace('.000Z', 'Z')
    : `at Julian day ${julianDayUt} UT`;
}

/** Throws `date_out_of_range` unless the Julian day (UT) lies in 1800-01-01 .. 2200-01-01 UT. */
export function assertSupportedJulianDayUt(julianDayUt: number): void {
  if (!(julianDayUt >= FIRST_SUPPORTED_JULIAN_DAY_UT && julianDayUt <= LAST_SUPPORTED_JULIAN_DAY_UT)) {
    throw new EphemerisError(
      Number.isNaN(julianDayUt) ? 'invalid_argument' : 'date_out_of_range',
      Number.isNaN(julianDayUt)
        ? 'The instant is not a valid date.'
        : `The instant ${utcTextOfJulianDay(julianDayUt)} lies outside the supported range 1800-01-01 to 2200-01-01 UT.`,
      {
        details: {
          julianDayUt,
          firstSupported: '1800-01-01T00:00:00Z',
          lastSupported: '2200-01-01T00:00:00Z',
        },
      },
    );
  }
}

/**
 * ΔT = TT − UT in seconds at an instant, interpolated from Swiss Ephemeris 2.10.03's yearly values
 * (observed Earth rotation up to about 2025, Swiss Ephemeris's extrapolation after).
 * @throws EphemerisError `date_out_of_range` outside 1800-01-01 .. 2200-01-01 UT; `invalid_argument` for an invalid Date.
 */
export function deltaTSeconds(instant: Date): number {
  const julianDayUt = julianDayUtFromDate(instant);
  assertSupportedJulianDayUt(julianDayUt);
  return deltaTSecondsAtJulianDayUt(julianDayUt);
}
