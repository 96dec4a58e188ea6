import { describe, expect, it } from 'vitest';
import { durationPhrase } from './duration-phrase';

const HOUR = 3_600_000;

describe('durationPhrase', () => {
  it('speaks in hours, days or months', () => {
    expect(durationPhrase(HOUR / 3)).toBe('about 1 hour');
    expect(durationPhrase(9.4 * HOUR)).toBe('about 9 hours');
    expect(durationPhrase(5.7 * 24 * HOUR)).toBe('about 5.7 days');
    expect(durationPhrase(122 * 24 * HOUR)).toBe('about 4 months');
  });
});
