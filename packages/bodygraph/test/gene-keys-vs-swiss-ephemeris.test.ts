// The Gene Keys profile against activations computed straight from Swiss Ephemeris longitudes
// (test/fixtures/swisseph-charts.json): 500 of its births, drawn with a fixed seed. The expected key and line of
// each sphere are read here from the fixture's longitudes with the mapping written out below, independently of
// the package's sphere table.
import { describe, expect, it } from 'vitest';
import { loadSwissEphCharts, type SwissEphChartRow } from '../scripts/measure-agreement';
import { activationFromLongitude, chartFromLongitudes, geneKeysProfile, natalChartAt } from '../src/index';
import type { GeneKeysProfile, SidePositions, SourceBodyName } from '../src/index';

const fixture = loadSwissEphCharts();
const SAMPLE_SIZE = 500;

/** Sphere → [side, body, degrees added to the body's longitude] (Earth is the Sun + 180°). */
const EXPECTED_MAPPING: Record<string, ['personality' | 'design', SourceBodyName, number]> = {
  "Life's Work": ['personality', 'Sun', 0],
  Evolution: ['personality', 'Sun', 180],
  Radiance: ['design', 'Sun', 0],
  Purpose: ['design', 'Sun', 180],
  Attraction: ['design', 'Moon', 0],
  IQ: ['personality', 'Venus', 0],
  EQ: ['personality', 'Mars', 0],
  SQ: ['design', 'Venus', 0],
  Core: ['design', 'Mars', 0],
  Vocation: ['design', 'Mars', 0],
  Culture: ['design', 'Jupiter', 0],
  Pearl: ['personality', 'Jupiter', 0],
  Brand: ['personality', 'Sun', 0],
};

/** Seeded draw of `count` distinct rows (mulberry32). */
function sample(rows: readonly SwissEphChartRow[], count: number, seed: number): SwissEphChartRow[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const indices = rows.map((_, index) => index);
  for (let index = indices.length - 1; index > 0; index--) {
    const swap = Math.floor(next() * (index + 1));
    [indices[index], indices[swap]] = [indices[swap] as number, indices[index] as number];
  }
  return indices.slice(0, count).map((index) => rows[index] as SwissEphChartRow);
}

function expectedSpheres(bodies: readonly SourceBodyName[], row: SwissEphChartRow): Record<string, string> {
  const [, , , personality, design] = row;
  return Object.fromEntries(
    Object.entries(EXPECTED_MAPPING).map(([sphere, [side, body, offset]]) => {
      const longitude = (side === 'personality' ? personality : design)[bodies.indexOf(body)] as number;
      const activation = activationFromLongitude((longitude + offset) % 360);
      return [sphere, `${activation.gate}.${activation.line}`];
    }),
  );
}

function spheresOf(profile: GeneKeysProfile): Record<string, string> {
  return Object.fromEntries(
    [...profile.Activation, ...profile.Venus, ...profile.Pearl].map((sphere) => [sphere.Name, `${sphere.Key}.${sphere.Line}`]),
  );
}

function positions(bodies: readonly SourceBodyName[], longitudes: readonly number[]): SidePositions {
  return Object.fromEntries(bodies.map((body, index) => [body, longitudes[index] as number])) as SidePositions;
}

describe.skipIf(fixture === null)(`Gene Keys profile vs Swiss Ephemeris activations (${SAMPLE_SIZE} random births)`, () => {
  const rows = sample(fixture!.charts, SAMPLE_SIZE, 29);

  it('reads every sphere key and line from the right activation of the Swiss Ephemeris longitudes', () => {
    let compared = 0;
    for (const row of rows) {
      const [birthUtc, designUtc, , personality, design] = row;
      const chart = chartFromLongitudes(
        { personality: positions(fixture!.bodies, personality), design: positions(fixture!.bodies, design) },
        { version: 'v1', birthInstant: new Date(birthUtc), designInstant: new Date(designUtc) },
      );
      expect(spheresOf(geneKeysProfile(chart)), birthUtc).toEqual(expectedSpheres(fixture!.bodies, row));
      compared++;
    }
    expect(compared).toBe(SAMPLE_SIZE);
  });

  it("gives, from Mandala's own ephemeris, the same key and line in every sphere of every birth", () => {
    const differences: string[] = [];
    for (const row of rows) {
      const profile = spheresOf(geneKeysProfile(natalChartAt(new Date(row[0]), { version: 'v1' })));
      const expected = expectedSpheres(fixture!.bodies, row);
      for (const [sphere, keyLine] of Object.entries(expected)) {
        if (profile[sphere] !== keyLine) differences.push(`${row[0]} ${sphere}: ${profile[sphere]} vs Swiss Ephemeris ${keyLine}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('names each key with the shadow, gift and siddhi of the gate of that number', () => {
    const profile = geneKeysProfile(natalChartAt(new Date(rows[0]![0]), { version: 'v3' }));
    for (const sphere of [...profile.Activation, ...profile.Venus, ...profile.Pearl]) {
      expect(sphere.Shadow.length * sphere.Gift.length * sphere.Siddhi.length * sphere.Theme.length).toBeGreaterThan(0);
    }
    expect(profile.Pearl.find((sphere) => sphere.Id === 'brand')?.Key).toBe(profile.Activation[0]?.Key);
    expect(profile.Pearl.find((sphere) => sphere.Id === 'vocation')?.Key).toBe(profile.Venus.find((sphere) => sphere.Id === 'core')?.Key);
  });
});
