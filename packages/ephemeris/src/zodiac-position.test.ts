import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from './body-names';
import { zodiacPosition } from './zodiac-position';

describe('zodiacPosition', () => {
  it('starts each sign at a multiple of 30 degrees', () => {
    ZODIAC_SIGNS.forEach((sign, index) => {
      expect(zodiacPosition(index * 30)).toEqual({ zodiacSign: sign, zodiacDegree: 0 });
    });
  });

  it('gives the degrees into the sign', () => {
    expect(zodiacPosition(83.5)).toEqual({ zodiacSign: 'Gemini', zodiacDegree: 23.5 });
    expect(zodiacPosition(29.75)).toEqual({ zodiacSign: 'Aries', zodiacDegree: 29.75 });
    const lastPisces = zodiacPosition(359.999);
    expect(lastPisces.zodiacSign).toBe('Pisces');
    expect(lastPisces.zodiacDegree).toBeCloseTo(29.999, 9);
  });
});
