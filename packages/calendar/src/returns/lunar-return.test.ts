import { bodyLongitudeAndSpeed, formatLocalDateTime, julianDayUtFromDate, resolveLocalTime } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { CalendarError } from '../errors';
import { longitudeReturns } from '../events';
import { resolveBirthMoment } from './birth-moment';
import { lunarReturn, lunarReturnInstants } from './lunar-return';
import { natalBody } from './natal-body-position';
import { returnChartAt } from './return-chart';

const birth = { date: '1990-05-12T08:30', timezone: 'Europe/Berlin' };

describe('lunarReturn', () => {
  it('finds every return of a local month, at the natal Moon to under 0.001″', () => {
    const resolved = resolveBirthMoment(birth);
    const natal = natalBody('Moon', resolved.instant).longitudeDegrees;
    let twice = 0;
    for (let month = 1; month <= 12; month++) {
      const instants = lunarReturnInstants(resolved, natal, 2026, month);
      expect(instants.length === 1 || instants.length === 2).toBe(true);
      if (instants.length === 2) twice++;
      const start = resolveLocalTime({ date: `2026-${String(month).padStart(2, '0')}-01T00:00`, timezone: 'Europe/Berlin' }).instant;
      for (const instant of instants) {
        expect(instant.getTime()).toBeGreaterThanOrEqual(start.getTime());
        const moon = bodyLongitudeAndSpeed('Moon', julianDayUtFromDate(instant)).longitudeDegrees;
        expect(Math.abs(((moon - natal + 540) % 360) - 180) * 3600).toBeLessThan(0.001);
      }
    }
    // 13.4 returns a year: one month in about three has two.
    expect(twice).toBeGreaterThanOrEqual(1);
  });

  it('writes the returns in the birth zone and casts the chart for the first', () => {
    const result = lunarReturn({ birth, month: '2026-03' });
    expect(result.Month).toBe('2026-03');
    expect(result.Returns).toEqual([{ Utc: '2026-03-11T04:11:34.073Z', Local: '2026-03-11T05:11:34' }]);
    expect(result.NatalMoon).toEqual({ Gate: 26, Line: 2, ZodiacSign: 'Sagittarius', LongitudeDegrees: 258.119555 });
    expect(result.Chart.Planets.Personality.Moon).toMatchObject({ Gate: 26, Line: 2 });
    const resolved = resolveBirthMoment(birth);
    const [first] = lunarReturnInstants(resolved, natalBody('Moon', resolved.instant).longitudeDegrees, 2026, 3);
    expect(result.Chart).toEqual(returnChartAt(first!));
    expect(result.MonthTheme.MoonGate).toMatchObject({ Gate: 26, Name: 'The Egoist' });
    expect(result.MonthTheme.EmotionalTone).toMatch(/^With the Moon in Sagittarius/);
  });

  it('counts the month in the birth zone: every return of three years falls in exactly one local month', () => {
    const tokyo = resolveBirthMoment({ date: '1990-05-12T08:30', timezone: 'Asia/Tokyo' });
    const natal = natalBody('Moon', tokyo.instant).longitudeDegrees;
    const byMonth: Date[] = [];
    for (let index = 0; index < 36; index++) {
      const year = 2030 + Math.floor(index / 12);
      const month = (index % 12) + 1;
      for (const instant of lunarReturnInstants(tokyo, natal, year, month)) {
        expect(formatLocalDateTime(instant, 'Asia/Tokyo').slice(0, 7)).toBe(`${year}-${String(month).padStart(2, '0')}`);
        byMonth.push(instant);
      }
    }
    const span = { start: resolveLocalTime({ date: '2030-01-01T00:00', timezone: 'Asia/Tokyo' }).instant, end: resolveLocalTime({ date: '2033-01-01T00:00', timezone: 'Asia/Tokyo' }).instant };
    expect(byMonth).toEqual(longitudeReturns('Moon', natal, span));
  });

  it('starts the birth month at the birth: the birth itself is its return', () => {
    const result = lunarReturn({ birth: { date: '1990-05-30T08:30:00', timezone: 'Europe/Berlin' }, month: '1990-05' });
    expect(result.Returns).toEqual([{ Utc: '1990-05-30T06:30:00.000Z', Local: '1990-05-30T08:30:00' }]);
  });

  it('mentions a second return of the month in the highlights', () => {
    const months = Array.from({ length: 12 }, (_, index) => lunarReturn({ birth, month: `2027-${String(index + 1).padStart(2, '0')}` }));
    const twice = months.filter((month) => month.Returns.length === 2);
    expect(twice.length).toBeGreaterThan(0);
    for (const month of twice) expect(month.MonthTheme.Highlights.join(' ')).toContain('twice');
  });

  it('rejects a month not written YYYY-MM or before the birth month', () => {
    for (const month of ['2026-13', '2026-3', '202603', '2026-00', 202603]) {
      expect(() => lunarReturn({ birth, month: month as string })).toThrow(CalendarError);
    }
    expect(() => lunarReturn({ birth, month: '1990-04' })).toThrow(/before the birth month 1990-05/);
    expect(() => lunarReturn({ birth, month: '2200-01' })).toThrow(expect.objectContaining({ code: 'date_out_of_range' }));
  });
});
