import { computeApparentLongitudes, TABLE_BODY_COUNT } from './apparent-longitudes';
import { assertSupportedJulianDayUt } from './delta-t';

export interface LongitudeAndSpeed {
  /** Apparent geocentric ecliptic longitude, true equinox of date, degrees in [0, 360). */
  longitudeDegrees: number;
  /** Rate of change of that longitude, degrees per day (negative when retrograde). */
  speedDegreesPerDay: number;
}

const longitudes = new Float64Array(TABLE_BODY_COUNT);
const rates = new Float64Array(TABLE_BODY_COUNT);

/**
 * Apparent longitude and speed of the Sun at a Julian day (UT), from the Sun's Chebyshev table plus nutation
 * (within 0.001″ of the direct pipeline). Cheap enough for root-finding loops.
 * @throws EphemerisError `date_out_of_range` outside 1800-01-01 .. 2200-01-01 UT (`invalid_argument` for NaN).
 */
export function sunLongitudeAndSpeed(julianDayUt: number): LongitudeAndSpeed {
  assertSupportedJulianDayUt(julianDayUt);
  computeApparentLongitudes(julianDayUt, longitudes, rates, 0);
  return { longitudeDegrees: longitudes[0] as number, speedDegreesPerDay: rates[0] as number };
}
