import { invalidReferenceId } from '../errors';
import { deepFreeze } from '../shared/deep-freeze';
import type { BodyName } from './planet-name';

/** The 12 tropical signs in zodiac order, as the engine names them (`ZodiacSign`). */
export const ZODIAC_SIGNS = Object.freeze([
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
] as const);

/** One of the 12 {@link ZODIAC_SIGNS}. */
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

/** The classical dignity of a planet by sign. */
export type ZodiacDignity = 'domicile' | 'exaltation' | 'detriment' | 'fall';

/** Signs a planet rules and is exalted in; detriment and fall are the opposite signs. */
export interface ZodiacRulership {
  readonly domicile: readonly ZodiacSign[];
  readonly exaltation: readonly ZodiacSign[];
}

/**
 * Domiciles and exaltations of the planets that have them: the traditional rulerships and exaltations of the
 * seven classical planets (Mars keeps Scorpio, Jupiter Pisces, Saturn Aquarius) plus the modern rulers
 * Uranus (Aquarius), Neptune (Pisces) and Pluto (Scorpio), which get no exaltation (no agreed one exists).
 * Earth, the nodes and Chiron have no zodiac dignity. See `src/data/README.md` for the sources.
 */
export const ZODIAC_RULERSHIPS: Readonly<Partial<Record<BodyName, ZodiacRulership>>> = deepFreeze({
  Sun: { domicile: ['Leo'], exaltation: ['Aries'] },
  Moon: { domicile: ['Cancer'], exaltation: ['Taurus'] },
  Mercury: { domicile: ['Gemini', 'Virgo'], exaltation: ['Virgo'] },
  Venus: { domicile: ['Taurus', 'Libra'], exaltation: ['Pisces'] },
  Mars: { domicile: ['Aries', 'Scorpio'], exaltation: ['Capricorn'] },
  Jupiter: { domicile: ['Sagittarius', 'Pisces'], exaltation: ['Cancer'] },
  Saturn: { domicile: ['Capricorn', 'Aquarius'], exaltation: ['Libra'] },
  Uranus: { domicile: ['Aquarius'], exaltation: [] },
  Neptune: { domicile: ['Pisces'], exaltation: [] },
  Pluto: { domicile: ['Scorpio'], exaltation: [] },
});

const signIndex = new Map<string, number>(ZODIAC_SIGNS.map((sign, index) => [sign, index]));
const opposite = (sign: ZodiacSign): ZodiacSign => ZODIAC_SIGNS[((signIndex.get(sign) as number) + 6) % 12] as ZodiacSign;

/**
 * The classical dignity of `body` in `sign`: `domicile` (it rules the sign), `exaltation`, `detriment` (the
 * sign opposite a domicile), `fall` (opposite its exaltation), or null. Where two apply the stronger wins in
 * that order: Mercury in Virgo is `domicile` (not exaltation), in Pisces `detriment` (not fall).
 * Always null for Earth, the nodes and Chiron (and, at run time, for a name that is not a body).
 * Throws `ReferenceLibraryError` `invalid_reference_id` when `sign` is not one of the 12 {@link ZODIAC_SIGNS}.
 */
export function zodiacDignityOf(body: BodyName, sign: ZodiacSign): ZodiacDignity | null {
  if (!signIndex.has(sign)) throw invalidReferenceId('zodiac sign', sign, 'one of the 12 signs, Aries to Pisces');
  const rulership = Object.hasOwn(ZODIAC_RULERSHIPS, body) ? ZODIAC_RULERSHIPS[body as BodyName] : undefined;
  if (rulership === undefined) return null;
  if (rulership.domicile.includes(sign)) return 'domicile';
  if (rulership.exaltation.includes(sign)) return 'exaltation';
  if (rulership.domicile.some((home) => opposite(home) === sign)) return 'detriment';
  if (rulership.exaltation.some((high) => opposite(high) === sign)) return 'fall';
  return null;
}
