import { activationFromLongitude } from '@mandala/bodygraph';
import { positions } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { CalendarError } from '../errors';
import { bodyActivationAt, EVENT_BODIES, type EventBody } from './index';

describe('bodyActivationAt', () => {
  it('reads every body from the ephemeris, Earth and South Node 180° from the Sun and North Node', () => {
    const instant = new Date('1987-06-15T14:30:00.000Z');
    const chart = positions(instant);
    for (const body of EVENT_BODIES) {
      const activation = bodyActivationAt(body, instant);
      const source = body === 'Earth' ? 'Sun' : body === 'SouthNode' ? 'NorthNode' : body;
      const offset = source === body ? 0 : 180;
      expect(activation.longitudeDegrees).toBeCloseTo((chart[source].longitude + offset) % 360, 9);
      expect(activation.speedDegreesPerDay).toBeCloseTo(chart[source].speed, 9);
      expect(activation.retrograde).toBe(chart[source].speed < 0);
      const { gate, line } = activationFromLongitude(activation.longitudeDegrees);
      expect([activation.gate, activation.line]).toEqual([gate, line]);
    }
    expect(bodyActivationAt('Sun', instant).zodiacSign).toBe('Gemini');
    expect(bodyActivationAt('Earth', instant).zodiacSign).toBe('Sagittarius');
    expect(bodyActivationAt('Saturn', instant).retrograde).toBe(true);
  });

  it('refuses an unknown body or an invalid Date', () => {
    expect(() => bodyActivationAt('Earthh' as EventBody, new Date())).toThrow(CalendarError);
    expect(() => bodyActivationAt('Sun', new Date(Number.NaN))).toThrow(CalendarError);
  });
});
