import { computeApparentLongitudes, TABLE_BODY_COUNT } from './apparent-longitudes';
import type { LongitudeAndSpeed } from './body-longitude';
import { BODY_INDEX, BODY_NAMES, type BodyName, type ZodiacSign } from './body-names';
import { chironLongitudeAndSpeed } from './chiron/chiron-longitude';
import { assertSupportedJulianDayUt } from './delta-t';
import { EphemerisError } from './errors';
import { julianDayUtFromDate } from './julian-day';
import { zodiacPosition } from './zodiac-position';

/** Where a body stands at an instant, as seen from the Earth's centre. */
export interface BodyPosition {
  /** Apparent geocentric ecliptic longitude, true equinox of date, degrees in [0, 360). */
  longitude: number;
  /** Rate of change of the longitude, degrees per day (negative while retrograde). */
  speed: number;
  /** True when `speed < 0`. */
  retrograde: boolean;
  /** Tropical zodiac sign holding the longitude. */
  zodiacSign: ZodiacSign;
  /** Degrees within that sign, in [0, 30). */
  zodiacDegree: number;
}

/** Positions of every body of {@link BODY_NAMES}. */
export type Positions = Record<BodyName, BodyPosition>;

const longitudesScratch = new Float64Array(TABLE_BODY_COUNT);
const ratesScratch = new Float64Array(TABLE_BODY_COUNT);

function bodyPosition(longitude: number, speed: number): BodyPosition {
  const { zodiacSign, zodiacDegree } = zodiacPosition(longitude);
  return { longitude, speed, retrograde: speed < 0, zodiacSign, zodiacDegree };
}

function julianDayUtOfInstant(instant: Date): number {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new EphemerisError('invalid_argument', 'instant must be a valid Date', { details: { instant: String(instant) } });
  }
  return julianDayUtFromDate(instant);
}

/**
 * Apparent geocentric ecliptic positions (true equinox of date) of the Sun, Moon, Mercury to Pluto, the true
 * (osculating) North Node and Chiron at an instant. Accuracy against Swiss Ephemeris: see the package README.
 * @throws EphemerisError `date_out_of_range` outside 1800-01-01 .. 2200-01-01 UT; `invalid_argument` for an invalid Date.
 */
export function positions(instant: Date): Positions {
  return positionsAtJulianDay(julianDayUtOfInstant(instant));
}

/**
 * {@link positions} at a Julian day (UT) instead of a `Date`, for callers that hold an exact Julian day
 * (a design moment is not a whole millisecond).
 * @throws EphemerisError `date_out_of_range` outside 1800-01-01 .. 2200-01-01 UT (`invalid_argument` for NaN).
 */
export function positionsAtJulianDay(julianDayUt: number): Positions {
  assertSupportedJulianDayUt(julianDayUt);
  computeApparentLongitudes(julianDayUt, longitudesScratch, ratesScratch);
  const chiron = chironLongitudeAndSpeed(julianDayUt);
  return {
    Sun: bodyPosition(longitudesScratch[0] as number, ratesScratch[0] as number),
    Moon: bodyPosition(longitudesScratch[1] as number, ratesScratch[1] as number),
    Mercury: bodyPosition(longitudesScratch[2] as number, ratesScratch[2] as number),
    Venus: bodyPosition(longitudesScratch[3] as number, ratesScratch[3] as number),
    Mars: bodyPosition(longitudesScratch[4] as number, ratesScratch[4] as number),
    Jupiter: bodyPosition(longitudesScratch[5] as number, ratesScratch[5] as number),
    Saturn: bodyPosition(longitudesScratch[6] as number, ratesScratch[6] as number),
    Uranus: bodyPosition(longitudesScratch[7] as number, ratesScratch[7] as number),
    Neptune: bodyPosition(longitudesScratch[8] as number, ratesScratch[8] as number),
    Pluto: bodyPosition(longitudesScratch[9] as number, ratesScratch[9] as number),
    NorthNode: bodyPosition(longitudesScratch[10] as number, ratesScratch[10] as number),
    Chiron: bodyPosition(chiron.longitudeDegrees, chiron.speedDegreesPerDay),
  };
}

/**
 * Fast path: apparent longitudes (degrees in [0, 360)) of the eleven bodies of `LONGITUDE_BODY_NAMES` (every body
 * but Chiron, in `BODY_NAMES` order) at a Julian day (UT). Writes into `out` when given (no allocation).
 * @throws EphemerisError `date_out_of_range` outside 1800-01-01 .. 2200-01-01 UT (`invalid_argument` for NaN).
 */
export function longitudesAt(julianDayUt: number, out: Float64Array = new Float64Array(TABLE_BODY_COUNT)): Float64Array {
  assertSupportedJulianDayUt(julianDayUt);
  computeApparentLongitudes(julianDayUt, out, undefined);
  return out;
}

const singleLongitude = new Float64Array(TABLE_BODY_COUNT);
const singleRate = new Float64Array(TABLE_BODY_COUNT);

/**
 * Apparent longitude (degrees in [0, 360)) and speed (degrees/day) of one body at a Julian day (UT).
 * @throws EphemerisError `date_out_of_range` outside 1800-01-01 .. 2200-01-01 UT; `invalid_argument` for an unknown body.
 */
export function bodyLongitudeAndSpeed(body: BodyName, julianDayUt: number): LongitudeAndSpeed {
  const index = BODY_INDEX[body];
  if (index === undefined) {
    throw new EphemerisError('invalid_argument', `unknown body ${String(body)}`, { details: { body, known: BODY_NAMES } });
  }
  assertSupportedJulianDayUt(julianDayUt);
  if (body === 'Chiron') return chironLongitudeAndSpeed(julianDayUt);
  computeApparentLongitudes(julianDayUt, singleLongitude, singleRate, index);
  return { longitudeDegrees: singleLongitude[index] as number, speedDegreesPerDay: singleRate[index] as number };
}
