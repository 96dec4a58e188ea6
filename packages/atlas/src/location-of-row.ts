/** Turns a shipped row into the public location shape. */
import type { AtlasIndex } from './atlas-index';
import type { AtlasLocation } from './location';
import { decodePlaceRow } from './place-row';

/** Turn one row into the public location shape. */
export function locationOfRow(index: AtlasIndex, rowIndex: number): AtlasLocation {
  const row = decodePlaceRow(index.rows.row(rowIndex));
  const region = index.regions[index.rowRegions[rowIndex] ?? 0];
  const countryCode = region?.countryCode ?? '';
  const location: AtlasLocation = {
    city: row.name,
    country: index.countryNames.get(countryCode) ?? countryCode,
    countryCode,
    timezone: index.zones[row.zoneIndex] ?? 'UTC',
    latitude: row.latitudeDegrees,
    longitude: row.longitudeDegrees,
    population: row.population,
  };
  if (region?.name !== undefined) location.region = region.name;
  return location;
}
