import { describe, expect, it } from 'vitest';
import { mixColors, palettes } from './palette';

describe('palettes', () => {
  it('mixes two colors channel by channel', () => {
    expect(mixColors('#f7d154', '#ffffff', 0.5)).toBe('#fbe8aa');
    expect(mixColors('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mixColors('#000000', '#ffffff', 1)).toBe('#ffffff');
  });

  it('gives the two people and the transit colors distinct from each other and from Design and Personality', () => {
    for (const palette of Object.values(palettes)) {
      const colors = [palette.design, palette.personality, palette.person0, palette.person1, palette.transit, palette.background];
      expect(new Set(colors).size).toBe(colors.length);
    }
  });
});
