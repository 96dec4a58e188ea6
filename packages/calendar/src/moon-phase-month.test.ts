import { describe, expect, it } from 'vitest';
import { moonPhaseMonth } from './moon-phase-month';

const MINUTE = 60_000;

/** Published almanac times of March 2024 (UTC, to the minute). */
const MARCH_2024 = [
  ['Last Quarter', '2024-03-03T15:23:00.000Z'],
  ['New Moon', '2024-03-10T09:00:00.000Z'],
  ['First Quarter', '2024-03-17T04:11:00.000Z'],
  ['Full Moon', '2024-03-25T07:00:00.000Z'],
] as const;

describe('moonPhaseMonth', () => {
  const march = moonPhaseMonth({ year: 2024, month: 3, timezone: 'UTC' });

  it('finds the principal phases of March 2024 within a minute of the almanac', () => {
    expect(march.Phases.map((phase) => phase.Phase)).toEqual(MARCH_2024.map(([phase]) => phase));
    march.Phases.forEach((phase, index) => {
      const published = Date.parse(MARCH_2024[index]![1]);
      expect(Math.abs(Date.parse(phase.Utc) - published)).toBeLessThanOrEqual(MINUTE);
      expect(phase.Local).toBe(phase.Utc.slice(0, 19));
      expect(phase.Gate).toBeGreaterThanOrEqual(1);
      expect(phase.Line).toBeGreaterThanOrEqual(1);
    });
    expect(march.Phases[1]!.ZodiacSign).toBe('Pisces');
    expect(march.Phases[3]!.ZodiacSign).toBe('Libra');
  });

  it('describes the Moon at local noon of every day', () => {
    expect(march.Days).toHaveLength(31);
    for (const day of march.Days) {
      expect(day.IlluminationPercent).toBeGreaterThanOrEqual(0);
      expect(day.IlluminationPercent).toBeLessThanOrEqual(100);
      expect(Math.round(day.IlluminationPercent * 10)).toBeCloseTo(day.IlluminationPercent * 10, 9);
    }
    const newMoonDay = march.Days.find((day) => day.Date === '2024-03-10')!;
    const fullMoonDay = march.Days.find((day) => day.Date === '2024-03-25')!;
    expect(newMoonDay.IlluminationPercent).toBeLessThan(2);
    expect(newMoonDay.PhaseName).toBe('New Moon');
    expect(fullMoonDay.IlluminationPercent).toBeGreaterThan(98);
    expect(fullMoonDay.PhaseName).toBe('Full Moon');
    expect(march.Days.find((day) => day.Date === '2024-03-20')!.PhaseName).toBe('Waxing Gibbous');
  });

  it('summarises the next New and Full Moon and the Moon gate changes', () => {
    expect(Math.abs(Date.parse(march.Summary.NextNewMoon.Utc) - Date.parse('2024-03-10T09:00:00.000Z'))).toBeLessThanOrEqual(MINUTE);
    expect(Math.abs(Date.parse(march.Summary.NextFullMoon.Utc) - Date.parse('2024-03-25T07:00:00.000Z'))).toBeLessThanOrEqual(MINUTE);
    // The Moon crosses a gate about every 10 hours.
    expect(march.Summary.MoonGateChanges).toBeGreaterThan(65);
    expect(march.Summary.MoonGateChanges).toBeLessThan(80);
  });

  it('reaches past a month without a Full Moon (February 2018) for the next one', () => {
    const february = moonPhaseMonth({ year: 2018, month: 2, timezone: 'UTC' });
    expect(february.Phases.map((phase) => phase.Phase)).not.toContain('Full Moon');
    expect(Math.abs(Date.parse(february.Summary.NextFullMoon.Utc) - Date.parse('2018-03-02T00:51:00.000Z'))).toBeLessThanOrEqual(MINUTE);
  });

  it('writes Local in the request zone', () => {
    const berlin = moonPhaseMonth({ year: 2024, month: 3, timezone: 'Europe/Berlin' });
    expect(berlin.Days).toHaveLength(31);
    const newMoon = berlin.Phases.find((phase) => phase.Phase === 'New Moon')!;
    expect(newMoon.Local.slice(0, 13)).toBe('2024-03-10T10');
  });
});
