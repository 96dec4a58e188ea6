/** Provenance of the shipped place data, and an explicit way to build the index early. */
import { getAtlasIndex } from './atlas-index';
import { ATLAS_DATA_SOURCE } from './atlas-data';

/** Where the shipped places come from; show `attribution` wherever results are displayed. */
export interface AtlasDataSource {
  /** Required credit for the GeoNames data (CC BY 4.0). */
  attribution: string;
  /** Licence of the data. */
  license: 'CC-BY-4.0';
  /** npm package and version the GeoNames rows were taken from. */
  geonamesPackage: string;
  /** npm package and version the division names were taken from. */
  regionNamesPackage: string;
  /** Latest modification date of any shipped GeoNames row (`YYYY-MM-DD`). */
  geonamesLatestModification: string;
  /** ICU version whose `Intl.DisplayNames` gave the country names. */
  countryNamesIcu: string;
  /** Places shipped: population at least {@link AtlasDataSource.minimumPopulation}, plus capitals and seats. */
  placeCount: number;
  /** Searchable names (own names, alternate names, word suffixes). */
  searchKeyCount: number;
  /** Distinct IANA zones used by the places. */
  timezoneCount: number;
  /** Population threshold of the shipped places. */
  minimumPopulation: number;
}

/** Provenance and size of the shipped data. */
export const atlasDataSource: AtlasDataSource = {
  attribution: 'Place data from GeoNames (https://www.geonames.org/), licensed CC BY 4.0.',
  license: 'CC-BY-4.0',
  ...ATLAS_DATA_SOURCE,
};

/** Timings of the index build. */
export interface AtlasLoadStatistics {
  /** Milliseconds the first (and only) index build took. */
  buildMilliseconds: number;
  /** Places in the index. */
  placeCount: number;
}

/**
 * Build the search index now instead of on the first query (a server may call this at start-up).
 * Idempotent: later calls return the statistics of the one build.
 */
export function loadAtlas(): AtlasLoadStatistics {
  const index = getAtlasIndex();
  return { buildMilliseconds: index.buildMilliseconds, placeCount: index.rows.count };
}
