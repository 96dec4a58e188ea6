import { describe, expect, it } from 'vitest';
import { planetDignity, withDignities } from './planet-dignity';

describe('planetDignity', () => {
  it('marks the exalted and the detriment planet of a line (1.1: Moon exalted, Uranus in detriment)', () => {
    expect(planetDignity('Moon', { Gate: 1, Line: 1, ZodiacSign: 'Taurus' })).toEqual({
      State: 'Exalted',
      ExaltedPlanets: ['Moon'],
      DetrimentPlanets: ['Uranus'],
      Zodiac: 'Exaltation',
    });
    expect(planetDignity('Uranus', { Gate: 1, Line: 1, ZodiacSign: 'Aquarius' })).toMatchObject({ State: 'Detriment', Zodiac: 'Domicile' });
  });

  it('has no line state for a planet the line does not name, but still lists the line fixing', () => {
    expect(planetDignity('Sun', { Gate: 1, Line: 1, ZodiacSign: 'Libra' })).toEqual({
      State: null,
      ExaltedPlanets: ['Moon'],
      DetrimentPlanets: ['Uranus'],
      Zodiac: 'Fall',
    });
  });

  it('never gives the nodes, Earth or Chiron a zodiac dignity, nor the nodes and Chiron a line state', () => {
    for (const body of ['NorthNode', 'SouthNode', 'Chiron']) {
      expect(planetDignity(body, { Gate: 25, Line: 4, ZodiacSign: 'Aries' })).toEqual({
        State: null,
        ExaltedPlanets: ['Venus', 'Jupiter'],
        DetrimentPlanets: [],
        Zodiac: null,
      });
    }
    expect(planetDignity('Earth', { Gate: 1, Line: 4, ZodiacSign: 'Cancer' })).toMatchObject({ State: 'Exalted', Zodiac: null });
  });

  it('answers null zodiac dignity for a sign name it does not know instead of failing', () => {
    expect(planetDignity('Sun', { Gate: 1, Line: 1, ZodiacSign: 'Ophiuchus' }).Zodiac).toBeNull();
  });
});

describe('withDignities', () => {
  it('appends a Dignity to every body and keeps every other field', () => {
    const planets = {
      Sun: { Gate: 25, Line: 3, ZodiacSign: 'Aries', Retrograde: false, Longitude: 0.37 },
      Mercury: { Gate: 51, Line: 4, ZodiacSign: 'Aries', Retrograde: false, Longitude: 17.97 },
    };
    const result = withDignities(planets);
    expect(Object.keys(result)).toEqual(['Sun', 'Mercury']);
    expect(result.Sun).toEqual({ ...planets.Sun, Dignity: { State: null, ExaltedPlanets: ['Mars'], DetrimentPlanets: ['Pluto'], Zodiac: 'Exaltation' } });
    expect(result.Mercury?.Dignity).toEqual({ State: 'Detriment', ExaltedPlanets: ['Uranus'], DetrimentPlanets: ['Mercury'], Zodiac: null });
    expect(planets.Sun).not.toHaveProperty('Dignity');
  });
});
