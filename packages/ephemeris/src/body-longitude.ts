// PROVISIONAL (owned by the positions work): a Sun-only implementation on astronomy-engine so
// that the design-moment search can be written against this signature now. The positions work
// replaces the body of this function with the high-accuracy model; the signature stays.
import { MakeTime, SunPosition } from 'astronomy-engine';
import { dateFromJulianDayUt } from './julian-day';

export interface LongitudeAndSpeed {
  /** Apparent geocentric ecliptic longitude, true equinox of date, degrees in [0, 360). */
  longitudeDegrees: number;
  /** Rate of change of that longitude, degrees per day (negative when retrograde). */
  speedDegreesPerDay: number;
}

/** Apparent longitude and speed of the Sun at a Julian day (UT). */
export function sunLongitudeAndSpeed(julianDayUt: number): LongitudeAndSpeed {
  const stepDays = 0.001;
  const at = (jd: number) => SunPosition(MakeTime(dateFromJulianDayUt(jd))).elon;
  const longitudeDegrees = at(julianDayUt);
  let delta = at(julianDayUt + stepDays) - at(julianDayUt - stepDays);
  if (delta > 180) delta -= 360;
  if (delta < -180) delta += 360;
  return { longitudeDegrees, speedDegreesPerDay: delta / (2 * stepDays) };
}
