import { resolveLocalTime } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { bodyActivationAt, EVENT_BODIES } from './events';
import { planetaryForecast } from './planetary-forecast';

const UTC_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const LOCAL_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

describe('planetaryForecast', () => {
  const march = planetaryForecast({ startDate: '2024-03-01', endDate: '2024-03-31', timezone: 'Europe/Berlin' });

  it('lists the 31 local days of March 2024 in Berlin, every body at local noon', () => {
    expect(march).toMatchObject({ Timezone: 'Europe/Berlin', StartDate: '2024-03-01', EndDate: '2024-03-31' });
    expect(march.Days).toHaveLength(31);
    expect(march.Days.map((day) => day.Date)).toEqual(
      Array.from({ length: 31 }, (_, index) => `2024-03-${String(index + 1).padStart(2, '0')}`),
    );
    for (const day of march.Days) {
      expect(Object.keys(day.Planets).sort()).toEqual([...EVENT_BODIES].sort());
      for (const position of Object.values(day.Planets)) {
        expect(position).toEqual({
          Gate: expect.any(Number),
          Line: expect.any(Number),
          ZodiacSign: expect.any(String),
          Retrograde: expect.any(Boolean),
        });
      }
    }
    // The last day has the DST change: noon is 10:00 UTC, not 11:00.
    const noon = resolveLocalTime({ date: '2024-03-31T12:00', timezone: 'Europe/Berlin' }).instant;
    expect(noon.toISOString()).toBe('2024-03-31T10:00:00.000Z');
    const moon = bodyActivationAt('Moon', noon);
    expect(march.Days[30]!.Planets.Moon).toEqual({
      Gate: moon.gate,
      Line: moon.line,
      ZodiacSign: moon.zodiacSign,
      Retrograde: moon.retrograde,
    });
  });

  it('lists gate changes inside the local days, in time order, with Utc and Local', () => {
    expect(march.GateTransitions.length).toBeGreaterThan(60);
    const start = Date.parse('2024-02-29T23:00:00.000Z');
    const end = Date.parse('2024-03-31T22:00:00.000Z');
    let previous = start;
    for (const transition of march.GateTransitions) {
      expect(transition.Utc).toMatch(UTC_PATTERN);
      expect(transition.Local).toMatch(LOCAL_PATTERN);
      const instant = Date.parse(transition.Utc);
      expect(instant).toBeGreaterThanOrEqual(previous);
      expect(instant).toBeLessThanOrEqual(end);
      expect(transition.FromGate).not.toBe(transition.ToGate);
      previous = instant;
    }
  });

  it('has the Sun enter gate 25 exactly once in the vernal-equinox week', () => {
    const sun = march.GateTransitions.filter((transition) => transition.Planet === 'Sun');
    expect(sun.filter((transition) => transition.ToGate === 25)).toHaveLength(1);
    expect(sun.map((transition) => transition.ToGate)).toEqual([63, 22, 36, 25, 17, 21]);
    const intoGate25 = sun.find((transition) => transition.ToGate === 25)!;
    expect(intoGate25.Utc.slice(0, 10)).toBe('2024-03-18');
    expect(intoGate25.Local).toBe('2024-03-18T09:51:19');
    expect(march.Summary.SunGates).toEqual([37, 63, 22, 36, 25, 17, 21]);
  });

  it('counts changes per body and lists stations', () => {
    const counts = march.Summary.TransitionCounts;
    expect(Object.keys(counts).sort()).toEqual([...EVENT_BODIES].sort());
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(march.GateTransitions.length);
    expect(counts.Sun).toBe(6);
    expect(counts.Earth).toBe(6);
    // Mercury turned retrograde on 2024-04-01 22:14 UTC, just after this range.
    expect(march.Summary.Stations).toEqual([]);
    const april = planetaryForecast({ startDate: '2024-04-01', endDate: '2024-04-30', timezone: 'UTC' });
    expect(april.Summary.Stations).toEqual([
      expect.objectContaining({ Planet: 'Mercury', Kind: 'Retrograde', Utc: expect.stringMatching(/^2024-04-01T22:1/) }),
      expect.objectContaining({ Planet: 'Mercury', Kind: 'Direct', Utc: expect.stringMatching(/^2024-04-25T12:/) }),
    ]);
  });

  it('accepts 31 days and refuses 32, or an end before the start', () => {
    expect(planetaryForecast({ startDate: '2024-01-01', endDate: '2024-01-01', timezone: 'UTC' }).Days).toHaveLength(1);
    expect(() => planetaryForecast({ startDate: '2024-03-01', endDate: '2024-04-01', timezone: 'UTC' })).toThrow(
      /at most 31 days/,
    );
    expect(() => planetaryForecast({ startDate: '2024-03-02', endDate: '2024-03-01', timezone: 'UTC' })).toThrow(
      expect.objectContaining({ code: 'invalid_argument', message: expect.stringMatching(/before/) }),
    );
    expect(() => planetaryForecast({ startDate: '2024-02-30', endDate: '2024-03-01', timezone: 'UTC' })).toThrow(
      /startDate must be an existing date/,
    );
  });
});
