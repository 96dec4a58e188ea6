import { describe, expect, it } from 'vitest';
import { gates } from '../gates/gates';
import { wheelIndexOf } from '../wheel/gate-wheel';
import { incarnationCrosses } from './incarnation-crosses';

const stepsBack = (from: number, to: number): number =>
  ((wheelIndexOf(from) ?? Number.NaN) - (wheelIndexOf(to) ?? Number.NaN) + 64) % 64;

describe('incarnationCrosses', () => {
  it('has 192 crosses: one per Personality Sun gate and angle', () => {
    expect(incarnationCrosses).toHaveLength(192);
    for (const angle of ['Right Angle', 'Juxtaposition', 'Left Angle'] as const) {
      const sunGates = incarnationCrosses.filter((cross) => cross.angle === angle).map((cross) => cross.gates[0]);
      expect(new Set(sunGates).size).toBe(64);
    }
  });

  it('has unique ids and names', () => {
    expect(new Set(incarnationCrosses.map((cross) => cross.id)).size).toBe(192);
    expect(new Set(incarnationCrosses.map((cross) => cross.name)).size).toBe(192);
  });

  it('puts each Earth gate opposite its Sun gate', () => {
    for (const cross of incarnationCrosses) {
      const [personalitySun, personalityEarth, designSun, designEarth] = cross.gates;
      expect(gates[personalitySun - 1]?.oppositeGate).toBe(personalityEarth);
      expect(gates[designSun - 1]?.oppositeGate).toBe(designEarth);
    }
  });

  it('puts the Design Sun 16 wheel steps back for Right Angle, 15 for Juxtaposition and Left Angle', () => {
    for (const cross of incarnationCrosses) {
      const expected = cross.angle === 'Right Angle' ? 16 : 15;
      expect(stepsBack(cross.gates[0], cross.gates[2])).toBe(expected);
    }
  });

  it('numbers Right Angle families 1-4 (one per Quarter), Left Angle 1-2, Juxtaposition not at all', () => {
    const families = new Map<string, number[]>();
    for (const cross of incarnationCrosses) {
      const key = `${cross.angle}: ${cross.family}`;
      families.set(key, [...(families.get(key) ?? []), cross.familyNumber ?? 0]);
    }
    for (const [key, numbers] of families) {
      const sorted = [...numbers].sort();
      if (key.startsWith('Right Angle')) expect(sorted).toEqual([1, 2, 3, 4]);
      else if (key.startsWith('Left Angle')) expect(sorted).toEqual([1, 2]);
      else expect(sorted).toEqual([0]);
    }
    expect(families.size).toBe(16 + 64 + 32);
  });

  it('names the Right Angle cross of gate 51 Penetration 1 (a known typo elsewhere says 2)', () => {
    const cross = incarnationCrosses.find((candidate) => candidate.gates[0] === 51 && candidate.angle === 'Right Angle');
    expect(cross?.name).toBe('Right Angle Cross of Penetration 1');
    expect(cross?.gates).toEqual([51, 57, 54, 53]);
  });

  it('spells Endeavor and lowercases a leading "the"', () => {
    expect(incarnationCrosses.some((cross) => cross.name === 'Left Angle Cross of Endeavor 1')).toBe(true);
    expect(incarnationCrosses[0]?.name).toBe('Right Angle Cross of the Sphinx 4');
    expect(incarnationCrosses[1]?.name).toBe('Juxtaposition Cross of Self Expression');
    expect(incarnationCrosses[2]?.name).toBe('Left Angle Cross of Defiance 2');
  });
});
