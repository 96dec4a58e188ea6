import { describe, expect, it } from 'vitest';
import { gateCrossings } from './events';
import { nextGateChanges, previousGateChanges } from './gate-exit-search';

const DAY = 86_400_000;

describe('gate exit search', () => {
  const instant = new Date('2024-03-01T00:00:00.000Z');

  it('finds the next gate change of each body, fast and slow, from one instant', () => {
    const next = nextGateChanges(['Moon', 'Sun', 'Jupiter'], instant, 366);
    for (const body of ['Moon', 'Sun', 'Jupiter'] as const) {
      const found = next.get(body)!;
      expect(found.body).toBe(body);
      expect(found.instant.getTime()).toBeGreaterThan(instant.getTime());
      const between = gateCrossings({ start: instant, end: found.instant }, { bodies: [body] });
      expect(between).toEqual([]);
    }
  });

  it('finds the last gate change before an instant', () => {
    const previous = previousGateChanges(['Moon', 'Sun'], instant, 366);
    for (const body of ['Moon', 'Sun'] as const) {
      const found = previous.get(body)!;
      expect(found.instant.getTime()).toBeLessThan(instant.getTime());
      expect(gateCrossings({ start: new Date(found.instant.getTime() + 1), end: instant }, { bodies: [body] })).toEqual([]);
    }
  });

  it('leaves out a body without a change inside the bound', () => {
    const next = nextGateChanges(['Pluto', 'Moon'], instant, 2);
    expect(next.has('Pluto')).toBe(false);
    expect(next.has('Moon')).toBe(true);
  });

  it('stops at the end of the ephemeris range instead of failing', () => {
    const late = new Date(Date.UTC(2199, 11, 31) - DAY);
    expect(() => nextGateChanges(['Pluto'], late, 366)).not.toThrow();
    const early = new Date(Date.UTC(1800, 0, 2));
    expect(() => previousGateChanges(['Pluto'], early, 366)).not.toThrow();
  });
});
