// Deterministic engines for unit tests: each chart echoes its input so tests can see what reached it.
import type { OperationEngines } from '../engines';
import { emptyCelebrityDirectory, referenceEngine } from '../default-engines';

/** Engines that echo their arguments; `calls` counts engine invocations. */
export function createEchoEngines(): OperationEngines & { calls: number } {
  const engines = {
    calls: 0,
    natalChart(birth: unknown, version: unknown) {
      engines.calls += 1;
      return { Type: 'Generator', Birth: birth, Version: version };
    },
    compositeChart(first: unknown, second: unknown, version: unknown) {
      engines.calls += 1;
      return { First: first, Second: second, Version: version };
    },
    transitChart(birth: unknown, transit: unknown) {
      engines.calls += 1;
      return { Birth: birth, Transit: transit };
    },
    planetaryPositions(moment: unknown) {
      engines.calls += 1;
      return {
        Moment: moment,
        Planets: [
          { Planet: 'Sun', Gate: 34, Line: 2, Retrograde: false },
          { Planet: 'Moon', Gate: 20, Line: 5, Retrograde: false },
          { Planet: 'Mercury', Gate: 1, Line: 1, Retrograde: true },
        ],
      };
    },
    reference: referenceEngine,
    locations: {
      searchLocations: (text: string) => [{ city: text, country: 'Testland', timezone: 'UTC', latitude: 0, longitude: 0 }],
      resolveTimezone: (text: string) => ({ city: text, timezone: 'UTC' }),
    },
    celebrities: emptyCelebrityDirectory,
  };
  return engines;
}
