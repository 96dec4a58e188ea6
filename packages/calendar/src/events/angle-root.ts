// The instant an angle reaches a target inside one monotonic piece: a first guess from the cubic Hermite curve
// through the piece's two samples (values and rates), then Newton steps with the rate the ephemeris returns, kept
// inside the bracket (bisection when a step would leave it).
import { signedDegrees } from './angles';
import type { AngleFunction, AngleSample } from './angle-function';

/** The root is returned when its estimated error is below this: 1e-9 day = 86 µs. */
export const ROOT_TOLERANCE_DAYS = 1e-9;
const MAXIMUM_ITERATIONS = 100;

/**
 * First guess of the instant inside `[from, to]` at which the angle has moved `offsetDegrees` of the piece's
 * `spanDegrees` (both signed, same sign, |offset| ≤ |span|), from the cubic Hermite curve through the two samples.
 */
export function hermiteGuess(from: AngleSample, to: AngleSample, offsetDegrees: number, spanDegrees: number): number {
  const durationDays = to.julianDayUt - from.julianDayUt;
  const startSlope = from.rateDegreesPerDay * durationDays;
  const endSlope = to.rateDegreesPerDay * durationDays;
  let s = offsetDegrees / spanDegrees;
  for (let iteration = 0; iteration < 4; iteration += 1) {
    const s2 = s * s;
    const s3 = s2 * s;
    const value = (s3 - 2 * s2 + s) * startSlope + (-2 * s3 + 3 * s2) * spanDegrees + (s3 - s2) * endSlope;
    const slope = (3 * s2 - 4 * s + 1) * startSlope + (6 * s - 6 * s2) * spanDegrees + (3 * s2 - 2 * s) * endSlope;
    // A curve that turns inside the piece (near a station) gives no better guess than the straight line.
    if (!(slope * spanDegrees > 0)) break;
    s -= (value - offsetDegrees) / slope;
    if (s < 0) s = 0;
    else if (s > 1) s = 1;
  }
  if (!(s >= 0 && s <= 1)) s = offsetDegrees / spanDegrees;
  return from.julianDayUt + s * durationDays;
}

/**
 * The Julian day (UT) inside the monotonic piece `[from, to]` at which the angle equals `targetDegrees`.
 * The piece must bracket the target: moving by `spanDegrees` (signed, |span| < 180°) it passes the target once.
 * Converges to within {@link ROOT_TOLERANCE_DAYS}: after a Newton step of δ days the error is at most
 * a·δ²/(2|v|), with `accelerationBound` for a and the rate v at the step.
 */
export function solveAngleCrossing(
  angle: AngleFunction,
  from: AngleSample,
  to: AngleSample,
  targetDegrees: number,
  spanDegrees: number,
  accelerationBound: number,
  guessJulianDayUt: number,
): number {
  const direction = spanDegrees > 0 ? 1 : -1;
  let low = from.julianDayUt;
  let high = to.julianDayUt;
  let julianDayUt = guessJulianDayUt > low && guessJulianDayUt < high ? guessJulianDayUt : 0.5 * (low + high);
  for (let iteration = 0; iteration < MAXIMUM_ITERATIONS; iteration += 1) {
    const sample = angle(julianDayUt);
    const residual = direction * signedDegrees(sample.angleDegrees - targetDegrees);
    if (residual === 0) return julianDayUt;
    if (residual < 0) low = julianDayUt;
    else high = julianDayUt;
    const rate = direction * sample.rateDegreesPerDay;
    if (rate > 0) {
      const step = -residual / rate;
      // A step this small may not even move the Julian day (its last bit is 40 µs): done.
      if (Math.abs(step) <= ROOT_TOLERANCE_DAYS) return julianDayUt + step;
      const next = julianDayUt + step;
      if (next > low && next < high) {
        if ((accelerationBound / (2 * rate)) * step * step <= ROOT_TOLERANCE_DAYS) return next;
        julianDayUt = next;
        continue;
      }
    }
    if (high - low <= ROOT_TOLERANCE_DAYS) return 0.5 * (low + high);
    julianDayUt = 0.5 * (low + high);
  }
  return julianDayUt;
}
