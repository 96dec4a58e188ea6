/** The twelve tropical signs from 0° (Aries) in steps of 30°. */
export const ZODIAC_SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

/** A tropical zodiac sign name. */
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

/** Normalises a longitude in degrees to [0, 360). */
export function normalizeDegrees(longitudeDegrees: number): number {
  const wrapped = longitudeDegrees % 360;
  const positive = wrapped < 0 ? wrapped + 360 : wrapped;
  return positive >= 360 ? 0 : positive;
}

/** Sign index 0 (Aries) to 11 (Pisces) of a longitude already in [0, 360). */
export function zodiacSignIndex(longitudeDegrees: number): number {
  const index = Math.floor(longitudeDegrees / 30);
  return index > 11 ? 11 : index;
}

/** Sign of a longitude in [0, 360), and the degrees into that sign in [0, 30). */
export function zodiacPosition(longitudeDegrees: number): { zodiacSign: ZodiacSign; zodiacDegree: number } {
  const index = zodiacSignIndex(longitudeDegrees);
  return { zodiacSign: ZODIAC_SIGNS[index] as ZodiacSign, zodiacDegree: longitudeDegrees - index * 30 };
}
