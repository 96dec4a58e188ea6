import { describe, expect, it } from 'vitest';
import { bodyActivationAt, EVENT_BODIES } from './events';
import { activationsAt, planetDayPositions } from './planet-day-position';

describe('planet day positions', () => {
  it('lists every event body with gate, line, sign and direction', () => {
    const instant = new Date('2024-04-10T12:00:00.000Z');
    const activations = activationsAt(instant);
    expect(activations.map((activation) => activation.body)).toEqual(EVENT_BODIES);
    const positions = planetDayPositions(activations);
    const mercury = bodyActivationAt('Mercury', instant);
    expect(positions.Mercury).toEqual({
      Gate: mercury.gate,
      Line: mercury.line,
      ZodiacSign: mercury.zodiacSign,
      Retrograde: true,
    });
    expect(positions.Sun.Retrograde).toBe(false);
  });
});
