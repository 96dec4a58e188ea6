import { describe, expect, it } from 'vitest';
import { bodyPositionAt, julianDayOf, randomWindow } from '../../test/event-body-position';
import { seededRandom } from '../../test/seeded-random';
import { CalendarError } from '../errors';
import { longitudeReturns, stations, type EventBody, type Station } from './index';

function angleBetween(a: number, b: number): number {
  const difference = Math.abs(a - b) % 360;
  return Math.min(difference, 360 - difference);
}

describe('longitudeReturns', () => {
  it('finds one solar return a year, at the natal Sun longitude to within 0.05″', () => {
    const natalSun = bodyPositionAt('Sun', julianDayOf(new Date('1987-06-15T14:30:00.000Z'))).longitudeDegrees;
    const returns = longitudeReturns('Sun', natalSun, { start: new Date('2000-01-01T00:00:00.000Z'), end: new Date('2010-01-01T00:00:00.000Z') });
    expect(returns.length).toBe(10);
    for (const instant of returns) {
      expect(['06-14', '06-15']).toContain(instant.toISOString().slice(5, 10));
      expect(angleBetween(bodyPositionAt('Sun', julianDayOf(instant)).longitudeDegrees, natalSun) * 3600).toBeLessThan(0.05);
    }
  });

  it('gives the Earth and the South Node the returns of the Sun and the North Node 180° away', () => {
    const window = { start: new Date('1990-01-01T00:00:00.000Z'), end: new Date('2030-01-01T00:00:00.000Z') };
    expect(longitudeReturns('Earth', 10, window)).toEqual(longitudeReturns('Sun', 190, window));
    expect(longitudeReturns('SouthNode', 300, window)).toEqual(longitudeReturns('NorthNode', 120, window));
  });

  it('finds three passes when a retrograde loop straddles the longitude, each one a real pass', () => {
    const random = seededRandom(31);
    for (const body of ['Mercury', 'Mars', 'Saturn', 'Chiron'] as EventBody[]) {
      const turns = stations(randomWindow(random, 1500, 1500), { bodies: [body] });
      const retrogradeIndex = turns.findIndex((station) => station.kind === 'retrograde');
      const retrograde = turns[retrogradeIndex] as Station;
      const direct = turns[retrogradeIndex + 1] as Station;
      // A longitude inside the loop: between where the body turns direct and where it turned retrograde.
      const loopDegrees = (retrograde.longitudeDegrees - direct.longitudeDegrees + 360) % 360;
      const target = (direct.longitudeDegrees + (0.25 + 0.5 * random()) * loopDegrees) % 360;
      const window = { start: new Date(retrograde.instant.getTime() - 250 * 86_400_000), end: new Date(direct.instant.getTime() + 250 * 86_400_000) };
      const passes = longitudeReturns(body, target, window);
      for (const instant of passes) {
        const position = bodyPositionAt(body, julianDayOf(instant));
        // Within 0.05″, or what the body moves in the millisecond rounding.
        expect(angleBetween(position.longitudeDegrees, target) * 3600).toBeLessThan(Math.max(0.05, Math.abs(position.speedDegreesPerDay) * 3600 * 1.2e-8));
      }
      // One pass backwards, between the stations, with a forward pass just before the loop and just after it.
      const backwards = passes.filter((instant) => bodyPositionAt(body, julianDayOf(instant)).speedDegreesPerDay < 0);
      expect(backwards.length, `${body} at ${target}`).toBe(1);
      const middle = passes.indexOf(backwards[0] as Date);
      expect((passes[middle] as Date).getTime()).toBeGreaterThan(retrograde.instant.getTime());
      expect((passes[middle] as Date).getTime()).toBeLessThan(direct.instant.getTime());
      expect((passes[middle - 1] as Date).getTime()).toBeLessThan(retrograde.instant.getTime());
      expect((passes[middle + 1] as Date).getTime()).toBeGreaterThan(direct.instant.getTime());
    }
  });

  it('finds the same returns in a window as in its two halves', () => {
    const window = { start: new Date('2001-03-04T05:06:07.089Z'), end: new Date('2001-09-10T11:12:13.145Z') };
    const middle = new Date('2001-06-01T00:00:00.123Z');
    for (const [body, target] of [['Moon', 123.456], ['Mercury', 95.2]] as Array<[EventBody, number]>) {
      const whole = longitudeReturns(body, target, window);
      expect([...longitudeReturns(body, target, { start: window.start, end: middle }), ...longitudeReturns(body, target, { start: middle, end: window.end })]).toEqual(whole);
    }
  });

  it('refuses a longitude outside [0, 360) and an unknown body', () => {
    const window = { start: new Date('2000-01-01T00:00:00.000Z'), end: new Date('2001-01-01T00:00:00.000Z') };
    for (const longitude of [-1, 360, Number.NaN, Infinity, '10' as unknown as number]) {
      expect(() => longitudeReturns('Sun', longitude, window)).toThrow(CalendarError);
    }
    expect(() => longitudeReturns('Planet X' as EventBody, 10, window)).toThrow(CalendarError);
    expect(longitudeReturns('Sun', 0, window).length).toBe(1);
    expect(longitudeReturns('Sun', 359.999999, window).length).toBe(1);
  });
});
