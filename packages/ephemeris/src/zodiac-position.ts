import { ZODIAC_SIGNS, type ZodiacSign } from './body-names';

/**
 * Tropical zodiac sign of an ecliptic longitude and the degrees into that sign (Aries from 0°, each sign 30° wide).
 * @param longitudeDegrees longitude in degrees in [0, 360); it is not wrapped here, so normalise first
 * (outside that range, or for NaN, the result is meaningless). Never throws.
 * @returns `zodiacSign` and `zodiacDegree`, degrees into the sign in [0, 30).
 */
export function zodiacPosition(longitudeDegrees: number): { zodiacSign: ZodiacSign; zodiacDegree: number } {
  const signIndex = Math.min(11, Math.floor(longitudeDegrees / 30));
  return { zodiacSign: ZODIAC_SIGNS[signIndex] as ZodiacSign, zodiacDegree: longitudeDegrees - signIndex * 30 };
}
