import { describe, expect, it } from 'vitest';
import { julianDayOf, randomWindow } from '../../test/event-body-position';
import { seededRandom } from '../../test/seeded-random';
import { bodyActivationAt, moonIllumination, moonPhases, MOON_PHASE_NAMES, type MoonPhaseEvent } from './index';

describe('moonPhases', () => {
  it('finds the principal phases of March 2024 to the minute of the almanac (UT)', () => {
    const phases = moonPhases({ start: new Date('2024-03-01T00:00:00.000Z'), end: new Date('2024-04-01T00:00:00.000Z') });
    expect(phases.map((phase) => `${phase.phase} ${phase.instant.toISOString().slice(0, 16)}`)).toEqual([
      'Last Quarter 2024-03-03T15:23',
      'New Moon 2024-03-10T09:00',
      'First Quarter 2024-03-17T04:10',
      'Full Moon 2024-03-25T07:00',
    ]);
    const full = phases[3] as MoonPhaseEvent;
    expect(full.zodiacSign).toBe('Libra');
    const moon = bodyActivationAt('Moon', full.instant);
    expect([full.gate, full.line]).toEqual([moon.gate, moon.line]);
    expect(full.moonLongitudeDegrees).toBeCloseTo(moon.longitudeDegrees, 4);
  });

  it('cycles New, First Quarter, Full, Last Quarter, a mean synodic month apart, with the Moon lit as the phase says', () => {
    const random = seededRandom(2718);
    for (let index = 0; index < 6; index += 1) {
      const phases = moonPhases(randomWindow(random, 60, 400));
      for (let k = 1; k < phases.length; k += 1) {
        const previous = phases[k - 1] as MoonPhaseEvent;
        const next = phases[k] as MoonPhaseEvent;
        expect(MOON_PHASE_NAMES.indexOf(next.phase)).toBe((MOON_PHASE_NAMES.indexOf(previous.phase) + 1) % 4);
        // Quarter to quarter: 6.5 to 8.3 days.
        expect(next.julianDayUt - previous.julianDayUt).toBeGreaterThan(6.4);
        expect(next.julianDayUt - previous.julianDayUt).toBeLessThan(8.4);
      }
      for (const phase of phases) {
        const light = moonIllumination(phase.instant);
        expect(light.phaseName).toBe(phase.phase);
        const expectedElongation = MOON_PHASE_NAMES.indexOf(phase.phase) * 90;
        expect(Math.min(Math.abs(light.elongationDegrees - expectedElongation), 360 - Math.abs(light.elongationDegrees - expectedElongation))).toBeLessThan(1e-5);
        if (phase.phase === 'New Moon') expect(light.illuminatedFraction).toBeLessThan(0.005);
        if (phase.phase === 'Full Moon') expect(light.illuminatedFraction).toBeGreaterThan(0.995);
        if (phase.phase === 'First Quarter' || phase.phase === 'Last Quarter') expect(Math.abs(light.illuminatedFraction - 0.5)).toBeLessThan(0.01);
      }
      const news = phases.filter((phase) => phase.phase === 'New Moon').map((phase) => julianDayOf(phase.instant));
      for (let k = 1; k < news.length; k += 1) {
        expect(Math.abs((news[k] as number) - (news[k - 1] as number) - 29.53)).toBeLessThan(0.45);
      }
    }
  });

  it('finds the same phases in a window as in its two halves', () => {
    const window = { start: new Date('1933-05-06T07:08:09.010Z'), end: new Date('1934-02-03T04:05:06.007Z') };
    const middle = new Date('1933-09-17T12:34:56.789Z');
    expect([...moonPhases({ start: window.start, end: middle }), ...moonPhases({ start: middle, end: window.end })]).toEqual(moonPhases(window));
  });
});
