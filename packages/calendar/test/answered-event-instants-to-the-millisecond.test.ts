// Issue 38: the instants the calendar answers (gate calendar, forecasts, alerts, moon phases, returns) were rounded
// to the whole second, so the Moon's gate crossings came out 0.50–0.54 s from Swiss Ephemeris although the event
// finder solves them to 86 µs. Answered instants now carry the finder's milliseconds: each line crossing of the Moon
// and the Sun in the Swiss Ephemeris fixture, written as the responses write it (`stampInstant(…).Utc`) and read
// back, lies within the time the body moves 0.05″ of Swiss Ephemeris's instant (the Moon within 0.25 s, the Sun within
// 1.3 s), where the ephemeris itself agrees to 0.05″.
import { bodyLongitudeAndSpeed, dateFromJulianDayUt } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { gateCrossings, type EventBody } from '../src/events';
import { stampInstant } from '../src/instant-stamp';
import { boundaryCellOf, swissEphemerisEvents, TOLERANCE_ARCSECONDS } from './swisseph-events-fixture';

const limitSeconds: Partial<Record<EventBody, number>> = { Moon: 0.25, Sun: 1.3 };

/** Julian day UT to milliseconds since 1970. */
const millisecondsOf = (julianDayUt: number): number => (julianDayUt - 2_440_587.5) * 86_400_000;

describe('answered event instants', () => {
  it('carry milliseconds: the Moon within 0.25 s and the Sun within 1.3 s of Swiss Ephemeris', () => {
    const fixture = swissEphemerisEvents();
    const differences: { body: EventBody; seconds: number; at: string }[] = [];
    for (const window of fixture.crossingWindows) {
      const bodies = window.bodies.map((index) => fixture.bodies[index] as EventBody).filter((body) => body in limitSeconds);
      if (bodies.length === 0) continue;
      const ours = gateCrossings({ start: dateFromJulianDayUt(window.start - 1), end: dateFromJulianDayUt(window.end + 1) }, { bodies, lines: true });
      for (const [bodyIndex, cell, , julianDayUt] of window.rows as [number, number, number, number][]) {
        const body = fixture.bodies[bodyIndex] as EventBody;
        if (!(body in limitSeconds)) continue;
        // Only where our ephemeris itself agrees with Swiss Ephemeris to 0.05″ at that instant.
        const boundaryDegrees = 302 + cell * 0.9375;
        const longitude = bodyLongitudeAndSpeed(body as Parameters<typeof bodyLongitudeAndSpeed>[0], julianDayUt).longitudeDegrees;
        const offArcseconds = Math.abs(((((longitude - boundaryDegrees) % 360) + 540) % 360 - 180) * 3600);
        if (offArcseconds > TOLERANCE_ARCSECONDS) continue;
        const match = ours.find((crossing) => crossing.body === body && boundaryCellOf(crossing) === cell && Math.abs(crossing.julianDayUt - julianDayUt) < 0.01);
        if (match === undefined) throw new Error(`no crossing of ${body} at line cell ${String(cell)} near JD ${String(julianDayUt)}`);
        const answered = Date.parse(stampInstant(match.instant, 'UTC').Utc);
        differences.push({ body, seconds: (answered - millisecondsOf(julianDayUt)) / 1000, at: new Date(millisecondsOf(julianDayUt)).toISOString() });
      }
    }
    for (const body of ['Moon', 'Sun'] as const) {
      const ofBody = differences.filter((each) => each.body === body);
      expect(ofBody.length).toBeGreaterThan(100);
      expect(ofBody.filter((each) => Math.abs(each.seconds) > (limitSeconds[body] ?? 0))).toEqual([]);
    }
    // Rounding to whole seconds would put about half of the Moon's crossings more than 0.25 s away.
    expect(differences.filter((each) => each.body === 'Moon' && Math.abs(each.seconds) > 0.1).length).toBeLessThan(10);
  });
});
