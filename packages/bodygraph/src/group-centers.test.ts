import { describe, expect, it } from 'vitest';
import { analyzeGateFlags } from './center-graph';
import { groupCenters, groupCentersMeaning } from './group-centers';

function flagsOf(...gates: number[]): Uint8Array {
  const flags = new Uint8Array(65);
  for (const gate of gates) flags[gate] = 1;
  return flags;
}

describe('groupCenters', () => {
  it('splits the combined chart into defined and open (undefined or open) centers', () => {
    // 20-34 defines Throat and Sacral; gate 38 leaves the Root undefined, which counts as open.
    const centers = groupCenters(analyzeGateFlags(flagsOf(20, 34, 38)));
    expect(centers.Defined).toEqual(['Throat', 'Sacral']);
    expect(centers.Open).toEqual(['Head', 'Ajna', 'G', 'Heart', 'Solar Plexus', 'Spleen', 'Root']);
    expect(centers.Meaning).toMatch(/^Together the group defines 2 of 9 centers/);
    expect(centers.Meaning).toContain('The Sacral: there is steady, renewable energy');
    expect(centers.Meaning).toContain('7 centers stay open');
    expect(centers.Meaning).toContain('The Root: outside pressure');
  });

  it('says so when nothing is defined or nothing is open', () => {
    expect(groupCentersMeaning([], ['Head'])).toMatch(/^Together the group defines no center/);
    expect(groupCentersMeaning(['G'], [])).toContain('No center is left open');
  });
});
