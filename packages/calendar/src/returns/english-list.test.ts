import { describe, expect, it } from 'vitest';
import { englishList } from './english-list';

describe('englishList', () => {
  it('joins with commas and a final "and"', () => {
    expect(englishList([])).toBe('');
    expect(englishList(['Sacral'])).toBe('Sacral');
    expect(englishList(['Sacral', 'Throat'])).toBe('Sacral and Throat');
    expect(englishList(['Head', 'Ajna', 'Throat'])).toBe('Head, Ajna and Throat');
  });
});
