import { describe, expect, it } from 'vitest';
import { ReferenceLibraryError } from '../errors';
import type { PlanetName } from './planet-name';
import type { ZodiacSign } from './zodiac-dignity';
import { ZODIAC_SIGNS, zodiacDignityOf } from './zodiac-dignity';

describe('zodiacDignityOf', () => {
  it.each([
    ['Sun', 'Leo', 'domicile'],
    ['Sun', 'Aries', 'exaltation'],
    ['Sun', 'Aquarius', 'detriment'],
    ['Sun', 'Libra', 'fall'],
    ['Moon', 'Taurus', 'exaltation'],
    ['Moon', 'Scorpio', 'fall'],
    ['Venus', 'Pisces', 'exaltation'],
    ['Venus', 'Aries', 'detriment'],
    ['Mars', 'Scorpio', 'domicile'],
    ['Mars', 'Capricorn', 'exaltation'],
    ['Mars', 'Cancer', 'fall'],
    ['Jupiter', 'Pisces', 'domicile'],
    ['Jupiter', 'Virgo', 'detriment'],
    ['Saturn', 'Aquarius', 'domicile'],
    ['Saturn', 'Leo', 'detriment'],
    ['Saturn', 'Aries', 'fall'],
    ['Uranus', 'Aquarius', 'domicile'],
    ['Uranus', 'Leo', 'detriment'],
    ['Neptune', 'Pisces', 'domicile'],
    ['Neptune', 'Virgo', 'detriment'],
    ['Pluto', 'Scorpio', 'domicile'],
    ['Pluto', 'Taurus', 'detriment'],
  ] as const)('%s in %s is %s', (body, sign, dignity) => {
    expect(zodiacDignityOf(body, sign)).toBe(dignity);
  });

  it('lets the stronger dignity win: Mercury in Virgo is domicile, in Pisces detriment', () => {
    expect(zodiacDignityOf('Mercury', 'Virgo')).toBe('domicile');
    expect(zodiacDignityOf('Mercury', 'Pisces')).toBe('detriment');
    expect(zodiacDignityOf('Mercury', 'Sagittarius')).toBe('detriment');
  });

  it('is null where no dignity applies, and for Earth, the nodes and Chiron in every sign', () => {
    expect(zodiacDignityOf('Mars', 'Gemini')).toBeNull();
    expect(zodiacDignityOf('Uranus', 'Scorpio')).toBeNull();
    for (const sign of ZODIAC_SIGNS) {
      for (const body of ['Earth', 'NorthNode', 'SouthNode', 'Chiron'] as const) expect(zodiacDignityOf(body, sign)).toBeNull();
    }
  });

  it('gives the Sun one sign of each kind, Saturn two domiciles and two detriments, the outer planets no exaltation', () => {
    const kindsOf = (body: PlanetName) => ZODIAC_SIGNS.map((sign) => zodiacDignityOf(body, sign)).filter((kind) => kind !== null);
    expect(kindsOf('Sun').sort()).toEqual(['detriment', 'domicile', 'exaltation', 'fall']);
    expect(kindsOf('Saturn').sort()).toEqual(['detriment', 'detriment', 'domicile', 'domicile', 'exaltation', 'fall']);
    for (const outer of ['Uranus', 'Neptune', 'Pluto'] as const) expect(kindsOf(outer).sort()).toEqual(['detriment', 'domicile']);
  });

  it('throws invalid_reference_id for an unknown sign', () => {
    expect(() => zodiacDignityOf('Sun', 'Ophiuchus' as ZodiacSign)).toThrow(ReferenceLibraryError);
    expect(() => zodiacDignityOf('Sun', 'leo' as ZodiacSign)).toThrow(/not a valid zodiac sign key/);
  });
});
