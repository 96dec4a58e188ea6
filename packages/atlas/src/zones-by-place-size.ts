/** The zones of the shipped places, ordered by their largest place, and which of them use a given UTC offset. */
import { canonicalTimeZone, timeZoneOffsetSeconds } from '@mandala/ephemeris';
import type { AtlasIndex } from './atlas-index';
import { FIELD_SEPARATOR } from './place-row';

const largestRowsByIndex = new WeakMap<AtlasIndex, ReadonlyMap<string, number>>();

/**
 * The row of the largest place of each zone (canonical IANA name), in the order of those rows, so the zone of
 * the largest place comes first. Rows ship largest first, so the first row of a zone is its largest place.
 * Built on first use by one pass over the rows (a few tens of milliseconds), then cached.
 */
export function largestPlaceRowOfZone(index: AtlasIndex): ReadonlyMap<string, number> {
  let rows = largestRowsByIndex.get(index);
  if (rows === undefined) {
    const found = new Map<string, number>();
    const seenZoneIndexes = new Set<number>();
    for (let rowIndex = 0; rowIndex < index.rows.count; rowIndex += 1) {
      const row = index.rows.row(rowIndex);
      const zoneIndex = parseInt(row.slice(row.lastIndexOf(FIELD_SEPARATOR) + 1), 36);
      if (seenZoneIndexes.has(zoneIndex)) continue;
      seenZoneIndexes.add(zoneIndex);
      const zone = index.zones[zoneIndex];
      if (zone !== undefined && !found.has(canonicalTimeZone(zone))) found.set(canonicalTimeZone(zone), rowIndex);
    }
    rows = found;
    largestRowsByIndex.set(index, rows);
  }
  return rows;
}

const offsetsByYear = new Map<number, ReadonlyMap<string, ReadonlySet<number>>>();

/** The offsets (seconds) each zone uses during a UTC year, sampled on the 1st and 16th of each month. */
function zoneOffsetsOfYear(index: AtlasIndex, year: number): ReadonlyMap<string, ReadonlySet<number>> {
  let offsets = offsetsByYear.get(year);
  if (offsets === undefined) {
    const found = new Map<string, ReadonlySet<number>>();
    for (const zone of largestPlaceRowOfZone(index).keys()) {
      const zoneOffsets = new Set<number>();
      for (let month = 0; month < 12; month += 1) {
        for (const day of [1, 16]) zoneOffsets.add(timeZoneOffsetSeconds(zone, new Date(Date.UTC(year, month, day))));
      }
      found.set(zone, zoneOffsets);
    }
    offsets = found;
    offsetsByYear.set(year, offsets);
  }
  return offsets;
}

/**
 * Zones of shipped places that use `offsetSeconds` at some time of the UTC year `year` (as standard or as
 * daylight-saving time), the zone of the largest place first; at most `limit`.
 */
export function zonesUsingOffset(index: AtlasIndex, offsetSeconds: number, year: number, limit: number): string[] {
  const zones: string[] = [];
  for (const [zone, offsets] of zoneOffsetsOfYear(index, year)) {
    if (zones.length >= limit) break;
    if (offsets.has(offsetSeconds)) zones.push(zone);
  }
  return zones;
}
