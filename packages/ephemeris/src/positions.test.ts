import { describe, expect, it } from 'vitest';
import { BODY_NAMES, EphemerisError, LONGITUDE_BODY_NAMES, ZODIAC_SIGNS } from './index';
import { bodyLongitudeAndSpeed, longitudesAt, positions } from './positions';
import { dateFromJulianDayUt } from './julian-day';

const JULIAN_DAY_1900 = 2_415_020.5;
const JULIAN_DAY_2100 = 2_488_069.5;

describe('positions', () => {
  it('reports every body with consistent sign, degree and retrograde flag', () => {
    const result = positions(new Date('1987-06-15T14:30:00Z'));
    expect(Object.keys(result)).toEqual([...BODY_NAMES]);
    for (const body of BODY_NAMES) {
      const position = result[body];
      expect(position.longitude).toBeGreaterThanOrEqual(0);
      expect(position.longitude).toBeLessThan(360);
      expect(position.zodiacDegree).toBeGreaterThanOrEqual(0);
      expect(position.zodiacDegree).toBeLessThan(30);
      expect(ZODIAC_SIGNS.indexOf(position.zodiacSign) * 30 + position.zodiacDegree).toBeCloseTo(position.longitude, 9);
      expect(position.retrograde).toBe(position.speed < 0);
    }
    // 1987-06-15: the Sun in Gemini (about 24°), Saturn retrograde in Sagittarius.
    expect(result.Sun.zodiacSign).toBe('Gemini');
    expect(result.Saturn.zodiacSign).toBe('Sagittarius');
    expect(result.Saturn.retrograde).toBe(true);
  });

  it('agrees with the fast path and the single-body path', () => {
    const julianDayUt = 2_452_345.678;
    const all = positions(dateFromJulianDayUt(julianDayUt));
    const fast = longitudesAt(julianDayUt);
    LONGITUDE_BODY_NAMES.forEach((body, index) => {
      expect(fast[index]).toBeCloseTo(all[body].longitude, 6);
      const single = bodyLongitudeAndSpeed(body, julianDayUt);
      expect(single.longitudeDegrees).toBeCloseTo(all[body].longitude, 6);
      expect(single.speedDegreesPerDay).toBeCloseTo(all[body].speed, 8);
    });
  });

  it('rejects instants outside 1800-2200 with date_out_of_range', () => {
    for (const text of ['1799-12-31T23:59:59Z', '2200-01-01T00:00:01Z', '1500-01-01T00:00:00Z']) {
      let caught: unknown;
      try {
        positions(new Date(text));
      } catch (error) {
        caught = error;
      }
      expect(EphemerisError.isInstance(caught), text).toBe(true);
      expect((caught as EphemerisError).code).toBe('date_out_of_range');
    }
    expect(() => positions(new Date('1800-01-01T00:00:00Z'))).not.toThrow();
    expect(() => positions(new Date('2200-01-01T00:00:00Z'))).not.toThrow();
    expect(() => longitudesAt(2_300_000)).toThrow(EphemerisError);
    expect(() => bodyLongitudeAndSpeed('Mars', 2_600_000)).toThrow(EphemerisError);
  });

  it('rejects an invalid Date with invalid_argument', () => {
    expect(() => positions(new Date('not a date'))).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
    expect(() => longitudesAt(Number.NaN)).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
  });
});

describe('dense sweep 1900-2100 (step 10 + π/100 days)', () => {
  const stepDays = 10 + Math.PI / 100;
  const probeDays = 0.002;
  const longitudes = new Float64Array(11);
  const later = new Float64Array(11);

  it('keeps longitudes in range, speeds plausible and motion continuous', () => {
    const failures: string[] = [];
    let sunSpeedMin = Infinity;
    let sunSpeedMax = -Infinity;
    let nodeRetrograde = 0;
    let samples = 0;
    for (let julianDayUt = JULIAN_DAY_1900; julianDayUt < JULIAN_DAY_2100; julianDayUt += stepDays) {
      samples += 1;
      longitudesAt(julianDayUt, longitudes);
      longitudesAt(julianDayUt + probeDays, later);
      LONGITUDE_BODY_NAMES.forEach((body, index) => {
        const longitude = longitudes[index] as number;
        if (!(longitude >= 0 && longitude < 360)) failures.push(`${body} longitude ${longitude} at JD ${julianDayUt}`);
        const { speedDegreesPerDay } = bodyLongitudeAndSpeed(body, julianDayUt);
        let moved = (later[index] as number) - longitude;
        if (moved > 180) moved -= 360;
        if (moved < -180) moved += 360;
        // The finite difference over 0.002 day must match the reported speed (no jumps, no bad derivatives).
        const mismatchArcseconds = Math.abs(moved - speedDegreesPerDay * probeDays) * 3600;
        if (mismatchArcseconds > 0.02) {
          failures.push(`${body} at JD ${julianDayUt}: motion ${moved}° vs speed ${speedDegreesPerDay}°/d`);
        }
        if (body === 'Sun') {
          sunSpeedMin = Math.min(sunSpeedMin, speedDegreesPerDay);
          sunSpeedMax = Math.max(sunSpeedMax, speedDegreesPerDay);
        }
        if (body === 'NorthNode' && speedDegreesPerDay < 0) nodeRetrograde += 1;
      });
    }
    expect(failures.slice(0, 20), failures.slice(0, 20).join('\n')).toEqual([]);
    expect(sunSpeedMin).toBeGreaterThan(0.95);
    expect(sunSpeedMax).toBeLessThan(1.02);
    // The osculating node moves backwards most of the time (about 74 %) but forwards for days at a time.
    expect(nodeRetrograde / samples).toBeGreaterThan(0.65);
    expect(nodeRetrograde / samples).toBeLessThan(0.85);
  });
});
