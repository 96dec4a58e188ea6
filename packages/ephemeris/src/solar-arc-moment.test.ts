import { describe, expect, it } from 'vitest';
import { sunLongitudeAndSpeed } from './body-longitude';
import { EphemerisError } from './errors';
import { julianDayUtFromDate } from './julian-day';
import { DESIGN_ARC_DEGREES, solarArcMoment, solarArcMomentFromLongitude } from './solar-arc-moment';

const MILLISECONDS_PER_DAY = 86_400_000;
const JULIAN_DAY_1900 = 2_415_020.5;
const JULIAN_DAY_2100 = 2_488_069.5;

/** Signed difference a − b of two longitudes, arcseconds, wrapped to ±648000. */
function differenceArcseconds(a: number, b: number): number {
  return ((((a - b + 180) % 360) + 360) % 360 - 180) * 3600;
}

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return EphemerisError.isInstance(error) ? error.code : 'other';
  }
  return 'none';
}

describe('solarArcMoment', () => {
  it('reproduces the published design moment of 1982-03-27 14:05 UTC (1981-12-30 08:47 UTC)', () => {
    const design = solarArcMoment(new Date('1982-03-27T14:05:00Z'));
    const published = Date.parse('1981-12-30T08:47:00Z');
    expect(Math.abs(design.getTime() - published)).toBeLessThan(2 * 60_000);
  });

  it('reproduces a second published design date (birth 1992-10-03 04:03 UT, design 1992-07-03 22:14)', () => {
    const design = solarArcMoment(new Date('1992-10-03T04:03:00Z'));
    expect(Math.abs(design.getTime() - Date.parse('1992-07-03T22:14:00Z'))).toBeLessThan(2 * 60_000);
  });

  it('puts the Sun exactly 88° behind its birth longitude (within 0.001″) across 1900-2100, 86-93 days earlier', () => {
    // An irrational step (√2 days × 179) samples every season and time of day.
    const step = Math.SQRT2 * 179;
    let count = 0;
    for (let birth = JULIAN_DAY_1900 + 100; birth < JULIAN_DAY_2100; birth += step) {
      const birthSun = sunLongitudeAndSpeed(birth).longitudeDegrees;
      const design = solarArcMomentFromLongitude(birth, birthSun);
      const daysBefore = birth - design;
      expect(daysBefore).toBeGreaterThan(86);
      expect(daysBefore).toBeLessThan(93);
      const designSun = sunLongitudeAndSpeed(design).longitudeDegrees;
      expect(Math.abs(differenceArcseconds(designSun, birthSun - 88))).toBeLessThanOrEqual(0.001);
      count += 1;
    }
    expect(count).toBeGreaterThan(280);
  });

  it('meets the tolerance through the Date interface too (millisecond rounding included)', () => {
    for (let birth = JULIAN_DAY_1900 + 3000.123; birth < JULIAN_DAY_2100; birth += 3001.37) {
      const instant = new Date((birth - 2_440_587.5) * MILLISECONDS_PER_DAY);
      const design = solarArcMoment(instant);
      const birthSun = sunLongitudeAndSpeed(julianDayUtFromDate(instant)).longitudeDegrees;
      const designSun = sunLongitudeAndSpeed(julianDayUtFromDate(design)).longitudeDegrees;
      expect(Math.abs(differenceArcseconds(designSun, birthSun - DESIGN_ARC_DEGREES))).toBeLessThanOrEqual(0.001);
    }
  });

  it('moves forward with the birth instant (monotonic) and never by 88 calendar days', () => {
    let previous = -Infinity;
    const spans = new Set<number>();
    for (let birth = 2_448_000.5; birth < 2_448_000.5 + 400; birth += 0.7) {
      const design = solarArcMomentFromLongitude(birth, sunLongitudeAndSpeed(birth).longitudeDegrees);
      expect(design).toBeGreaterThan(previous);
      previous = design;
      spans.add(Math.round((birth - design) * 10));
    }
    // The span varies with the season (the Sun is faster in January than in July).
    expect(Math.max(...spans) - Math.min(...spans)).toBeGreaterThan(40);
  });

  it('chains: a 40° arc then a 48° arc equals one 88° arc', () => {
    const birth = new Date('2003-08-19T21:30:00Z');
    const direct = solarArcMoment(birth, 88);
    const chained = solarArcMoment(solarArcMoment(birth, 40), 48);
    expect(Math.abs(direct.getTime() - chained.getTime())).toBeLessThan(50);
  });

  it('works for other arcs, small and almost a full turn', () => {
    const birth = new Date('1975-05-05T05:05:05Z');
    const birthSun = sunLongitudeAndSpeed(julianDayUtFromDate(birth)).longitudeDegrees;
    for (const arc of [0.5, 30, 88, 180, 270, 359.5]) {
      const moment = solarArcMoment(birth, arc);
      const days = (birth.getTime() - moment.getTime()) / MILLISECONDS_PER_DAY;
      expect(days).toBeGreaterThan(arc / 1.03);
      expect(days).toBeLessThan(arc / 0.95);
      const sun = sunLongitudeAndSpeed(julianDayUtFromDate(moment)).longitudeDegrees;
      expect(Math.abs(differenceArcseconds(sun, birthSun - arc))).toBeLessThanOrEqual(0.001);
    }
  });

  it('rejects an invalid Date and arcs outside (0, 360) with invalid_argument', () => {
    const birth = new Date('1990-01-01T00:00:00Z');
    expect(codeOf(() => solarArcMoment(new Date('not a date')))).toBe('invalid_argument');
    for (const arc of [0, -1, 360, 400, Number.NaN]) {
      expect(codeOf(() => solarArcMoment(birth, arc))).toBe('invalid_argument');
    }
    expect(codeOf(() => solarArcMomentFromLongitude(Number.NaN, 10))).toBe('invalid_argument');
    expect(codeOf(() => solarArcMomentFromLongitude(2_451_545, Number.POSITIVE_INFINITY))).toBe('invalid_argument');
  });

  it('reports date_out_of_range when the moment falls before 1800', () => {
    expect(codeOf(() => solarArcMoment(new Date('1800-02-01T00:00:00Z')))).toBe('date_out_of_range');
  });
});
