import { describe, expect, it } from 'vitest';
import { progressedInstant, tropicalYearsBetween } from './progressed-instant';
import { MILLISECONDS_PER_TROPICAL_YEAR } from './tropical-year';

describe('progressedInstant', () => {
  const birth = new Date('1990-05-12T06:30:00.000Z');

  it('moves one day for each tropical year of life', () => {
    const thirtyYears = new Date(birth.getTime() + 30 * MILLISECONDS_PER_TROPICAL_YEAR);
    expect(progressedInstant(birth, thirtyYears).toISOString()).toBe('1990-06-11T06:30:00.000Z');
    expect(tropicalYearsBetween(birth, thirtyYears)).toBeCloseTo(30, 12);
  });

  it('moves about 4 minutes for a day of life and stays at the birth for the birth itself', () => {
    expect(progressedInstant(birth, birth).getTime()).toBe(birth.getTime());
    const oneDay = progressedInstant(birth, new Date(birth.getTime() + 86_400_000)).getTime() - birth.getTime();
    expect(oneDay).toBe(Math.round(86_400_000 / 365.24219));
  });
});
