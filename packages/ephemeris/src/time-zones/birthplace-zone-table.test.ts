import { describe, expect, it } from 'vitest';
import { birthplaceZoneTable } from './birthplace-zone-table';
import { requireZone } from './time-zone-registry';
import { offsetSecondsAt } from './zone-table';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('birthplaceZoneTable', () => {
  it('replaces the offsets before standard time and keeps every later one', () => {
    const { table } = requireZone('Europe/Berlin');
    const ulm = birthplaceZoneTable(table, 2397);
    expect(table.beforeStandardTime?.untilSeconds).toBe(at('1893-03-31T23:06:32Z'));
    expect(offsetSecondsAt(ulm, at('1879-03-14T10:50:03Z'))).toBe(2397);
    expect(offsetSecondsAt(ulm, at('1893-03-31T23:06:31Z'))).toBe(2397);
    for (const iso of ['1893-03-31T23:06:32Z', '1916-05-01T12:00:00Z', '1945-06-01T12:00:00Z', '1990-07-01T12:00:00Z', '2150-07-01T12:00:00Z']) {
      expect(offsetSecondsAt(ulm, at(iso))).toBe(offsetSecondsAt(table, at(iso)));
    }
  });

  it('adds the end of the period when the offset stayed (Paris Mean Time from 1891)', () => {
    const { table } = requireZone('Europe/Paris');
    const lyon = birthplaceZoneTable(table, 1160);
    expect(offsetSecondsAt(lyon, at('1891-03-15T23:50:38Z'))).toBe(1160);
    expect(offsetSecondsAt(lyon, at('1891-03-15T23:50:39Z'))).toBe(561);
    expect(offsetSecondsAt(lyon, at('1911-03-10T23:50:39Z'))).toBe(0);
    expect(lyon.transitionSeconds.length).toBe(table.transitionSeconds.length + 1);
  });

  it('leaves a zone that always had standard time as it is', () => {
    const { table } = requireZone('UTC');
    expect(birthplaceZoneTable(table, 600)).toBe(table);
  });
});
