import { describe, expect, it } from 'vitest';
import { ReferenceLibraryError } from '../errors';
import { dignityInFixing, dignityOf } from './line-dignity';
import type { PlanetName } from './planet-name';

describe('dignityOf', () => {
  it('is exalted for the line exalted planet and detriment for its detriment planet', () => {
    expect(dignityOf('Moon', 1, 1)).toBe('exalted');
    expect(dignityOf('Uranus', 1, 1)).toBe('detriment');
    expect(dignityOf('Mars', 34, 2)).toBe('exalted');
    expect(dignityOf('Venus', 34, 2)).toBe('detriment');
  });

  it('is null for a planet the line does not name, for the nodes, and on 54.4 for everyone', () => {
    expect(dignityOf('Sun', 1, 1)).toBeNull();
    expect(dignityOf('NorthNode', 1, 1)).toBeNull();
    expect(dignityOf('SouthNode', 58, 2)).toBeNull();
    expect(dignityOf('Moon', 54, 4)).toBeNull();
  });

  it('gives both exalted planets of 25.4 their dignity', () => {
    expect(dignityOf('Venus', 25, 4)).toBe('exalted');
    expect(dignityOf('Jupiter', 25, 4)).toBe('exalted');
  });

  it('throws invalid_reference_id for a name that is not one of the 13 planets', () => {
    const misnamed = (name: string) => () => dignityOf(name as PlanetName, 1, 1);
    for (const name of ['North Node', 'moon', 'Chiron']) {
      expect(misnamed(name)).toThrow(ReferenceLibraryError);
      try {
        misnamed(name)();
      } catch (error) {
        expect((error as ReferenceLibraryError).code).toBe('invalid_reference_id');
      }
    }
  });
});

describe('dignityInFixing', () => {
  it('is juxtaposed when a fixing lists the planet as both exalted and in detriment', () => {
    expect(dignityInFixing('Mars', { exaltedPlanets: ['Mars'], detrimentPlanets: ['Mars', 'Moon'] })).toBe('juxtaposed');
    expect(dignityInFixing('Moon', { exaltedPlanets: ['Mars'], detrimentPlanets: ['Mars', 'Moon'] })).toBe('detriment');
    expect(dignityInFixing('Sun', { exaltedPlanets: ['Mars'], detrimentPlanets: ['Mars', 'Moon'] })).toBeNull();
  });
});
