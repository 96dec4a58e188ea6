// Cuts a time span into pieces on which an angle moves one way only, and reports the stations between them.
// Samples sit on a grid anchored at Julian day 0 (see motion-limits.ts for the steps), so a window and each of
// its parts see the same samples and find bit-identical roots.
import { signedDegrees } from './angles';
import type { AngleFunction, AngleSample } from './angle-function';
import type { MotionLimits } from './motion-limits';
import { findStation } from './speed-root';

/** First instant the ephemeris serves, 1800-01-01T00:00Z (Julian day UT). */
export const FIRST_SUPPORTED_JULIAN_DAY_UT = 2_378_496.5;
/** Last instant the ephemeris serves, 2200-01-01T00:00Z (Julian day UT). */
export const LAST_SUPPORTED_JULIAN_DAY_UT = 2_524_593.5;

/** What the sweep reports, in time order. */
export interface SweepVisitor {
  /**
   * A piece on which the angle moves one way (or not at all): `spanDegrees` is the signed motion from `from` to
   * `to`, less than 180° in size.
   */
  piece(from: AngleSample, to: AngleSample, spanDegrees: number): void;
  /** A station: the rate changes sign at `at` (`retrograde`: from + to −; `direct`: from − to +). */
  station?(at: AngleSample, kind: 'retrograde' | 'direct'): void;
}

function sameDirection(a: AngleSample, b: AngleSample): boolean {
  return a.rateDegreesPerDay < 0 === b.rateDegreesPerDay < 0;
}

function emitPiece(visitor: SweepVisitor, from: AngleSample, to: AngleSample): void {
  visitor.piece(from, to, signedDegrees(to.angleDegrees - from.angleDegrees));
}

function splitInterval(angle: AngleFunction, limits: MotionLimits, from: AngleSample, to: AngleSample, visitor: SweepVisitor): void {
  const durationDays = to.julianDayUt - from.julianDayUt;
  if (limits.alwaysDirect) {
    emitPiece(visitor, from, to);
    return;
  }
  if (sameDirection(from, to)) {
    // No station when the piece is short enough to hold at most one (an even count is then zero), or when the
    // speeds at its ends are too far from zero for the largest acceleration to bring the speed to zero between.
    const provenMonotonic =
      durationDays <= limits.singleStationDays ||
      Math.abs(from.rateDegreesPerDay) + Math.abs(to.rateDegreesPerDay) > limits.accelerationBound * durationDays;
    if (provenMonotonic) {
      emitPiece(visitor, from, to);
      return;
    }
  } else if (durationDays <= limits.singleStationDays) {
    const station = findStation(angle, from, to);
    emitPiece(visitor, from, station);
    visitor.station?.(station, from.rateDegreesPerDay >= 0 ? 'retrograde' : 'direct');
    emitPiece(visitor, station, to);
    return;
  }
  const middle = angle(0.5 * (from.julianDayUt + to.julianDayUt));
  splitInterval(angle, limits, from, middle, visitor);
  splitInterval(angle, limits, middle, to, visitor);
}

/**
 * Visits, in time order, the monotonic pieces and the stations of `angle` over the grid steps that cover
 * `[firstJulianDayUt, lastJulianDayUt]` (so up to one step beyond each end; the caller filters by its window).
 * Grid points outside 1800-2200 are moved onto the range's ends.
 */
export function sweepMonotonicPieces(
  angle: AngleFunction,
  limits: MotionLimits,
  firstJulianDayUt: number,
  lastJulianDayUt: number,
  visitor: SweepVisitor,
): void {
  const step = limits.stepDays;
  const firstIndex = Math.floor(firstJulianDayUt / step);
  const lastIndex = Math.max(firstIndex + 1, Math.ceil(lastJulianDayUt / step));
  let previous: AngleSample | undefined;
  for (let index = firstIndex; index <= lastIndex; index += 1) {
    const julianDayUt = Math.min(LAST_SUPPORTED_JULIAN_DAY_UT, Math.max(FIRST_SUPPORTED_JULIAN_DAY_UT, index * step));
    if (previous !== undefined && julianDayUt <= previous.julianDayUt) continue;
    const sample = angle(julianDayUt);
    if (previous !== undefined) splitInterval(angle, limits, previous, sample, visitor);
    previous = sample;
  }
}
