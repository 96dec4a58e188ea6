// The Gene Keys profile of two births with published charts (test/fixtures/gene-keys-published-births.ts): the
// expected key and line of every sphere are read from the chart's published activations, by the mapping the
// Gene Keys documentation publishes, written out here independently of the package's sphere table.
import { describe, expect, it } from 'vitest';
import { geneKeysProfile, natalChart } from '../src/index';
import { PUBLISHED_BIRTHS } from './fixtures/gene-keys-published-births';
import { PUBLISHED_CHARTS } from './published-charts';

/** Index of each body in a published side list: Sun, Earth, Moon, North Node, South Node, Mercury ... Pluto. */
const BODY = { Sun: 0, Earth: 1, Moon: 2, Venus: 6, Mars: 7, Jupiter: 8 } as const;
const MAPPING: Array<[sphere: string, side: 'personality' | 'design', body: keyof typeof BODY]> = [
  ["Life's Work", 'personality', 'Sun'],
  ['Evolution', 'personality', 'Earth'],
  ['Radiance', 'design', 'Sun'],
  ['Purpose', 'design', 'Earth'],
  ['Attraction', 'design', 'Moon'],
  ['IQ', 'personality', 'Venus'],
  ['EQ', 'personality', 'Mars'],
  ['SQ', 'design', 'Venus'],
  ['Core', 'design', 'Mars'],
  ['Vocation', 'design', 'Mars'],
  ['Culture', 'design', 'Jupiter'],
  ['Pearl', 'personality', 'Jupiter'],
  ['Brand', 'personality', 'Sun'],
];

describe('Gene Keys profiles of births with published charts', () => {
  for (const birth of PUBLISHED_BIRTHS) {
    const published = PUBLISHED_CHARTS[birth.chartIndex]!;
    it(`${birth.localDate} ${birth.timezone}: every sphere as read from the published activations`, () => {
      const chart = natalChart({ date: birth.localDate, timezone: birth.timezone }, { version: 'v1' });
      expect(chart.BirthDateUtc).toBe(published.birthUtc.replace('Z', '.000Z'));
      const profile = geneKeysProfile(chart);
      const computed = [...profile.Activation, ...profile.Venus, ...profile.Pearl].map((sphere) => [sphere.Name, sphere.Key, sphere.Line]);
      const expected = MAPPING.map(([sphere, side, body]) => [sphere, ...published[side][BODY[body]]!]);
      expect(computed).toEqual(expected);
    });
  }
});
