import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ReferenceLibraryError,
  dignityOf,
  findIncarnationCross,
  getCenter,
  getChannel,
  getGate,
  getProfile,
  lineFixing,
  zodiacDignityOf,
} from '../src/index';

describe('README example', () => {
  it('prints what the README says it prints', () => {
    const gate = getGate(34);
    expect([gate.name, gate.center, gate.geneKeys.gift, gate.lines[0]?.description].join(' ')).toBe(
      'Power Sacral Strength Power is best used once it is clear what it is being spent on.',
    );
    expect(getChannel('34-20').name).toBe('Charisma');
    expect(getCenter('Ego').name).toBe('Heart');
    expect(findIncarnationCross(1, getProfile('13').angle).name).toBe('Right Angle Cross of the Sphinx 4');
    expect([lineFixing(1, 1).exaltedPlanets, dignityOf('Uranus', 1, 1)]).toEqual([['Moon'], 'detriment']);
    expect(zodiacDignityOf('Mars', 'Capricorn')).toBe('exaltation');
    let code: string | undefined;
    try {
      getGate(65);
    } catch (error) {
      if (ReferenceLibraryError.isInstance(error)) code = error.code;
    }
    expect(code).toBe('reference_not_found');
  });

  it('keeps the README comments in step with the asserted output', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain('// Power Sacral Strength Power is best used once it is clear what it is being spent on.');
    expect(readme).toContain('// Right Angle Cross of the Sphinx 4');
    expect(readme).toContain("// [ 'Moon' ] detriment");
    expect(readme).toContain('// exaltation');
    expect(readme).toContain('// reference_not_found');
  });
});
