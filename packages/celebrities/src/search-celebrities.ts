import { foldText } from '@mandala/reference-library';
import { certainChartFieldsOverBirthDay } from './birth-day-range';
import { celebrityChartSummary } from './celebrity-chart';
import {
  chartFiltersHoldOverBirthDay,
  filteredChartFields,
  summaryMatchesChartFilters,
  type ChartFilters,
} from './chart-filter-match';
import type { CelebrityRecord } from './celebrity-record';
import { searchResultOf, type CelebritySearchResult } from './celebrity-views';
import { parseAuthorityFilter, parseCategoryFilter, parseProfileFilter, parseTypeFilter } from './chart-filters';
import { CELEBRITIES } from './data/all-celebrities';
import { invalidCelebrityQuery } from './errors';

/** Results returned when `limit` is not given. */
export const DEFAULT_CELEBRITY_LIMIT = 20;
/** Largest accepted `limit`. */
export const MAXIMUM_CELEBRITY_LIMIT = 100;
/** Longest accepted query, in characters. */
export const MAXIMUM_CELEBRITY_QUERY_LENGTH = 200;

/** Options of {@link searchCelebrities}. Filters combine with AND. */
export interface SearchCelebritiesOptions {
  /** Most results: an integer from 1 to 100, default 20. */
  limit?: number;
  /**
   * Only this type: `Projector`, `manifesting-generator`, `MG`, ... A person without a birth time matches a type,
   * profile or authority filter only when that value holds for any birth time that day.
   */
  type?: string;
  /** Only this profile: `5/1`, `51`, `5-1`. */
  profile?: string;
  /** Only this authority: `Splenic`, `emotional`, `Self-Projected`, ... */
  authority?: string;
  /** Only this category: `science`, `music`, ... */
  category?: string;
}

interface SearchEntry {
  record: CelebrityRecord;
  name: string;
  slug: string;
  words: readonly string[];
  everything: string;
}

let entries: readonly SearchEntry[] | undefined;

function searchEntries(): readonly SearchEntry[] {
  entries ??= CELEBRITIES.map((record) => {
    const name = foldText(record.name);
    const slug = foldText(record.slug);
    const everything = `${name} ${slug} ${foldText(record.profession)} ${record.category}`;
    return { record, name, slug, words: name.split(' '), everything };
  });
  return entries;
}

/**
 * How well folded query tokens match an entry, lower is better; `undefined` when some token is absent.
 * 0 whole name or slug; 1 name starts with the query; 2 every token starts a name word; 3 every token is
 * inside the name; 4 every token is somewhere in name, slug, profession or category.
 */
function rankOf(entry: SearchEntry, query: string, tokens: readonly string[]): number | undefined {
  if (tokens.length === 0) return 4;
  if (entry.name === query || entry.slug === query) return 0;
  if (entry.name.startsWith(query)) return 1;
  if (tokens.every((token) => entry.words.some((word) => word.startsWith(token)))) return 2;
  if (tokens.every((token) => entry.name.includes(token))) return 3;
  if (tokens.every((token) => entry.everything.includes(token))) return 4;
  return undefined;
}

function validateLimit(limit: unknown): number {
  if (limit === undefined) return DEFAULT_CELEBRITY_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAXIMUM_CELEBRITY_LIMIT) {
    throw invalidCelebrityQuery('limit', limit, `an integer from 1 to ${MAXIMUM_CELEBRITY_LIMIT}`);
  }
  return limit;
}

/**
 * People whose name, slug, profession or category contains every word of `query`, ignoring case, accents and
 * punctuation (`dali` finds Salvador Dalí, `physicist` finds physicists), best matches first (whole name,
 * then name prefix, then word prefixes, then anywhere), ties by name. An empty query matches everyone, so
 * filters alone can list people. Each result carries the record's basic chart data, computed by the engine
 * on first use (all records are computed once when a type, profile or authority filter is given), and, for a person
 * without a birth time, which of it holds over the whole birth day (`CertainOverBirthDay`, computed on first use
 * for each result, about 1 ms, then kept).
 *
 * A `type`, `profile` or `authority` filter matches a person with a birth time on their chart, and a person without
 * one only when the field is certain over their birth day and has that value: someone who is a Projector at 12:00
 * but a Generator earlier that day is not a Projector match. Only the people a search looks at are checked: the
 * candidates whose 12:00 chart matches, best first, until `limit` results are found.
 *
 * @throws CelebrityError `invalid_celebrity_query` for a query that is not a string or is longer than 200
 *   characters, a `limit` that is not an integer from 1 to 100, or a filter value that names nothing.
 * @example searchCelebrities('einstein')[0]?.Type
 */
export function searchCelebrities(query: string, options: SearchCelebritiesOptions = {}): CelebritySearchResult[] {
  if (typeof query !== 'string' || query.length > MAXIMUM_CELEBRITY_QUERY_LENGTH) {
    throw invalidCelebrityQuery('query', query, `a string of at most ${MAXIMUM_CELEBRITY_QUERY_LENGTH} characters`);
  }
  const limit = validateLimit(options.limit);
  const filters: ChartFilters = {
    ...(options.type === undefined ? {} : { type: parseTypeFilter(options.type) }),
    ...(options.profile === undefined ? {} : { profile: parseProfileFilter(options.profile) }),
    ...(options.authority === undefined ? {} : { authority: parseAuthorityFilter(options.authority) }),
  };
  const filteredFields = filteredChartFields(filters);
  const category = options.category === undefined ? undefined : parseCategoryFilter(options.category);

  const folded = foldText(query);
  const tokens = folded === '' ? [] : folded.split(' ');
  const matches: { entry: SearchEntry; rank: number }[] = [];
  for (const entry of searchEntries()) {
    if (category !== undefined && entry.record.category !== category) continue;
    const rank = rankOf(entry, folded, tokens);
    if (rank === undefined) continue;
    if (filteredFields.length > 0 && !summaryMatchesChartFilters(celebrityChartSummary(entry.record), filters)) continue;
    matches.push({ entry, rank });
  }
  matches.sort((a, b) => a.rank - b.rank || a.entry.name.localeCompare(b.entry.name));
  const results: CelebritySearchResult[] = [];
  for (const { entry } of matches) {
    if (results.length === limit) break;
    const { record } = entry;
    if (!chartFiltersHoldOverBirthDay(record, filteredFields)) continue;
    results.push(searchResultOf(record, celebrityChartSummary(record), certainChartFieldsOverBirthDay(record)));
  }
  return results;
}
