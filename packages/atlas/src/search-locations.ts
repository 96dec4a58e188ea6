/** Offline place search: the `/locations` endpoint and the `mandala locations` command. */
import { getAtlasIndex } from './atlas-index';
import { AtlasError } from './errors';
import type { AtlasLocation } from './location';
import { locationOfRow } from './location-of-row';
import { parseLocationQuery } from './parse-location-query';
import { searchRowIndices } from './search-rows';

/** Results returned when `limit` is not given. */
export const DEFAULT_LOCATION_LIMIT = 10;
/** Largest accepted `limit`. */
export const MAXIMUM_LOCATION_LIMIT = 100;

/** Options of {@link searchLocations}. */
export interface SearchLocationsOptions {
  /** Most results to return: an integer from 1 to 100, default 10. */
  limit?: number;
}

function validateLimit(limit: unknown): number {
  if (limit === undefined) return DEFAULT_LOCATION_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAXIMUM_LOCATION_LIMIT) {
    throw new AtlasError('invalid_location_limit', `limit must be an integer from 1 to ${MAXIMUM_LOCATION_LIMIT}.`, {
      details: { limit, minimum: 1, maximum: MAXIMUM_LOCATION_LIMIT },
    });
  }
  return limit;
}

/**
 * Search places by name, offline. Matching ignores case and accents (`zurich` finds Zürich),
 * accepts alternate and former names (`München`, `Bombay`), whole words (`york` finds New York)
 * and prefixes (`sao pau`). Text after a comma narrows by country code, country name or
 * first-level division (`Paris, US`, `Paris, France`, `Paris, Texas`). Results are ranked by
 * how they match: own name exactly; then an alternate name exactly or whole words of the own
 * name; then a prefix of the own name; then a prefix of a later word; then a prefix of an
 * alternate name. Within each, larger population first. An alternate name of a place of
 * 100,000 or more (`Cologne` for Köln) ranks with the exact own names, as if the place had a
 * fifth of its population but never ahead of a place of 100,000 or more named so itself.
 *
 * The index is built on the first call (see README for timings); later calls take well under a
 * millisecond. Returns `[]` when nothing matches.
 *
 * Throws `AtlasError` `invalid_location_query` for a non-string, an over-long text or fewer than
 * two letters or digits before the first comma, and `invalid_location_limit` for a `limit` that
 * is not an integer from 1 to {@link MAXIMUM_LOCATION_LIMIT}.
 *
 * @example
 * searchLocations('sao paulo', { limit: 1 })[0]?.timezone; // 'America/Sao_Paulo'
 */
export function searchLocations(text: string, options: SearchLocationsOptions = {}): AtlasLocation[] {
  const query = parseLocationQuery(text);
  const limit = validateLimit(options.limit);
  const index = getAtlasIndex();
  return searchRowIndices(index, query, limit).map((rowIndex) => locationOfRow(index, rowIndex));
}
