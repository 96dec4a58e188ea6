// The other way round from the design moment: the birth whose design moment is a given instant, i.e. the instant
// at which the Sun stands 88° of solar arc past where it stood then. A birth-time window maps onto a design window
// one to one (the Sun never turns back), so a design-side crossing found in design time has exactly one birth.
import { DESIGN_ARC_DEGREES, sunLongitudeAndSpeed } from '@mandala/ephemeris';
import { signedDegrees } from '../events/angles';

/** Newton stops after a step shorter than this, days (1e-9 day = 86 µs, the event finder's tolerance). */
const LAST_STEP_DAYS = 1e-9;
const MAXIMUM_ITERATIONS = 20;

/** A birth instant and its design instant, Julian days UT, known to correspond. */
export interface DesignAnchor {
  readonly birthJulianDayUt: number;
  readonly designJulianDayUt: number;
}

/**
 * The Julian day (UT) of the birth whose design moment is `designJulianDayUt`: the Sun's apparent longitude then
 * plus 88°. `first` and `last` are two births with their design moments around it; the first guess interpolates
 * between them (within seconds of the root over two days), then Newton steps on the Sun.
 * Ephemeris errors (`date_out_of_range`) pass through.
 */
export function birthOfDesignMoment(designJulianDayUt: number, first: DesignAnchor, last: DesignAnchor): number {
  const targetDegrees = sunLongitudeAndSpeed(designJulianDayUt).longitudeDegrees + DESIGN_ARC_DEGREES;
  const designSpanDays = last.designJulianDayUt - first.designJulianDayUt;
  const share = designSpanDays > 0 ? (designJulianDayUt - first.designJulianDayUt) / designSpanDays : 0;
  let julianDayUt = first.birthJulianDayUt + share * (last.birthJulianDayUt - first.birthJulianDayUt);
  for (let iteration = 0; iteration < MAXIMUM_ITERATIONS; iteration += 1) {
    const sun = sunLongitudeAndSpeed(julianDayUt);
    const step = -signedDegrees(sun.longitudeDegrees - targetDegrees) / sun.speedDegreesPerDay;
    julianDayUt += step;
    if (Math.abs(step) <= LAST_STEP_DAYS) break;
  }
  return julianDayUt;
}
