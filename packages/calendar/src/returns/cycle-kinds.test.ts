import { describe, expect, it } from 'vitest';
import { CalendarError } from '../errors';
import { CYCLE_KINDS, cycleDefinition } from './cycle-kinds';

describe('cycleDefinition', () => {
  it('searches Saturn ±1.5 years around 29.46, 58.92 and 88.38 years', () => {
    const saturn = cycleDefinition('saturn');
    expect(saturn.planet).toBe('Saturn');
    expect(saturn.offsetDegrees).toBe(0);
    expect(saturn.events.map((event) => [event.number, event.fromAgeYears, event.toAgeYears])).toEqual([
      [1, 27.96, 30.96],
      [2, 57.42, 60.42],
      [3, 86.88, 89.88],
    ]);
  });

  it('has one Chiron return near 50 and one Uranus opposition near 42, 180° from the natal Uranus', () => {
    expect(cycleDefinition('chiron')).toMatchObject({ planet: 'Chiron', offsetDegrees: 0, events: [{ number: 1, fromAgeYears: 45, toAgeYears: 54 }] });
    expect(cycleDefinition('uranus-opposition')).toMatchObject({ planet: 'Uranus', offsetDegrees: 180, events: [{ number: 1, fromAgeYears: 35, toAgeYears: 48 }] });
  });

  it('keeps every expected age inside its span and the spans of one cycle apart', () => {
    for (const kind of CYCLE_KINDS) {
      const { events } = cycleDefinition(kind);
      events.forEach((event, index) => {
        expect(event.expectedAgeYears).toBeGreaterThan(event.fromAgeYears);
        expect(event.expectedAgeYears).toBeLessThan(event.toAgeYears);
        if (index > 0) expect(event.fromAgeYears).toBeGreaterThan(events[index - 1]!.toAgeYears);
      });
    }
  });

  it('rejects an unknown kind', () => {
    expect(() => cycleDefinition('jupiter' as never)).toThrow(CalendarError);
    expect(() => cycleDefinition('toString' as never)).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
  });
});
