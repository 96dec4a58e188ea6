import { describe, expect, it } from 'vitest';
import { createDefaultEngines } from '../default-engines';
import { planetaryPositions } from './planetary-positions';

const context = { engines: createDefaultEngines(), now: () => new Date('2024-03-20T12:00:00Z') };
const run = async (input: Record<string, unknown>) => planetaryPositions.run(planetaryPositions.input.parse(input), context);

describe('planetary_positions with the default engines', () => {
  it('gives all 13 bodies and Chiron their position and a Dignity object', async () => {
    const { UtcInstant, Planets } = await run({ date: '2024-03-20T12:00', timezone: 'UTC' });
    expect(UtcInstant).toBe('2024-03-20T12:00:00.000Z');
    expect(Object.keys(Planets)).toEqual(
      expect.arrayContaining(['Sun', 'Earth', 'Moon', 'NorthNode', 'SouthNode', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron']),
    );
    for (const [body, position] of Object.entries(Planets)) {
      expect(Object.keys(position.Dignity), body).toEqual(['State', 'ExaltedPlanets', 'DetrimentPlanets', 'Zodiac']);
      expect([null, 'Exalted', 'Detriment', 'Juxtaposed'], body).toContain(position.Dignity.State);
      expect([null, 'Domicile', 'Exaltation', 'Detriment', 'Fall'], body).toContain(position.Dignity.Zodiac);
      expect(position.Gate, body).toBeGreaterThanOrEqual(1);
      expect(typeof position.Retrograde, body).toBe('boolean');
    }
  });

  it('reads the dignities of the 2024 March equinox noon (UTC) from the gate lines and signs of the bodies', async () => {
    const { Planets } = await run({ date: '2024-03-20T12:00', timezone: 'UTC' });
    // Sun 25.3 in Aries: 25.3 fixes Mars and Pluto, the Sun is exalted in Aries.
    expect(Planets.Sun).toMatchObject({ Gate: 25, Line: 3, ZodiacSign: 'Aries' });
    expect(Planets.Sun?.Dignity).toEqual({ State: null, ExaltedPlanets: ['Mars'], DetrimentPlanets: ['Pluto'], Zodiac: 'Exaltation' });
    // Mercury 51.4: Uranus exalted, Mercury in detriment.
    expect(Planets.Mercury).toMatchObject({ Gate: 51, Line: 4 });
    expect(Planets.Mercury?.Dignity.State).toBe('Detriment');
    // Venus 37.6 in Pisces: exalted by its line and by its sign.
    expect(Planets.Venus).toMatchObject({ Gate: 37, Line: 6, ZodiacSign: 'Pisces', Dignity: { State: 'Exalted', Zodiac: 'Exaltation' } });
    // Neptune in Pisces is at home; the nodes and Chiron have no dignity.
    expect(Planets.Neptune?.Dignity.Zodiac).toBe('Domicile');
    for (const body of ['NorthNode', 'SouthNode', 'Chiron']) expect(Planets[body]?.Dignity, body).toMatchObject({ State: null, Zodiac: null });
  });

  it('defaults to the context clock when no date is given', async () => {
    expect((await run({})).UtcInstant).toBe('2024-03-20T12:00:00.000Z');
  });

  it('says in its summary that it returns dignity states', () => {
    expect(planetaryPositions.summary).toMatch(/dignity states/);
  });
});
