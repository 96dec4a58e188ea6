import { natalChartAt } from '@mandala/bodygraph';
import { describe, expect, it } from 'vitest';
import { natalBody, roundedDegrees } from './natal-body-position';

describe('natalBody', () => {
  const instant = new Date('1982-03-27T14:05:00.000Z');
  const chart = natalChartAt(instant, { version: 'v3' });

  it('agrees with the natal chart of the instant', () => {
    for (const body of ['Sun', 'Moon', 'Saturn', 'Uranus', 'Chiron'] as const) {
      const planet = chart.Planets.Personality[body]!;
      const { position, longitudeDegrees } = natalBody(body, instant);
      expect(longitudeDegrees).toBe(planet.Longitude);
      expect(position).toEqual({ Gate: planet.Gate, Line: planet.Line, ZodiacSign: planet.ZodiacSign, LongitudeDegrees: roundedDegrees(planet.Longitude) });
    }
  });

  it('rounds to 6 decimals and keeps 359.9999999° below 360', () => {
    expect(roundedDegrees(123.45678949)).toBe(123.456789);
    expect(roundedDegrees(359.9999999)).toBe(0);
  });
});
