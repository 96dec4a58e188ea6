// @mandala/celebrities: birth data of well-known people, each with a Rodden rating and a source, and their
// Human Design charts computed by @mandala/bodygraph on demand.

export { CelebrityError } from './errors';
export type { CelebrityErrorCode, CelebrityErrorOptions } from './errors';

export {
  CELEBRITY_CATEGORIES,
  RODDEN_RATINGS,
  RODDEN_RATING_MEANINGS,
  UNKNOWN_TIME_CHART_TIME,
} from './celebrity-record';
export type { CelebrityCategory, CelebrityRecord, RoddenRating } from './celebrity-record';
export { CELEBRITIES } from './data/all-celebrities';

export { celebrityBirthMoment, localMeanTimeOffsetSeconds } from './birth-moment';
export type { CelebrityBirthMoment } from './birth-moment';
export { CELEBRITY_CHART_FIELDS, celebrityChartSummary, celebrityNatalChart } from './celebrity-chart';
export type { CelebrityChartField, CelebrityChartSummary } from './celebrity-chart';
export { celebrityBirthDayWindow } from './birth-day-window';
export { celebrityBirthDayRange } from './birth-day-range';
export type { CelebrityBirthDayRange } from './birth-day-range';

export {
  DEFAULT_CELEBRITY_LIMIT,
  MAXIMUM_CELEBRITY_LIMIT,
  MAXIMUM_CELEBRITY_QUERY_LENGTH,
  searchCelebrities,
} from './search-celebrities';
export type { SearchCelebritiesOptions } from './search-celebrities';
export { findCelebrity, findCelebrityRecord, getCelebrity } from './get-celebrity';
export { UNKNOWN_TIME_NOTE } from './celebrity-views';
export type { CelebrityBirthInformation, CelebrityDetail, CelebritySearchResult } from './celebrity-views';
export { PROFILE_NAMES, parseAuthorityFilter, parseProfileFilter, parseTypeFilter } from './chart-filters';
// Re-exported for callers that import them from here; the lists are defined in @mandala/bodygraph.
export { AUTHORITY_NAMES, TYPE_NAMES } from '@mandala/bodygraph';
export { slugOfName } from './slug-of-name';
// Re-exported for callers that import it from here; the one text fold is defined in @mandala/reference-library.
export { foldText } from '@mandala/reference-library';
