import { describe, expect, it } from 'vitest';
import { ReferenceLibraryError } from '../errors';
import { lineFixing, lineFixings } from './line-fixing';
import { PLANET_NAMES } from './planet-name';

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return ReferenceLibraryError.isInstance(error) ? error.code : 'not a ReferenceLibraryError';
  }
  return undefined;
}

const linesWhere = (test: (fixing: (typeof lineFixings)[number]) => boolean): string[] =>
  lineFixings.filter(test).map((fixing) => `${fixing.gate}.${fixing.line}`);

describe('lineFixings', () => {
  it('has exactly one entry for each of the 384 gate lines, ordered by gate then line', () => {
    expect(lineFixings).toHaveLength(384);
    lineFixings.forEach((fixing, index) => {
      expect([fixing.gate, fixing.line]).toEqual([Math.floor(index / 6) + 1, (index % 6) + 1]);
    });
  });

  it('names only the 13 planets as the engine spells them, each at most once per side', () => {
    for (const fixing of lineFixings) {
      for (const side of [fixing.exaltedPlanets, fixing.detrimentPlanets]) {
        for (const planet of side) expect(PLANET_NAMES, `${fixing.gate}.${fixing.line}`).toContain(planet);
        expect(new Set(side).size).toBe(side.length);
      }
    }
  });

  it('never fixes the nodes, and never lists one planet on both sides of a line', () => {
    const named = new Set(lineFixings.flatMap((fixing) => [...fixing.exaltedPlanets, ...fixing.detrimentPlanets]));
    expect(named.has('NorthNode') || named.has('SouthNode')).toBe(false);
    expect(named.size).toBe(11);
    expect(linesWhere((fixing) => fixing.exaltedPlanets.some((planet) => fixing.detrimentPlanets.includes(planet)))).toEqual([]);
  });

  it('has the irregular lines both sources show: one double exaltation, 3 lines without and 7 without detriment', () => {
    expect(linesWhere((fixing) => fixing.exaltedPlanets.length > 1)).toEqual(['25.4']);
    expect(linesWhere((fixing) => fixing.exaltedPlanets.length === 0)).toEqual(['47.6', '54.4', '58.2']);
    expect(linesWhere((fixing) => fixing.detrimentPlanets.length === 0)).toEqual(['5.6', '25.4', '37.1', '47.5', '54.4', '54.5', '57.3']);
    expect(linesWhere((fixing) => fixing.detrimentPlanets.length > 1)).toEqual([]);
  });

  it('notes exactly the four settled disagreements and the one uncertain line', () => {
    expect(linesWhere((fixing) => fixing.note !== undefined)).toEqual(['11.4', '12.2', '25.4', '47.4', '47.5']);
    expect(lineFixing(11, 4).note).toMatch(/^Uncertain/);
  });

  it('is deeply frozen', () => {
    expect(Object.isFrozen(lineFixings)).toBe(true);
    expect(Object.isFrozen(lineFixing(1, 1).exaltedPlanets)).toBe(true);
  });
});

describe('lineFixing', () => {
  // Each spot check was read in both SharpAstrology.HumanDesign and VibologyOS (see src/data/README.md).
  it.each([
    [1, 1, ['Moon'], ['Uranus']],
    [2, 2, ['Saturn'], ['Mars']],
    [20, 5, ['Saturn'], ['Uranus']],
    [34, 2, ['Mars'], ['Venus']],
    [37, 1, ['Venus'], []],
    [51, 4, ['Uranus'], ['Mercury']],
    [54, 4, [], []],
    [58, 2, [], ['Uranus']],
    [64, 6, ['Mercury'], ['Venus']],
  ])('gate %i line %i: exalted %j, detriment %j', (gate, line, exalted, detriment) => {
    expect(lineFixing(gate, line)).toMatchObject({ gate, line, exaltedPlanets: exalted, detrimentPlanets: detriment });
  });

  it('keeps the values the third source settled: 12.2 Saturn, 25.4 Venus and Jupiter, 47.4 Saturn, 47.5 Venus', () => {
    expect(lineFixing(12, 2).exaltedPlanets).toEqual(['Saturn']);
    expect(lineFixing(25, 4).exaltedPlanets).toEqual(['Venus', 'Jupiter']);
    expect(lineFixing(47, 4).exaltedPlanets).toEqual(['Saturn']);
    expect(lineFixing(47, 5).exaltedPlanets).toEqual(['Venus']);
  });

  it('throws reference_not_found for a gate outside 1..64 and invalid_reference_id for a bad line or non-integer', () => {
    expect(codeOf(() => lineFixing(65, 1))).toBe('reference_not_found');
    expect(codeOf(() => lineFixing(0, 1))).toBe('reference_not_found');
    expect(codeOf(() => lineFixing(1, 7))).toBe('invalid_reference_id');
    expect(codeOf(() => lineFixing(1, 0))).toBe('invalid_reference_id');
    expect(codeOf(() => lineFixing(1.5, 1))).toBe('invalid_reference_id');
    expect(codeOf(() => lineFixing(1, 2.5))).toBe('invalid_reference_id');
  });
});
