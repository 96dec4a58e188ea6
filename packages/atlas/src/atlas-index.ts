/**
 * The in-memory search index, decoded once from the generated data file (`data/atlas-data.json`) on first use
 * (tens of milliseconds; see README). Nothing here does I/O: the data ships as string constants.
 */
import { foldText } from '@mandala/reference-library';
import { decodeBase89Column } from './base89';
import { FrontCodedKeys, KEYS_PER_BLOCK } from './front-coding';
import {
  ATLAS_COUNTRIES,
  ATLAS_KEY_CODES,
  ATLAS_KEYS,
  ATLAS_REGIONS,
  ATLAS_ROW_REGIONS,
  ATLAS_ROWS,
  ATLAS_ZONES,
} from './atlas-data';
import { KEY_CODE_WIDTH, KEY_KIND_NAME, kindOfKeyCode, rowIndexOfKeyCode } from './key-code';
import { REGION_INDEX_WIDTH, ROW_SEPARATOR } from './place-row';
import { PlaceRows } from './place-rows';

/** A folded country or division name and what it names, for qualifier look-ups. */
export interface FoldedNameEntry {
  foldedName: string;
  /** A country code (`FR`) for a country name, a region index (as text) for a division name. */
  target: string;
}

/** One (country, first-level division) pair used by at least one place. */
export interface Region {
  countryCode: string;
  /** GeoNames admin1 code (`TX`, `11`, `ENG`); empty when the place has none. */
  admin1Code: string;
  /** Division name, when GeoNames has one. */
  name?: string;
}

/** The decoded data, shared by every query. */
export interface AtlasIndex {
  /** Folded search keys, sorted in UTF-16 order. */
  keys: FrontCodedKeys;
  /** One packed (row index, key kind) per key; see key-code.ts. */
  keyCodes: Int32Array;
  /** Smallest row index (largest place) among the own-name keys of each block of 16 keys. */
  blockMinimumNameRows: Int32Array;
  /** Smallest row index among the word and alternate-name keys of each block. */
  blockMinimumOtherRows: Int32Array;
  /** Place rows, largest population first; see place-row.ts. */
  rows: PlaceRows;
  /** Region index of each row. */
  rowRegions: Int32Array;
  /** Every (country, division) pair, indexed by `rowRegions`. */
  regions: readonly Region[];
  /** Region indices of each country code. */
  regionsByCountry: ReadonlyMap<string, readonly number[]>;
  /** Region indices by upper-case admin1 code (`TX` → Texas; `ENG` → England). */
  regionsByAdmin1Code: ReadonlyMap<string, readonly number[]>;
  /** Distinct IANA zone names, indexed by the rows. */
  zones: readonly string[];
  /** English country name by ISO code. */
  countryNames: ReadonlyMap<string, string>;
  /** Country names and aliases in several languages, folded, sorted by folded name. */
  countryNameEntries: readonly FoldedNameEntry[];
  /** Division names and postal abbreviations (`on`, `nsw`), folded, sorted by folded name. */
  regionNameEntries: readonly FoldedNameEntry[];
  /** Wall-clock time the decoding took, in milliseconds. */
  buildMilliseconds: number;
}

let cachedIndex: AtlasIndex | undefined;

/** The index, decoded on the first call and cached for the life of the process. */
export function getAtlasIndex(): AtlasIndex {
  cachedIndex ??= buildAtlasIndex();
  return cachedIndex;
}

function byFoldedName(left: FoldedNameEntry, right: FoldedNameEntry): number {
  return left.foldedName < right.foldedName ? -1 : left.foldedName > right.foldedName ? 1 : 0;
}

/** Per block, the smallest row index among own-name keys and among the other keys. */
function blockMinimumRows(keyCodes: Int32Array): { names: Int32Array; others: Int32Array } {
  const blockCount = Math.ceil(keyCodes.length / KEYS_PER_BLOCK);
  const names = new Int32Array(blockCount).fill(0x7fffffff);
  const others = new Int32Array(blockCount).fill(0x7fffffff);
  for (let keyIndex = 0; keyIndex < keyCodes.length; keyIndex += 1) {
    const blockIndex = (keyIndex / KEYS_PER_BLOCK) | 0;
    const code = keyCodes[keyIndex] ?? 0;
    const rowIndex = rowIndexOfKeyCode(code);
    const minimums = kindOfKeyCode(code) === KEY_KIND_NAME ? names : others;
    if (rowIndex < (minimums[blockIndex] ?? 0)) minimums[blockIndex] = rowIndex;
  }
  return { names, others };
}

function appendTo<Key>(map: Map<Key, number[]>, key: Key, value: number): void {
  const values = map.get(key);
  if (values === undefined) map.set(key, [value]);
  else values.push(value);
}

function buildAtlasIndex(): AtlasIndex {
  const startMilliseconds = performance.now();
  const countryNames = new Map<string, string>();
  const countryNameEntries: FoldedNameEntry[] = [];
  for (const line of ATLAS_COUNTRIES.split('\n')) {
    const [code = '', name = '', ...foldedAliases] = line.split('\t');
    countryNames.set(code, name);
    for (const foldedName of foldedAliases) countryNameEntries.push({ foldedName, target: code });
  }
  const regions: Region[] = [];
  const regionNameEntries: FoldedNameEntry[] = [];
  const regionsByCountry = new Map<string, number[]>();
  const regionsByAdmin1Code = new Map<string, number[]>();
  for (const line of ATLAS_REGIONS.split('\n')) {
    const [countryCode = '', admin1Code = '', name = '', aliases = ''] = line.split('\t');
    const region: Region = { countryCode, admin1Code };
    const target = String(regions.length);
    appendTo(regionsByCountry, countryCode, regions.length);
    if (/^[A-Z]{2,3}$/.test(admin1Code)) appendTo(regionsByAdmin1Code, admin1Code, regions.length);
    if (name !== '') {
      region.name = name;
      regionNameEntries.push({ foldedName: foldText(name), target });
    }
    for (const alias of aliases === '' ? [] : aliases.split(',')) regionNameEntries.push({ foldedName: alias, target });
    regions.push(region);
  }
  const keyCodes = decodeBase89Column(ATLAS_KEY_CODES, KEY_CODE_WIDTH);
  const minimumRows = blockMinimumRows(keyCodes);
  const index: AtlasIndex = {
    keys: new FrontCodedKeys(ATLAS_KEYS),
    keyCodes,
    blockMinimumNameRows: minimumRows.names,
    blockMinimumOtherRows: minimumRows.others,
    rows: new PlaceRows(ATLAS_ROWS, ROW_SEPARATOR),
    rowRegions: decodeBase89Column(ATLAS_ROW_REGIONS, REGION_INDEX_WIDTH),
    regions,
    regionsByCountry,
    regionsByAdmin1Code,
    zones: ATLAS_ZONES.split('\n'),
    countryNames,
    countryNameEntries: countryNameEntries.sort(byFoldedName),
    regionNameEntries: regionNameEntries.sort(byFoldedName),
    buildMilliseconds: 0,
  };
  index.buildMilliseconds = performance.now() - startMilliseconds;
  return index;
}
