import { EphemerisError } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { bodyPositionAt, dateOf, julianDayOf, randomWindow } from '../../test/event-body-position';
import { seededRandom } from '../../test/seeded-random';
import { CalendarError } from '../errors';
import { EVENT_BODIES, gateCrossings, longitudeReturns, type EventBody, type GateCrossing } from './index';

/** Sampling step (days) of the dense check: well below the time any body needs to cross a line. */
function checkStepDays(body: EventBody): number {
  if (body === 'Moon') return 0.02;
  if (body === 'NorthNode' || body === 'SouthNode') return 0.01;
  return 0.1;
}

/** A step from the crossing that moves the body 2·10⁻⁷° (far beyond the root's error, far inside the next line). */
function sideStepDays(body: EventBody, julianDayUt: number): number {
  const speed = Math.abs(bodyPositionAt(body, julianDayUt).speedDegreesPerDay);
  return Math.min(0.01, Math.max(1e-6, 2e-7 / speed));
}

function lineKey(gate: number, line: number): string {
  return `${gate}.${line}`;
}

/**
 * Dense check over seeded random windows: between consecutive crossings the line is constant (sampled), each
 * crossing leaves and enters the lines the positions just before and after it show, consecutive crossings chain, and
 * each instant sits on a boundary.
 */
function checkDenseSweep(seed: number, windowCount: number, minimumDays: number, maximumDays: number, bodies: readonly EventBody[], stepScale = 1): void {
  const random = seededRandom(seed);
  for (let windowIndex = 0; windowIndex < windowCount; windowIndex += 1) {
    const window = randomWindow(random, minimumDays, maximumDays);
    const crossings = gateCrossings(window, { bodies, lines: true });
    const startJulianDay = julianDayOf(window.start);
    const endJulianDay = julianDayOf(window.end);
    for (const body of bodies) {
      const events = crossings.filter((crossing) => crossing.body === body);
      for (let index = 1; index < events.length; index += 1) {
        const previous = events[index - 1] as GateCrossing;
        const next = events[index] as GateCrossing;
        expect(lineKey(next.fromGate, next.fromLine), `${body} chain at ${next.instant.toISOString()}`).toBe(lineKey(previous.toGate, previous.toLine));
        expect(next.julianDayUt).toBeGreaterThan(previous.julianDayUt);
      }
      for (const event of events) {
        const step = sideStepDays(body, event.julianDayUt);
        const before = bodyPositionAt(body, event.julianDayUt - step);
        const after = bodyPositionAt(body, event.julianDayUt + step);
        const where = `${body} ${event.instant.toISOString()}`;
        expect(lineKey(before.gate, before.line), where).toBe(lineKey(event.fromGate, event.fromLine));
        expect(lineKey(after.gate, after.line), where).toBe(lineKey(event.toGate, event.toLine));
        expect(event.retrograde, where).toBe(bodyPositionAt(body, event.julianDayUt).speedDegreesPerDay < 0);
        expect(event.instant.getTime()).toBe(dateOf(event.julianDayUt).getTime());
        // Exactly on a line boundary (302° + k·0.9375°): off by less than the body moves in 2·10⁻⁹ day (0.17 ms).
        const exact = bodyPositionAt(body, event.julianDayUt);
        const linesFromStart = (exact.longitudeDegrees - 302 + 360) / 0.9375;
        const offDegrees = Math.abs(linesFromStart - Math.round(linesFromStart)) * 0.9375;
        expect(offDegrees, where).toBeLessThan(Math.max(1e-12, 2e-9 * Math.abs(exact.speedDegreesPerDay)));
      }
      // Between events, sampled densely: the line the last event entered (or the first will leave).
      const step = checkStepDays(body) * stepScale;
      let eventIndex = 0;
      for (let julianDayUt = startJulianDay + random() * step; julianDayUt < endJulianDay; julianDayUt += step) {
        while (eventIndex < events.length && (events[eventIndex] as GateCrossing).julianDayUt <= julianDayUt) eventIndex += 1;
        const nearest = Math.min(
          Math.abs((events[eventIndex]?.julianDayUt ?? Infinity) - julianDayUt),
          Math.abs((events[eventIndex - 1]?.julianDayUt ?? -Infinity) - julianDayUt),
        );
        if (nearest < 1e-6) continue;
        const position = bodyPositionAt(body, julianDayUt);
        const expected =
          eventIndex > 0
            ? lineKey((events[eventIndex - 1] as GateCrossing).toGate, (events[eventIndex - 1] as GateCrossing).toLine)
            : events.length > 0
              ? lineKey((events[0] as GateCrossing).fromGate, (events[0] as GateCrossing).fromLine)
              : lineKey(bodyPositionAt(body, startJulianDay).gate, bodyPositionAt(body, startJulianDay).line);
        expect(lineKey(position.gate, position.line), `${body} at ${dateOf(julianDayUt).toISOString()}`).toBe(expected);
      }
    }
  }
}

