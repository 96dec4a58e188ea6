/** Runs a validated query against the index and ranks the matching rows. */
import type { AtlasIndex } from './atlas-index';
import { compileQualifier, type RegionMask } from './location-qualifier';
import { forEachNameMatch, TIER_EXACT_NAME } from './name-matches';
import type { LocationQuery } from './parse-location-query';
import { EXONYM_MINIMUM_POPULATION, exonymOrderRow, populationOfRow } from './population-order';
import { RankedRows } from './ranked-rows';

/** A query without a comma is also tried with its last 1 … 3 words as the qualifier. */
const MAXIMUM_TRAILING_QUALIFIER_WORDS = 3;

/** Record one match, promoting exact alternate names of large places (see population-order.ts). */
function addMatch(index: AtlasIndex, into: RankedRows, rowIndex: number, tier: number, isExactAlternate: boolean): void {
  if (isExactAlternate) {
    const population = populationOfRow(index, rowIndex);
    if (population >= EXONYM_MINIMUM_POPULATION) {
      into.add(rowIndex, TIER_EXACT_NAME, exonymOrderRow(index, population));
      return;
    }
  }
  into.add(rowIndex, tier);
}

function collect(index: AtlasIndex, nameKey: string, qualifiers: readonly (RegionMask | null)[], into: RankedRows): void {
  const isHopeless = (tier: number, rowIndex: number): boolean => into.cannotImprove(tier, rowIndex);
  if (qualifiers.length === 0) {
    forEachNameMatch(index, nameKey, (rowIndex, tier, isExactAlternate) => addMatch(index, into, rowIndex, tier, isExactAlternate), isHopeless);
    return;
  }
  const masks = qualifiers.filter((mask) => mask !== null);
  if (masks.length < qualifiers.length) return; // a qualifier that names nothing matches nothing
  const { rowRegions } = index;
  forEachNameMatch(
    index,
    nameKey,
    (rowIndex, tier, isExactAlternate) => {
      const regionIndex = rowRegions[rowIndex] ?? 0;
      if (masks.every((mask) => mask[regionIndex] === 1)) addMatch(index, into, rowIndex, tier, isExactAlternate);
    },
    isHopeless,
  );
}

/** Row indices of the best matches for a validated query, best first. */
export function searchRowIndices(index: AtlasIndex, query: LocationQuery, limit: number): number[] {
  const ranked = new RankedRows(limit);
  const qualifiers = query.qualifierKeys.map((qualifierKey) => compileQualifier(index, qualifierKey));
  collect(index, query.nameKey, qualifiers, ranked);
  // A name that itself contains a comma (`Washington, D.C.` is also an alternate name).
  if (qualifiers.length > 0) collect(index, query.wholeKey, [], ranked);
  if (ranked.size === 0 && qualifiers.length === 0) {
    // `paris france`, `portland oregon`, `new york usa`: try the trailing words as the qualifier.
    const words = query.nameKey.split(' ');
    for (let count = 1; count <= MAXIMUM_TRAILING_QUALIFIER_WORDS && count < words.length && ranked.size === 0; count += 1) {
      const nameKey = words.slice(0, -count).join(' ');
      if (nameKey.length < 2) break;
      collect(index, nameKey, [compileQualifier(index, words.slice(-count).join(' '))], ranked);
    }
  }
  return ranked.best();
}
