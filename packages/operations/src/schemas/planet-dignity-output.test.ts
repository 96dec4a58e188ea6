import { lineFixings } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { planetDignity } from '@mandala/bodygraph';
import { undeclaredFields } from '../test-support/undeclared-fields';
import { planetDignityOutputSchema } from './planet-dignity-output';

describe('planetDignityOutputSchema', () => {
  it('accepts the Dignity of every body on every one of the 384 gate lines, and declares all its fields', () => {
    const bodies = ['Sun', 'Earth', 'Moon', 'NorthNode', 'SouthNode', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron'];
    for (const { gate, line } of lineFixings) {
      for (const body of bodies) {
        const dignity = planetDignity(body, { Gate: gate, Line: line, ZodiacSign: 'Virgo' });
        expect(planetDignityOutputSchema.safeParse(dignity).success, `${body} ${gate}.${line}`).toBe(true);
        expect(undeclaredFields(planetDignityOutputSchema, dignity), `${body} ${gate}.${line}`).toEqual([]);
      }
    }
  });

  it('refuses lower-case states, unknown planet names and a missing field; reports an added one', () => {
    const valid = { State: 'Exalted', ExaltedPlanets: ['Moon'], DetrimentPlanets: ['Uranus'], Zodiac: null };
    expect(planetDignityOutputSchema.safeParse(valid).success).toBe(true);
    const { Zodiac: _zodiac, ...withoutZodiac } = valid;
    expect(planetDignityOutputSchema.safeParse(withoutZodiac).success).toBe(false);
    expect(planetDignityOutputSchema.safeParse({ ...valid, Essential: 'Domicile' }).success).toBe(true);
    expect(undeclaredFields(planetDignityOutputSchema, { ...valid, Essential: 'Domicile' })).toEqual(['Essential']);
    expect(planetDignityOutputSchema.safeParse({ ...valid, State: 'exalted' }).success).toBe(false);
    expect(planetDignityOutputSchema.safeParse({ ...valid, ExaltedPlanets: ['North Node'] }).success).toBe(false);
  });
});
