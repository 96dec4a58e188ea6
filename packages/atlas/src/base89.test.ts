import { describe, expect, it } from 'vitest';
import { BASE89_DIGITS, decodeBase89Column, encodeBase89 } from './base89';

describe('base-89 columns', () => {
  it('uses 89 distinct digits that need no escaping and are not separators', () => {
    expect(new Set(BASE89_DIGITS).size).toBe(89);
    expect(BASE89_DIGITS).not.toMatch(/[\\|"~]/);
  });

  it('round-trips fixed-width values', () => {
    const values = [0, 1, 88, 89, 7920, 12_345, 89 ** 3 - 1];
    const text = values.map((value) => encodeBase89(value, 3)).join('');
    expect(text).toHaveLength(values.length * 3);
    expect([...decodeBase89Column(text, 3)]).toEqual(values);
  });

  it('refuses values that do not fit', () => {
    expect(() => encodeBase89(89 ** 2, 2)).toThrow(RangeError);
    expect(() => encodeBase89(-1, 2)).toThrow(RangeError);
    expect(() => encodeBase89(1.5, 2)).toThrow(RangeError);
  });
});
