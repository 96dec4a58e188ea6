import { bodyLongitudeAndSpeed, julianDayUtFromDate } from '@mandala/ephemeris';
import { natalChartAt } from '@mandala/bodygraph';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../ephemeris/scripts/seeded-random';
import { CalendarError } from '../errors';
import { resolveBirthMoment } from './birth-moment';
import { natalBody } from './natal-body-position';
import { returnChartAt } from './return-chart';
import { solarReturn, solarReturnInstant } from './solar-return';

const pad = (value: number) => String(value).padStart(2, '0');
const random = seededRandom(42);
const zones = ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Tokyo', 'Australia/Adelaide'];
/** Random births 1900-2080 with a year of return after them. */
const cases = Array.from({ length: 40 }, (_, index) => {
  const year = 1900 + Math.floor(random() * 180);
  const date = `${year}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}T${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}`;
  return { birth: { date, timezone: zones[index % zones.length] as string }, year: Math.min(2100, year + 1 + Math.floor(random() * 90)) };
});

function arcsecondsFrom(longitudeDegrees: number, targetDegrees: number): number {
  let difference = (longitudeDegrees - targetDegrees) % 360;
  if (difference > 180) difference -= 360;
  if (difference <= -180) difference += 360;
  return Math.abs(difference) * 3600;
}

describe('solarReturn', () => {
  it('finds the instant the Sun is back at its natal longitude to under 0.001″', () => {
    for (const { birth, year } of cases) {
      const resolved = resolveBirthMoment(birth);
      const natal = natalBody('Sun', resolved.instant).longitudeDegrees;
      const instant = solarReturnInstant(resolved.instant, natal, year - resolved.localYear);
      const sun = bodyLongitudeAndSpeed('Sun', julianDayUtFromDate(instant)).longitudeDegrees;
      expect(arcsecondsFrom(sun, natal)).toBeLessThan(0.001);
      // Within a day and a half of the birthday.
      const anniversary = Date.UTC(year, resolved.instant.getUTCMonth(), resolved.instant.getUTCDate(), resolved.instant.getUTCHours());
      expect(Math.abs(instant.getTime() - anniversary)).toBeLessThan(1.5 * 86_400_000);
    }
  });

  it('repeats the natal personality Sun line in the Profile, and keeps the natal Sun and Earth gates', () => {
    for (const { birth, year } of cases) {
      const result = solarReturn({ birth, year });
      const natal = natalChartAt(resolveBirthMoment(birth).instant, { version: 'v3' });
      expect(result.Chart.Profile.split('/')[0]).toBe(String(natal.Profile.PersonalityLine));
      expect(result.Chart.Planets.Personality.Sun.Gate).toBe(natal.Planets.Personality.Sun.Gate);
      expect(result.Chart.Planets.Personality.Sun.Line).toBe(natal.Planets.Personality.Sun.Line);
      expect(result.Chart.Planets.Personality.Earth.Gate).toBe(natal.Planets.Personality.Earth.Gate);
      expect(result.NatalSun).toMatchObject({ Gate: natal.Planets.Personality.Sun.Gate, Line: natal.Planets.Personality.Sun.Line, ZodiacSign: natal.Planets.Personality.Sun.ZodiacSign });
      expect(result.YearTheme.SunGate.Gate).toBe(result.NatalSun.Gate);
      expect(result.YearTheme.EarthGate.Gate).toBe(natal.Planets.Personality.Earth.Gate);
    }
  });

  it('casts the chart for the return instant exactly as a natal chart', () => {
    const birth = { date: '1990-05-12T08:30', timezone: 'Europe/Berlin' };
    const result = solarReturn({ birth, year: 2026 });
    expect(result.Year).toBe(2026);
    expect(result.Return).toEqual({ Utc: '2026-05-11T23:37:57.774Z', Local: '2026-05-12T01:37:57' });
    expect(result.NatalSun).toEqual({ Gate: 23, Line: 3, ZodiacSign: 'Taurus', LongitudeDegrees: 51.280587 });
    const exact = solarReturnInstant(resolveBirthMoment(birth).instant, natalBody('Sun', resolveBirthMoment(birth).instant).longitudeDegrees, 36);
    expect(result.Chart).toEqual(returnChartAt(exact));
    expect(result.YearTheme.MainTheme).toContain('gate 23 (Assimilation)');
    expect(result.YearTheme.Highlights.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the birth itself in the birth year', () => {
    const result = solarReturn({ birth: { date: '1990-05-12T08:30:15', timezone: 'Europe/Berlin' }, year: 1990 });
    expect(result.Return).toEqual({ Utc: '1990-05-12T06:30:15.000Z', Local: '1990-05-12T08:30:15' });
    expect(result.YearTheme.KeyChannels).toEqual([]);
  });

  it('takes the return of the birthday, which for a birth at New Year can fall on the last day of the year before', () => {
    // Born half an hour into 2000 in Berlin (1999-12-31T23:30Z). The Sun comes back about 6 hours later each year
    // and a leap day pulls it back by a day, so the birthday of 2001 has its return on 2000-12-31.
    const birth = { date: '2000-01-01T00:30', timezone: 'Europe/Berlin' };
    expect(solarReturn({ birth, year: 2001 }).Return.Local.slice(0, 10)).toBe('2000-12-31');
    for (const year of [2002, 2003, 2004, 2005, 2050]) {
      const local = solarReturn({ birth, year }).Return.Local;
      expect([`${year - 1}-12-31`, `${year}-01-01`]).toContain(local.slice(0, 10));
    }
  });

  it('rejects a year outside 1900-2100, not whole, or before the birth year', () => {
    const birth = { date: '1990-05-12T08:30', timezone: 'Europe/Berlin' };
    for (const year of [1899, 2101, 2020.5, Number.NaN]) {
      expect(() => solarReturn({ birth, year })).toThrow(CalendarError);
    }
    expect(() => solarReturn({ birth, year: 1989 })).toThrow(/before the birth year 1990/);
    expect(() => solarReturn({ birth, year: 1989 })).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
    expect(() => solarReturn(null as never)).toThrow(CalendarError);
  });
});
