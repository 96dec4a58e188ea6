// Local mean time: the clock of the mean Sun at a longitude, 4 minutes of time per degree east of Greenwich.
import { EphemerisError } from '../errors';

/** Seconds of mean solar time per degree of longitude: 86,400 s over 360°. */
export const MEAN_TIME_SECONDS_PER_DEGREE = 240;

/**
 * The UTC offset of local mean time at a longitude, in whole seconds east of Greenwich:
 * `round(longitudeDegrees × 240)` (Ulm, 9.9876° E → 2397 s, +0:39:57).
 * Throws `EphemerisError` `invalid_argument` unless `longitudeDegrees` is a finite number from −180 to 180.
 *
 * @param longitudeDegrees east positive, −180..180.
 */
export function localMeanTimeOffsetSeconds(longitudeDegrees: number): number {
  if (typeof longitudeDegrees !== 'number' || !Number.isFinite(longitudeDegrees) || longitudeDegrees < -180 || longitudeDegrees > 180) {
    throw new EphemerisError('invalid_argument', `The longitude must be a number of degrees from -180 to 180 (east positive), not ${String(longitudeDegrees)}.`, {
      details: { longitudeDegrees, allowed: { minimum: -180, maximum: 180 } },
    });
  }
  const offsetSeconds = Math.round(longitudeDegrees * MEAN_TIME_SECONDS_PER_DEGREE);
  return offsetSeconds === 0 ? 0 : offsetSeconds;
}
