// The pieces both Swiss Ephemeris fixture generators search with: the wheel written out independently of src (line
// k starts at 302° + k·0.9375°), angle wrapping, bisection to the last bit of a Julian day, and swe_calc_ut sampling.
import type { ReferenceBodyName, SwissEphemerisReference } from '../../ephemeris/scripts/swisseph-reference';

export const LINE_DEGREES = 0.9375;
export const WHEEL_START_DEGREES = 302;
/** Bisection stops here or when the interval cannot be halved any more (a Julian day's last bit is 4.7e-10 day). */
export const BISECTION_TOLERANCE_DAYS = 1e-10;

/**
 * Sampling step (days) of the dense scans. The Moon moves at most 0.33° in 1/48 day, a third of a line. Elsewhere the
 * step is far below the shortest retrograde or direct phase (19.8 days for Mercury; 0.09 day for the wobbling
 * true node, scanned every 0.004 day).
 */
export const SCAN_STEP_DAYS: Readonly<Record<ReferenceBodyName, number>> = {
  Sun: 0.25,
  Moon: 1 / 48,
  Mercury: 0.1,
  Venus: 0.1,
  Mars: 0.1,
  Jupiter: 0.25,
  Saturn: 0.25,
  Uranus: 0.25,
  Neptune: 0.25,
  Pluto: 0.25,
  NorthNode: 0.004,
  Chiron: 0.25,
};

export function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

export function wrap360(degrees: number): number {
  const wrapped = degrees % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped;
}

export function signed180(degrees: number): number {
  let wrapped = degrees % 360;
  if (wrapped > 180) wrapped -= 360;
  if (wrapped <= -180) wrapped += 360;
  return wrapped;
}

/** Bisects `f` (continuous, f(low) and f(high) of opposite signs or zero at high) to BISECTION_TOLERANCE_DAYS. */
export function bisect(f: (julianDayUt: number) => number, low: number, high: number): number {
  const lowSign = Math.sign(f(low));
  while (high - low > BISECTION_TOLERANCE_DAYS) {
    const middle = 0.5 * (low + high);
    if (middle <= low || middle >= high) break;
    if (Math.sign(f(middle)) === lowSign && lowSign !== 0) low = middle;
    else high = middle;
  }
  return 0.5 * (low + high);
}

/** Line cell (0..383) of a longitude: line k starts at 302° + k·0.9375°. */
export function lineCell(longitudeDegrees: number): number {
  return Math.floor(wrap360(longitudeDegrees - WHEEL_START_DEGREES) / LINE_DEGREES) % 384;
}

/** The longitude at which line cell `cell` starts. */
export function lineBoundary(cell: number): number {
  return wrap360(WHEEL_START_DEGREES + cell * LINE_DEGREES);
}

/** Apparent longitude and speed of a body from swe_calc_ut. */
export function referenceSampler(reference: SwissEphemerisReference): {
  longitude(body: ReferenceBodyName, julianDayUt: number): number;
  speed(body: ReferenceBodyName, julianDayUt: number): number;
} {
  return {
    longitude: (body, julianDayUt) => reference.apparentLongitudeAndSpeed(julianDayUt, body)[0],
    speed: (body, julianDayUt) => reference.apparentLongitudeAndSpeed(julianDayUt, body)[1],
  };
}
