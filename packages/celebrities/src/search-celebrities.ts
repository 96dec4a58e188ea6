import { foldText } from '@mandala/reference-library';
import { celebrityChartSummary } from './celebrity-chart';
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
  /** Only this type: `Projector`, `manifesting-generator`, `MG`, ... */
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
 * on first use (all records are computed once when a type, profile or authority filter is given).
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
  const type = options.type === undefined ? undefined : parseTypeFilter(options.type);
  const profile = options.profile === undefined ? undefined : parseProfileFilter(options.profile);
  const authority = options.authority === undefined ? undefined : parseAuthorityFilter(options.authority);
  const category = options.category === undefined ? undefined : parseCategoryFilter(options.category);

  const folded = foldText(query);
  const tokens = folded === '' ? [] : folded.split(' ');
  const matches: { entry: SearchEntry; rank: number }[] = [];
  for (const entry of searchEntries()) {
    if (category !== undefined && entry.record.category !== category) continue;
    const rank = rankOf(entry, folded, tokens);
    if (rank === undefined) continue;
    if (type !== undefined || profile !== undefined || authority !== undefined) {
      const chart = celebrityChartSummary(entry.record);
      if (type !== undefined && chart.Type !== type) continue;
      if (profile !== undefined && chart.Profile !== profile) continue;
      if (authority !== undefined && chart.Authority !== authority) continue;
    }
    matches.push({ entry, rank });
  }
  matches.sort((a, b) => a.rank - b.rank || a.entry.name.localeCompare(b.entry.name));
  return matches
    .slice(0, limit)
    .map(({ entry }) => searchResultOf(entry.record, celebrityChartSummary(entry.record)));
}
