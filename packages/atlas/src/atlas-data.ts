// The packed place tables, read from the package's JSON data file (written by scripts/build-atlas-data.ts; layout
// in data/README.md). A JSON module: the process holds the parsed strings only, not a module source beside them.
import atlasData from '../data/atlas-data.json' with { type: 'json' };

interface AtlasDataFile {
  readonly source: {
    readonly geonamesPackage: string;
    readonly regionNamesPackage: string;
    readonly geonamesLatestModification: string;
    readonly countryNamesIcu: string;
    readonly placeCount: number;
    readonly searchKeyCount: number;
    readonly timezoneCount: number;
    readonly minimumPopulation: number;
  };
  readonly zones: string;
  readonly countries: string;
  readonly regions: string;
  readonly rows: string;
  readonly rowRegions: string;
  readonly keys: string;
  readonly keyCodes: string;
}

const data: AtlasDataFile = atlasData;

export const ATLAS_DATA_SOURCE = data.source;
export const ATLAS_ZONES = data.zones;
export const ATLAS_COUNTRIES = data.countries;
export const ATLAS_REGIONS = data.regions;
export const ATLAS_ROWS = data.rows;
export const ATLAS_ROW_REGIONS = data.rowRegions;
export const ATLAS_KEYS = data.keys;
export const ATLAS_KEY_CODES = data.keyCodes;
