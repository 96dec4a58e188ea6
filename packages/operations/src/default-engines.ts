// The engines of the main thread, the CLI and the tests: a calculation thread's (calculation-engines.ts) plus the
// place search over `@mandala/atlas` and the celebrity records of `@mandala/celebrities`.
import { resolveTimezone, searchLocations } from '@mandala/atlas';
import { natalChart } from '@mandala/bodygraph';
import { findCelebrity, searchCelebrities } from '@mandala/celebrities';
import { createCalculationEngines } from './calculation-engines';
import type { CelebrityDirectory, LocationEngine, OperationEngines } from './engines';

export { calendarEngine, emptyCelebrityDirectory, pictureEngine, referenceEngine } from './calculation-engines';

/** The location engine over `@mandala/atlas`. */
export const locationEngine: LocationEngine = {
  searchLocations: (text, options) => searchLocations(text, options),
  resolveTimezone: (text) => resolveTimezone(text),
};

/** The celebrity directory over `@mandala/celebrities`. */
export const celebrityDirectory: CelebrityDirectory = {
  searchCelebrities: (query, options) => searchCelebrities(query, options),
  getCelebrity: (slugOrId) => findCelebrity(slugOrId),
};

/**
 * Does the first-use work now instead of in the first requests: builds the atlas search index and
 * decodes the ephemeris tables (by computing one chart).
 */
export function warmUpDefaultEngines(): void {
  searchLocations('London', { limit: 1 });
  natalChart({ date: '2000-01-01T12:00', timezone: 'UTC' }, { version: 'v3' });
}

/** Options of {@link createDefaultEngines}. */
export interface DefaultEngineOptions {
  /** Celebrity records; default {@link celebrityDirectory}. */
  readonly celebrities?: CelebrityDirectory;
}

/** The engines wired to the Mandala engine packages. */
export function createDefaultEngines(options: DefaultEngineOptions = {}): OperationEngines {
  return createCalculationEngines({ locations: locationEngine, celebrities: options.celebrities ?? celebrityDirectory });
}
