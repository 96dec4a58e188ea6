// The one shape the event finder searches: an angle that moves with time (a body's apparent longitude, or the
// Moon's elongation from the Sun) with its rate, both straight from the ephemeris.
import { bodyLongitudeAndSpeed, type BodyName } from '@mandala/ephemeris';
import { wrapDegrees } from './angles';

/** An angle and its rate at one instant. */
export interface AngleSample {
  /** The instant, Julian day UT. */
  readonly julianDayUt: number;
  /** The angle, degrees in [0, 360). */
  readonly angleDegrees: number;
  /** Its rate of change, degrees per day (negative while it decreases). */
  readonly rateDegreesPerDay: number;
}

/** An angle as a function of time (Julian day UT). Throws the ephemeris's errors outside 1800-2200. */
export type AngleFunction = (julianDayUt: number) => AngleSample;

/** The apparent geocentric longitude of one ephemeris body. */
export function bodyLongitudeFunction(body: BodyName): AngleFunction {
  return (julianDayUt) => {
    const { longitudeDegrees, speedDegreesPerDay } = bodyLongitudeAndSpeed(body, julianDayUt);
    return { julianDayUt, angleDegrees: longitudeDegrees, rateDegreesPerDay: speedDegreesPerDay };
  };
}

/** The Moon's elongation: apparent longitude of the Moon minus that of the Sun, in [0, 360), and its rate. */
export const moonElongation: AngleFunction = (julianDayUt) => {
  const moon = bodyLongitudeAndSpeed('Moon', julianDayUt);
  const sun = bodyLongitudeAndSpeed('Sun', julianDayUt);
  return {
    julianDayUt,
    angleDegrees: wrapDegrees(moon.longitudeDegrees - sun.longitudeDegrees),
    rateDegreesPerDay: moon.speedDegreesPerDay - sun.speedDegreesPerDay,
  };
};
