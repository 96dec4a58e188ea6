import { describe, expect, it } from 'vitest';
import { bodyPositionAt, randomWindow } from '../../test/event-body-position';
import { seededRandom } from '../../test/seeded-random';
import { CalendarError } from '../errors';
import { DEFAULT_STATION_BODIES, stations, type EventBody, type Station } from './index';

const year2024 = { start: new Date('2024-01-01T00:00:00.000Z'), end: new Date('2025-01-01T00:00:00.000Z') };

describe('stations', () => {
  it('finds the Mercury stations of 2024 to the minute of the published almanac times (UT)', () => {
    const mercury = stations(year2024, { bodies: ['Mercury'] });
    expect(mercury.map((station) => `${station.kind} ${station.instant.toISOString().slice(0, 16)}`)).toEqual([
      'direct 2024-01-02T03:07',
      'retrograde 2024-04-01T22:14',
      'direct 2024-04-25T12:54',
      'retrograde 2024-08-05T04:56',
      'direct 2024-08-28T21:13',
      'retrograde 2024-11-26T02:42',
      'direct 2024-12-15T20:56',
    ]);
    // Mercury stations retrograde on 2024-04-01 at 27°13′ Aries: gate 3, line 1.
    const april = mercury[1] as Station;
    expect(april.longitudeDegrees).toBeCloseTo(27.2186, 3);
    expect([april.gate, april.line]).toEqual([3, 1]);
  });

  it('turns the speed: forwards before a retrograde station and backwards after it, and the reverse', () => {
    const random = seededRandom(99);
    for (let index = 0; index < 4; index += 1) {
      const window = randomWindow(random, 300, 700);
      const found = stations(window);
      expect(found.length).toBeGreaterThan(5);
      for (const station of found) {
        const before = bodyPositionAt(station.body, station.julianDayUt - 0.5).speedDegreesPerDay;
        const after = bodyPositionAt(station.body, station.julianDayUt + 0.5).speedDegreesPerDay;
        expect(station.kind === 'retrograde' ? before > 0 && after < 0 : before < 0 && after > 0, `${station.body} ${station.instant.toISOString()}`).toBe(true);
        const at = bodyPositionAt(station.body, station.julianDayUt);
        // The speed is zero to within what it changes in 10⁻⁸ day.
        expect(Math.abs(at.speedDegreesPerDay)).toBeLessThan(1e-8);
        expect(station.longitudeDegrees).toBeCloseTo(at.longitudeDegrees, 10);
        expect([station.gate, station.line]).toEqual([at.gate, at.line]);
      }
      // Each body alternates retrograde and direct.
      for (const body of DEFAULT_STATION_BODIES) {
        const kinds = found.filter((station) => station.body === body).map((station) => station.kind);
        for (let k = 1; k < kinds.length; k += 1) expect(kinds[k]).not.toBe(kinds[k - 1]);
      }
    }
  });

  it('looks at Mercury to Pluto and Chiron by default; the Sun, Earth and Moon never station; the nodes only when asked', () => {
    const found = stations(year2024);
    expect(new Set(found.map((station) => station.body))).toEqual(new Set(['Mercury', 'Uranus', 'Pluto', 'Saturn', 'Neptune', 'Chiron', 'Jupiter', 'Mars']));
    expect(stations(year2024, { bodies: ['Sun', 'Earth', 'Moon'] })).toEqual([]);
    const nodes = stations(year2024, { bodies: ['NorthNode', 'SouthNode'] });
    const north = nodes.filter((station) => station.body === 'NorthNode');
    const south = nodes.filter((station) => station.body === 'SouthNode');
    // The osculating node wobbles: it turns dozens of times a year.
    expect(north.length).toBeGreaterThan(30);
    expect(south.map((station) => station.julianDayUt)).toEqual(north.map((station) => station.julianDayUt));
    for (const [index, station] of south.entries()) {
      expect((station.longitudeDegrees - (north[index] as Station).longitudeDegrees + 360) % 360).toBeCloseTo(180, 9);
    }
  });

  it('finds the same stations in a window as in its two halves', () => {
    const random = seededRandom(5);
    for (let index = 0; index < 4; index += 1) {
      const window = randomWindow(random, 100, 800);
      const middle = new Date(Math.round(window.start.getTime() + random() * (window.end.getTime() - window.start.getTime())));
      const bodies: EventBody[] = [...DEFAULT_STATION_BODIES, 'NorthNode'];
      const whole = stations(window, { bodies });
      expect([...stations({ start: window.start, end: middle }, { bodies }), ...stations({ start: middle, end: window.end }, { bodies })]).toEqual(whole);
    }
  });

  it('refuses an unknown body', () => {
    expect(() => stations(year2024, { bodies: ['Ceres' as EventBody] })).toThrow(CalendarError);
  });
});
