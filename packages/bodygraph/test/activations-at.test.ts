import { describe, expect, it } from 'vitest';
import { ACTIVATING_BODY_NAMES, activationFromLongitude, activationsAt } from '../src/index';

describe('activationsAt', () => {
  const instant = new Date('2024-04-08T18:00:00Z');
  const planets = activationsAt(instant);

  it('gives the 13 activating bodies plus Chiron', () => {
    expect(Object.keys(planets).sort()).toEqual([...ACTIVATING_BODY_NAMES, 'Chiron'].sort());
  });

  it('derives Earth and the South Node as the opposite points', () => {
    expect(planets.Earth.Longitude).toBeCloseTo((planets.Sun.Longitude + 180) % 360, 9);
    expect(planets.SouthNode.Longitude).toBeCloseTo((planets.NorthNode.Longitude + 180) % 360, 9);
    expect(planets.SouthNode.Retrograde).toBe(planets.NorthNode.Retrograde);
    expect(planets.Sun.Retrograde).toBe(false);
  });

  it('reports each body with the activation of its longitude and its sign', () => {
    for (const body of ACTIVATING_BODY_NAMES) {
      const planet = planets[body];
      const activation = activationFromLongitude(planet.Longitude);
      expect([planet.Gate, planet.Line, planet.Color, planet.Tone, planet.Base]).toEqual([
        activation.gate,
        activation.line,
        activation.color,
        activation.tone,
        activation.base,
      ]);
      expect(planet.ZodiacDegree).toBeGreaterThanOrEqual(0);
      expect(planet.ZodiacDegree).toBeLessThan(30);
      expect(typeof planet.Speed).toBe('number');
    }
  });

  it('puts the Sun and Moon together at the 2024-04-08 total solar eclipse (gate 21 / 51 region, Aries)', () => {
    expect(planets.Sun.ZodiacSign).toBe('Aries');
    expect(planets.Moon.ZodiacSign).toBe('Aries');
    expect(Math.abs(planets.Sun.Longitude - planets.Moon.Longitude)).toBeLessThan(1);
    expect(planets.Sun.Gate).toBe(planets.Moon.Gate);
  });

  it('rejects an invalid Date', () => {
    expect(() => activationsAt(new Date('nope'))).toThrowError(expect.objectContaining({ code: 'invalid_chart_input' }));
  });
});
