/** Offline place search: the `/locations` endpoint and the `mandala locations` command. */
import { foldText } from '@mandala/reference-library';
import { getAtlasIndex } from './atlas-index';
import type { AtlasIndex } from './atlas-index';
import { AtlasError } from './errors';
import type { AtlasLocation } from './location';
import { locationOfRow } from './location-of-row';
import { MINIMUM_NAME_LENGTH, parseLocationQuery } from './parse-location-query';
import { searchRowIndices } from './search-rows';
import { timeZoneShorthandOf } from './time-zone-shorthand';
import type { TimeZoneShorthand } from './time-zone-shorthand';
import { largestPlaceRowOfZone } from './zones-by-place-size';

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
 * A query written as a time-zone abbreviation in capitals (`EST`, `CEST`) or as a UTC offset (`UTC+2`,
 * `+05:30`) is not taken for a place name alone: the largest place of each zone it may mean comes first, each
 * with a `note` saying so, then the places whose names match (`Estherville` for `EST`), `limit` in all.
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
  const index = getAtlasIndex();
  const shorthand = timeZoneShorthandOf(index, text, { at: new Date(), capitalsOnly: true });
  if (shorthand === undefined) {
    const query = parseLocationQuery(text);
    const limit = validateLimit(options.limit);
    return searchRowIndices(index, query, limit).map((rowIndex) => locationOfRow(index, rowIndex));
  }
  const limit = validateLimit(options.limit);
  const zonePlaces = placesOfShorthand(index, shorthand, limit);
  // `+2` or `-0800` has no name to search for; `EST` and `UTC+2` are also searched as names.
  if (zonePlaces.length > 0 && foldText(text.split(',')[0] ?? '').length < MINIMUM_NAME_LENGTH) return zonePlaces.map((place) => place.location);
  const listedRows = new Set(zonePlaces.map((place) => place.rowIndex));
  const named = searchRowIndices(index, parseLocationQuery(text), limit)
    .filter((rowIndex) => !listedRows.has(rowIndex))
    .map((rowIndex) => locationOfRow(index, rowIndex));
  return [...zonePlaces.map((place) => place.location), ...named].slice(0, limit);
}

/** The largest place of each zone a shorthand may mean, each with a note saying why it is listed. */
function placesOfShorthand(index: AtlasIndex, shorthand: TimeZoneShorthand, limit: number): { rowIndex: number; location: AtlasLocation }[] {
  const rows = largestPlaceRowOfZone(index);
  const places: { rowIndex: number; location: AtlasLocation }[] = [];
  for (const zone of shorthand.candidates) {
    const rowIndex = rows.get(zone);
    if (rowIndex === undefined || places.length >= limit) continue;
    const what =
      shorthand.kind === 'abbreviation'
        ? `${shorthand.text} is a time-zone abbreviation (${shorthand.meaning}), not a place: ${zone} is one zone it may mean`
        : `${shorthand.text} is a UTC offset, not a place: ${zone} is one zone using ${shorthand.meaning}`;
    places.push({ rowIndex, location: { ...locationOfRow(index, rowIndex), note: `${what}, shown by its largest place.` } });
  }
  return places;
}
