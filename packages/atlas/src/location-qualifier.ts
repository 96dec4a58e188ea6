/**
 * The part after a comma narrows a search to a country or a first-level division:
 * `Paris, US`, `Paris, France`, `Paris, Texas`, `Paris, TX`, `München, Deutschland`.
 */
import type { AtlasIndex, FoldedNameEntry } from './atlas-index';

/** Names of at least this many characters also match as a prefix (`Paris, Fra`). */
const MINIMUM_PREFIX_LENGTH = 3;

/** One flag per region of the index: 1 when places in that region fit the qualifier. */
export type RegionMask = Uint8Array;

/** Call `visit` with the target of every entry named `qualifierKey` (or starting with it). */
function forEachNamed(entries: readonly FoldedNameEntry[], qualifierKey: string, visit: (target: string) => void): void {
  const allowPrefix = qualifierKey.length >= MINIMUM_PREFIX_LENGTH;
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle]?.foldedName ?? '') < qualifierKey) low = middle + 1;
    else high = middle;
  }
  for (let position = low; position < entries.length; position += 1) {
    const entry = entries[position];
    if (entry === undefined) break;
    if (entry.foldedName !== qualifierKey && !(allowPrefix && entry.foldedName.startsWith(qualifierKey))) break;
    visit(entry.target);
  }
}

/**
 * Compile one folded qualifier into a region mask, or `null` when it names no country and no
 * division at all (then nothing can match and the search skips the scan). It matches a country
 * by ISO code (`us`), by name or alias in any of the shipped languages (`france`,
 * `deutschland`, `usa`), and a division by name (`texas`) or by its GeoNames code where that is
 * letters (`tx`, `eng`, `zh`). Names of three or more characters also match as a prefix.
 */
export function compileQualifier(index: AtlasIndex, qualifierKey: string): RegionMask | null {
  const mask = new Uint8Array(index.regions.length);
  let regionCount = 0;
  const allow = (regionIndices: readonly number[] | undefined): void => {
    for (const regionIndex of regionIndices ?? []) {
      mask[regionIndex] = 1;
      regionCount += 1;
    }
  };
  const upperKey = qualifierKey.toUpperCase();
  if (qualifierKey.length === 2) allow(index.regionsByCountry.get(upperKey));
  if (/^[a-z]{2,3}$/.test(qualifierKey)) allow(index.regionsByAdmin1Code.get(upperKey));
  forEachNamed(index.countryNameEntries, qualifierKey, (countryCode) => allow(index.regionsByCountry.get(countryCode)));
  forEachNamed(index.regionNameEntries, qualifierKey, (regionIndex) => allow([Number(regionIndex)]));
  return regionCount === 0 ? null : mask;
}
