import { describe, expect, it } from 'vitest';
import { AGE_YEAR_DAYS, ageInYears, instantAtAge } from './years-of-life';

describe('ages', () => {
  const birth = new Date('1990-05-12T06:30:00.000Z');

  it('counts 365.2425-day years, so 400 calendar years are exactly 400 years of age', () => {
    expect(ageInYears(new Date('1600-01-01T00:00:00.000Z'), new Date('2000-01-01T00:00:00.000Z'))).toBe(400);
    expect(AGE_YEAR_DAYS * 400).toBe(146_097);
  });

  it('rounds to 2 decimals and inverts instantAtAge', () => {
    expect(ageInYears(birth, instantAtAge(birth, 29.456))).toBe(29.46);
    expect(ageInYears(birth, instantAtAge(birth, 29.454))).toBe(29.45);
    expect(instantAtAge(birth, 1).getTime() - birth.getTime()).toBe(365.2425 * 86_400_000);
  });
});