describe('gateCrossings', () => {
  it('dense sweeps: between consecutive crossings the line is constant, and each crossing leaves and enters what the positions say', () => {
    checkDenseSweep(1_202_611, 8, 5, 40, EVENT_BODIES);
  });

  it('dense sweeps over long windows of the bodies that turn, the wobbling true node sampled every 0.005 day', () => {
    checkDenseSweep(3_141_592, 3, 150, 250, ['Mercury', 'Venus', 'Mars', 'NorthNode'], 0.5);
    // Tens of thousands of positions: 14–19 s in CI runs with every package's tests at once, against the default 30 s.
  }, 120_000);

  it('reports gate changes alone unless asked for lines, the same instants as the line changes that change gate', () => {
    const random = seededRandom(77);
    for (let index = 0; index < 4; index += 1) {
      const window = randomWindow(random, 20, 60);
      const lines = gateCrossings(window, { lines: true }).filter((crossing) => crossing.fromGate !== crossing.toGate);
      expect(gateCrossings(window)).toEqual(lines);
      expect(gateCrossings(window, { lines: false })).toEqual(lines);
    }
  });

  it('finds the same crossings in a window as in its two halves, to the bit', () => {
    const random = seededRandom(4242);
    for (let index = 0; index < 6; index += 1) {
      const window = randomWindow(random, 2, 90);
      const middle = new Date(Math.round(window.start.getTime() + random() * (window.end.getTime() - window.start.getTime())));
      for (const lines of [false, true]) {
        const whole = gateCrossings(window, { lines });
        const halves = [...gateCrossings({ start: window.start, end: middle }, { lines }), ...gateCrossings({ start: middle, end: window.end }, { lines })];
        expect(halves).toEqual(whole);
      }
    }
  });

  it('sorts by instant, Sun before Earth and North Node before South Node at the shared instants, which mirror each other', () => {
    const crossings = gateCrossings({ start: new Date('2024-01-01T00:00:00.000Z'), end: new Date('2024-07-01T00:00:00.000Z') });
    for (let index = 1; index < crossings.length; index += 1) {
      const previous = crossings[index - 1] as GateCrossing;
      const next = crossings[index] as GateCrossing;
      expect(next.instant.getTime() > previous.instant.getTime() || EVENT_BODIES.indexOf(next.body) >= EVENT_BODIES.indexOf(previous.body)).toBe(true);
    }
    for (const [body, mirror] of [['Sun', 'Earth'], ['NorthNode', 'SouthNode']] as const) {
      const own = crossings.filter((crossing) => crossing.body === body);
      const mirrored = crossings.filter((crossing) => crossing.body === mirror);
      expect(mirrored.map((crossing) => crossing.julianDayUt)).toEqual(own.map((crossing) => crossing.julianDayUt));
      expect(mirrored.map((crossing) => crossing.retrograde)).toEqual(own.map((crossing) => crossing.retrograde));
      expect(own.length).toBeGreaterThan(0);
    }
    // The 36/25 boundary at 358.25° for the Sun is the 6/46 boundary at 178.25° for the Earth.
    const sunInto25 = crossings.find((crossing) => crossing.body === 'Sun' && crossing.toGate === 25) as GateCrossing;
    const earthThen = crossings.find((crossing) => crossing.body === 'Earth' && crossing.julianDayUt === sunInto25.julianDayUt) as GateCrossing;
    expect([sunInto25.fromGate, sunInto25.toGate, earthThen.fromGate, earthThen.toGate]).toEqual([36, 25, 6, 46]);
  });

  it('crosses 0° Aries inside gate 25 without a seam: 36 → 25.1 → 25.2 → 25.3 → … → 17.1 around the March equinox', () => {
    const window = { start: new Date('2024-03-15T00:00:00.000Z'), end: new Date('2024-03-26T00:00:00.000Z') };
    const sun = gateCrossings(window, { bodies: ['Sun'], lines: true });
    expect(sun.map((crossing) => `${crossing.fromGate}.${crossing.fromLine}>${crossing.toGate}.${crossing.toLine}`)).toEqual([
      '36.3>36.4',
      '36.4>36.5',
      '36.5>36.6',
      '36.6>25.1',
      '25.1>25.2',
      '25.2>25.3',
      '25.3>25.4',
      '25.4>25.5',
      '25.5>25.6',
      '25.6>17.1',
      '17.1>17.2',
      '17.2>17.3',
    ]);
    // 0° itself lies inside line 25.2 (359.1875°-0.125°): the equinox (2024-03-20 03:06 UTC) is between those crossings.
    const [equinox] = longitudeReturns('Sun', 0, window);
    expect(Math.abs((equinox as Date).getTime() - Date.parse('2024-03-20T03:06:00.000Z'))).toBeLessThan(60_000);
    const into252 = sun.find((crossing) => crossing.toGate === 25 && crossing.toLine === 2) as GateCrossing;
    const into253 = sun.find((crossing) => crossing.toGate === 25 && crossing.toLine === 3) as GateCrossing;
    expect((equinox as Date).getTime()).toBeGreaterThan(into252.instant.getTime());
    expect((equinox as Date).getTime()).toBeLessThan(into253.instant.getTime());
    // The Moon goes round several times a year: every pass over 0° is seamless too.
    const moon = gateCrossings({ start: new Date('2024-01-01T00:00:00.000Z'), end: new Date('2024-12-31T00:00:00.000Z') }, { bodies: ['Moon'], lines: true });
    expect(moon.filter((crossing) => crossing.fromGate === 25 && crossing.fromLine === 2).length).toBe(13);
    expect(moon.filter((crossing) => crossing.toGate === 25 && crossing.toLine === 3).length).toBe(13);
  });

  it('finds the three passes of a retrograde planet over 0° Aries: Neptune 2025-2026', () => {
    const window = { start: new Date('2025-01-01T00:00:00.000Z'), end: new Date('2026-06-01T00:00:00.000Z') };
    const passes = longitudeReturns('Neptune', 0, window);
    expect(passes.length).toBe(3);
    // Into Aries 2025-03-30, back into Pisces 2025-10-22, into Aries again 2026-01-26.
    for (const [index, published] of ['2025-03-30', '2025-10-22', '2026-01-26'].entries()) {
      expect(Math.abs((passes[index] as Date).getTime() - Date.parse(`${published}T12:00:00Z`))).toBeLessThan(2 * 86_400_000);
    }
    const lineChanges = gateCrossings(window, { bodies: ['Neptune'], lines: true }).filter(
      (crossing) => crossing.fromGate === 25 && crossing.toGate === 25 && (crossing.fromLine === 3 || crossing.toLine === 3),
    );
    expect(lineChanges.map((crossing) => [crossing.fromLine, crossing.toLine, crossing.retrograde])).toContainEqual([3, 2, true]);
  });

  it('reports each of the three crossings of a boundary in a retrograde loop of Mercury (April 2024, gates 42 and 3)', () => {
    const crossings = gateCrossings({ start: new Date('2024-03-01T00:00:00.000Z'), end: new Date('2024-06-01T00:00:00.000Z') }, { bodies: ['Mercury'] });
    const boundary = crossings.filter((crossing) => [crossing.fromGate, crossing.toGate].sort().join('/') === '3/42');
    expect(boundary.map((crossing) => [crossing.fromGate, crossing.fromLine, crossing.toGate, crossing.toLine, crossing.retrograde])).toEqual([
      [42, 6, 3, 1, false],
      [3, 1, 42, 6, true],
      [42, 6, 3, 1, false],
    ]);
    expect(boundary.map((crossing) => crossing.instant.toISOString().slice(0, 10))).toEqual(['2024-03-29', '2024-04-05', '2024-05-12']);
  });

  it('works at the ends of the ephemeris range and follows only the bodies asked for', () => {
    const first = gateCrossings({ start: new Date('1800-01-01T00:00:00.000Z'), end: new Date('1800-01-03T00:00:00.000Z') }, { bodies: ['Moon'] });
    expect(first.length).toBeGreaterThan(0);
    const last = gateCrossings({ start: new Date('2199-12-20T00:00:00.000Z'), end: new Date('2200-01-01T00:00:00.000Z') }, { bodies: ['Moon', 'Earth'] });
    expect(new Set(last.map((crossing) => crossing.body))).toEqual(new Set(['Moon', 'Earth']));
    expect(gateCrossings({ start: new Date('2024-01-01T00:00:00.000Z'), end: new Date('2024-01-02T00:00:00.000Z') }, { bodies: [] })).toEqual([]);
  });

  it('refuses a bad window, body or option, and lets the ephemeris refuse dates outside 1800-2200', () => {
    const start = new Date('2024-01-01T00:00:00.000Z');
    const expectCode = (run: () => unknown, code: string) => {
      try {
        run();
      } catch (error) {
        expect(CalendarError.isInstance(error) || EphemerisError.isInstance(error)).toBe(true);
        expect((error as { code: string }).code).toBe(code);
        return;
      }
      throw new Error('expected a throw');
    };
    expectCode(() => gateCrossings({ start, end: start }), 'invalid_argument');
    expectCode(() => gateCrossings({ start, end: new Date('2023-12-31T00:00:00.000Z') }), 'invalid_argument');
    expectCode(() => gateCrossings({ start: new Date(Number.NaN), end: start }), 'invalid_argument');
    expectCode(() => gateCrossings(undefined as never), 'invalid_argument');
    expectCode(() => gateCrossings({ start, end: new Date('2024-02-01T00:00:00.000Z') }, { bodies: ['Vulcan' as EventBody] }), 'invalid_argument');
    expectCode(() => gateCrossings({ start, end: new Date('2024-02-01T00:00:00.000Z') }, { lines: 'yes' as never }), 'invalid_argument');
    expectCode(() => gateCrossings({ start: new Date('1799-12-31T00:00:00.000Z'), end: start }), 'date_out_of_range');
    expectCode(() => gateCrossings({ start, end: new Date('2200-01-02T00:00:00.000Z') }), 'date_out_of_range');
  });
});
