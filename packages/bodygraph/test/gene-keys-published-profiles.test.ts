// Published Gene Keys profiles (test/fixtures/gene-keys-published-profiles.ts): the package's profile of each published
// birth, read in the birthplace's IANA zone, equals every published sphere, key and line.
import { describe, expect, it } from 'vitest';
import { geneKeysProfile, natalChart } from '../src/index';
import { PUBLISHED_PROFILES } from './fixtures/gene-keys-published-profiles';

describe('Gene Keys profiles against published profiles', () => {
  for (const published of PUBLISHED_PROFILES) {
    it(`${published.label}: ${published.localDate} ${published.timezone}`, () => {
      const chart = natalChart({ date: published.localDate, timezone: published.timezone }, { version: 'v1' });
      if (published.publishedUtc !== undefined) expect(chart.BirthDateUtc).toBe(published.publishedUtc);
      const profile = geneKeysProfile(chart);
      const spheres = new Map([...profile.Activation, ...profile.Venus, ...profile.Pearl].map((sphere) => [sphere.Name, sphere]));
      const names = Object.keys(published.spheres);
      expect(names.length).toBeGreaterThan(0);
      const computed = Object.fromEntries(
        names.map((name) => {
          const sphere = spheres.get(name);
          const line = published.spheres[name as keyof typeof published.spheres]?.line;
          return [name, sphere === undefined ? undefined : line === undefined ? { key: sphere.Key } : { key: sphere.Key, line: sphere.Line }];
        }),
      );
      expect(computed).toEqual(published.spheres);
    });
  }

  it('each published Activation sequence pairs programming partners (the key opposite on the wheel)', () => {
    // Wheel order of the 64 keys from 302 degrees of ecliptic longitude (Gate 41) onward.
    const wheel = [
      41, 19, 13, 49, 30, 55, 37, 63, 22, 36, 25, 17, 21, 51, 42, 3, 27, 24, 2, 23, 8, 20, 16, 35, 45, 12, 15, 52, 39, 53, 62, 56,
      31, 33, 7, 4, 29, 59, 40, 64, 47, 6, 46, 18, 48, 57, 32, 50, 28, 44, 1, 43, 14, 34, 9, 5, 26, 11, 10, 58, 38, 54, 61, 60,
    ];
    const partner = (key: number) => wheel[(wheel.indexOf(key) + 32) % 64];
    for (const { spheres } of PUBLISHED_PROFILES) {
      expect(partner(spheres["Life's Work"]!.key)).toBe(spheres.Evolution!.key);
      expect(partner(spheres.Radiance!.key)).toBe(spheres.Purpose!.key);
    }
  });
});
