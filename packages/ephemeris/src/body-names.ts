/** The planets Mercury to Pluto in order of distance from the Sun, as {@link BODY_NAMES} and the bodygraph list them. */
export const PLANET_NAMES = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

/** The bodies {@link positions} reports, in this fixed order (Earth and South Node are derived by the bodygraph). */
export const BODY_NAMES = ['Sun', 'Moon', ...PLANET_NAMES, 'NorthNode', 'Chiron'] as const;

/** Name of a body in {@link BODY_NAMES}. */
export type BodyName = (typeof BODY_NAMES)[number];

/**
 * The bodies of the fast path {@link longitudesAt}: every body of {@link BODY_NAMES} except Chiron, in the same
 * order, so index `i` of its result is `BODY_NAMES[i]`.
 */
export const LONGITUDE_BODY_NAMES = BODY_NAMES.slice(0, 11) as readonly Exclude<BodyName, 'Chiron'>[];

/** The twelve signs of the tropical zodiac, 30° each from 0° Aries. */
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

/** Name of a tropical zodiac sign. */
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

/** Index of a body in {@link BODY_NAMES}. */
export const BODY_INDEX: Readonly<Record<BodyName, number>> = Object.fromEntries(
  BODY_NAMES.map((name, index) => [name, index]),
) as Record<BodyName, number>;
