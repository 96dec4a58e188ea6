import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EphemerisError } from '../errors';
import { CHIRON_FIRST_JULIAN_DAY_UT, CHIRON_LAST_JULIAN_DAY_UT, chironLongitudeAndSpeed } from './chiron-longitude';
import { CHIRON_TABLE_SEGMENT_DAYS } from './chiron-table.generated';

interface Fixture {
  columns: string[];
  rows: number[][];
}

const fixture = JSON.parse(
  readFileSync(new URL('../../test/fixtures/swisseph-positions.json', import.meta.url), 'utf8'),
) as Fixture;
const JULIAN_DAY = fixture.columns.indexOf('julianDayUt');
const LONGITUDE = fixture.columns.indexOf('Chiron.longitude');
const SPEED = fixture.columns.indexOf('Chiron.speed');

function wrappedArcseconds(degrees: number): number {
  return (((((degrees + 180) % 360) + 360) % 360) - 180) * 3600;
}

function errorsOver(rows: number[][]) {
  const longitude: number[] = [];
  const speed: number[] = [];
  for (const row of rows) {
    const result = chironLongitudeAndSpeed(row[JULIAN_DAY] as number);
    longitude.push(Math.abs(wrappedArcseconds(result.longitudeDegrees - (row[LONGITUDE] as number))));
    speed.push(Math.abs(result.speedDegreesPerDay - (row[SPEED] as number)) * 3600);
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return { longitudeMax: Math.max(...longitude), longitudeMean: mean(longitude), speedMean: mean(speed), speedMax: Math.max(...speed) };
}

describe('chironLongitudeAndSpeed', () => {
  it('matches Swiss Ephemeris (seas_18) within 5″ over 1900-2100, 0.3″ on average', () => {
    expect(LONGITUDE).toBeGreaterThan(0);
    const errors = errorsOver(fixture.rows.slice(0, 1200));
    expect(errors.longitudeMax).toBeLessThan(5);
    expect(errors.longitudeMean).toBeLessThan(0.3);
    expect(errors.speedMean).toBeLessThan(0.2); // arcseconds per day
    expect(errors.speedMax).toBeLessThan(60);
  });

  it('matches Swiss Ephemeris within 5″ over 1800-2200', () => {
    const errors = errorsOver(fixture.rows.slice(1200));
    expect(errors.longitudeMax).toBeLessThan(5);
    expect(errors.longitudeMean).toBeLessThan(0.4);
  });

  it('is continuous across segment boundaries (to its interpolation error)', () => {
    for (let jd = CHIRON_FIRST_JULIAN_DAY_UT + CHIRON_TABLE_SEGMENT_DAYS; jd < CHIRON_LAST_JULIAN_DAY_UT; jd += 101 * CHIRON_TABLE_SEGMENT_DAYS) {
      const before = chironLongitudeAndSpeed(jd - 1e-7);
      const after = chironLongitudeAndSpeed(jd);
      expect(Math.abs(wrappedArcseconds(after.longitudeDegrees - before.longitudeDegrees))).toBeLessThan(0.5);
      expect(Math.abs(after.speedDegreesPerDay - before.speedDegreesPerDay) * 3600).toBeLessThan(5);
    }
  });

  it('reports a speed equal to the rate of change of its longitude', () => {
    // Inside segments: the table is one polynomial per segment, so its speed is exact there.
    for (let jd = CHIRON_FIRST_JULIAN_DAY_UT + 0.37 * CHIRON_TABLE_SEGMENT_DAYS; jd < CHIRON_LAST_JULIAN_DAY_UT; jd += 97 * CHIRON_TABLE_SEGMENT_DAYS) {
      const step = 0.01;
      const rate =
        wrappedArcseconds(chironLongitudeAndSpeed(jd + step).longitudeDegrees - chironLongitudeAndSpeed(jd - step).longitudeDegrees) /
        3600 /
        (2 * step);
      expect(chironLongitudeAndSpeed(jd).speedDegreesPerDay).toBeCloseTo(rate, 7);
    }
  });

  it('returns longitudes in [0, 360) and covers the whole of 1800-2200', () => {
    for (const jd of [CHIRON_FIRST_JULIAN_DAY_UT, 2_451_545, 2_524_593.5, CHIRON_LAST_JULIAN_DAY_UT]) {
      const { longitudeDegrees } = chironLongitudeAndSpeed(jd);
      expect(longitudeDegrees).toBeGreaterThanOrEqual(0);
      expect(longitudeDegrees).toBeLessThan(360);
    }
  });

  it('rejects instants outside the table with date_out_of_range, and non-numbers with invalid_argument', () => {
    const codeOf = (julianDayUt: number) => {
      try {
        chironLongitudeAndSpeed(julianDayUt);
      } catch (error) {
        return EphemerisError.isInstance(error) ? error.code : 'other';
      }
      return 'none';
    };
    expect(codeOf(CHIRON_FIRST_JULIAN_DAY_UT - 0.001)).toBe('date_out_of_range');
    expect(codeOf(CHIRON_LAST_JULIAN_DAY_UT + 0.001)).toBe('date_out_of_range');
    expect(codeOf(Number.NaN)).toBe('invalid_argument');
    expect(codeOf(Number.POSITIVE_INFINITY)).toBe('invalid_argument');
  });
});
