/**
 * Alternate names of large places (exonyms such as `Cologne` for Köln, `Geneva` for Genève)
 * compete with places that carry the same name as their own: they are ranked as if they had a
 * fifth of their population, but never ahead of a place of 100,000 or more that carries the
 * name as its own (`Victoria` lists Victoria, BC before Hong Kong). Alternate names of smaller
 * places (often former names of villages) are ranked with the whole-word matches instead.
 */
import type { AtlasIndex } from './atlas-index';
import { decodePlaceRow } from './place-row';

/** Places at least this large compete with own names through their alternate names. */
export const EXONYM_MINIMUM_POPULATION = 100_000;
/** Their population is divided by this when ranked against own names. */
export const EXONYM_POPULATION_DIVISOR = 5;

/** Population of one row. */
export function populationOfRow(index: AtlasIndex, rowIndex: number): number {
  return decodePlaceRow(index.rows.row(rowIndex)).population;
}

/** The first row index whose population is at most `population` (rows run largest first). */
export function rowAtPopulation(index: AtlasIndex, population: number): number {
  let low = 0;
  let high = index.rows.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (populationOfRow(index, middle) > population) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The order row an exact alternate name of a place of `population` ranks at among exact own names. */
export function exonymOrderRow(index: AtlasIndex, population: number): number {
  return Math.max(rowAtPopulation(index, population / EXONYM_POPULATION_DIVISOR), rowAtPopulation(index, EXONYM_MINIMUM_POPULATION - 1));
}
