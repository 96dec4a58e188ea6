/**
 * Benchmark of @mandala/atlas: start-up (module load and index build), query latency over 1,000
 * realistic queries, and memory. Prints figures; asserts nothing.
 *
 * Run: `pnpm --filter @mandala/atlas bench`
 */
import { readFileSync, statSync } from 'node:fs';

const megabytes = (bytes: number): string => (bytes / 2 ** 20).toFixed(1);
// Collected before each reading (`pnpm bench` runs with --expose-gc), so the heap figures count what is live.
globalThis.gc?.();
const memoryBefore = process.memoryUsage();

let startMilliseconds = performance.now();
// The search path alone; resolveTimezone (which loads @mandala/ephemeris) is timed further down.
const atlas = await import('../src/search-locations');
const { foldText } = await import('@mandala/reference-library');
const internals = await import('../src/atlas-index');
const { locationOfRow } = await import('../src/location-of-row');
const moduleLoadMilliseconds = performance.now() - startMilliseconds;

startMilliseconds = performance.now();
atlas.searchLocations('amsterdam');
const firstQueryMilliseconds = performance.now() - startMilliseconds;
const index = internals.getAtlasIndex();
globalThis.gc?.();
const memoryAfterBuild = process.memoryUsage();

/** Deterministic pseudo-random numbers (a linear congruential generator). */
function randomGenerator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Queries as people type them, drawn from the 20,000 largest places (squared, so large cities
 * come up more often): whole names, lower-case names without accents, 3 to 6 letter prefixes,
 * 2 to 3 letter prefixes, `City, CC`, `City, Country` and misspellings that find nothing.
 */
function realisticQueries(count: number): string[] {
  const random = randomGenerator(20_251_122);
  const queries: string[] = [];
  for (let queryIndex = 0; queryIndex < count; queryIndex += 1) {
    const rowIndex = Math.floor(random() ** 2 * 20_000);
    const place = locationOfRow(index, rowIndex);
    const plainName = foldText(place.city);
    switch (queryIndex % 8) {
      case 0:
      case 1:
        queries.push(place.city);
        break;
      case 2:
        queries.push(plainName);
        break;
      case 3:
        queries.push(plainName.slice(0, 3 + Math.floor(random() * 4)));
        break;
      case 4:
        queries.push(`${place.city}, ${place.countryCode}`);
        break;
      case 5:
        queries.push(`${plainName}, ${place.country}`);
        break;
      case 6:
        queries.push(plainName.slice(0, 2 + Math.floor(random() * 2)).padEnd(2, 'a'));
        break;
      default:
        queries.push(`${plainName}x${plainName.slice(1)}`);
    }
  }
  return queries;
}

interface RoundFigures {
  medianMilliseconds: number;
  p90Milliseconds: number;
  p99Milliseconds: number;
  maximumMilliseconds: number;
  slowest: string;
  resultCount: number;
}

function measureRound(queries: readonly string[]): RoundFigures {
  const timed = queries.map((query) => {
    const queryStart = performance.now();
    const resultCount = atlas.searchLocations(query).length;
    return { query, milliseconds: performance.now() - queryStart, resultCount };
  });
  const durations = timed.map((entry) => entry.milliseconds).sort((left, right) => left - right);
  const percentile = (fraction: number): number => durations[Math.min(durations.length - 1, Math.floor(fraction * durations.length))] ?? 0;
  const slowest = [...timed].sort((left, right) => right.milliseconds - left.milliseconds).slice(0, 3);
  return {
    medianMilliseconds: percentile(0.5),
    p90Milliseconds: percentile(0.9),
    p99Milliseconds: percentile(0.99),
    maximumMilliseconds: percentile(1),
    slowest: slowest.map((entry) => `"${entry.query}" ${entry.milliseconds.toFixed(2)} ms`).join(', '),
    resultCount: timed.reduce((sum, entry) => sum + entry.resultCount, 0),
  };
}

const queries = realisticQueries(1000);
// One untimed pass lets the JIT settle, as in a long-running server.
for (const query of queries) atlas.searchLocations(query);
const rounds = [measureRound(queries), measureRound(queries), measureRound(queries)];
const bestRound = rounds.reduce((best, round) => (round.p99Milliseconds < best.p99Milliseconds ? round : best));

let ephemerisLoadMilliseconds = Number.NaN;
let resolveMicroseconds = Number.NaN;
try {
  const ephemerisStart = performance.now();
  const { resolveTimezone } = await import('../src/resolve-timezone');
  ephemerisLoadMilliseconds = performance.now() - ephemerisStart;
  resolveTimezone('Amsterdam', { at: new Date(Date.UTC(2024, 6, 1)) });
  const resolveStart = performance.now();
  for (let repeat = 0; repeat < 200; repeat += 1) resolveTimezone('Amsterdam', { at: new Date(Date.UTC(2024, 6, 1)) });
  resolveMicroseconds = ((performance.now() - resolveStart) / 200) * 1000;
} catch (error) {
  console.log(`  (resolveTimezone not measured: ${String(error)})`);
}

// What the built package pays to parse the JSON data file (Node reads a JSON module with JSON.parse), without
// tsx's TypeScript transform (which the module load above includes). Measured last: it allocates a second copy of
// the data.
const dataModuleUrl = new URL('../data/atlas-data.json', import.meta.url);
const dataModuleSource = readFileSync(dataModuleUrl, 'utf8');
startMilliseconds = performance.now();
JSON.parse(dataModuleSource);
const dataParseMilliseconds = performance.now() - startMilliseconds;

console.log('@mandala/atlas benchmark');
console.log(`  data: ${index.rows.count} places, ${index.keyCodes.length} search keys, ${index.zones.length} zones`);
console.log(`  data file: ${megabytes(statSync(dataModuleUrl).size)} MB; JSON.parse ${dataParseMilliseconds.toFixed(1)} ms`);
console.log(`  module load under tsx (includes the TypeScript transform): ${moduleLoadMilliseconds.toFixed(1)} ms`);
console.log(`  index build on first query: ${index.buildMilliseconds.toFixed(1)} ms (first query in all: ${firstQueryMilliseconds.toFixed(1)} ms)`);
rounds.forEach((round, roundIndex) => {
  console.log(
    `  round ${roundIndex + 1}, 1,000 queries: median ${round.medianMilliseconds.toFixed(3)} ms, p90 ${round.p90Milliseconds.toFixed(3)} ms, p99 ${round.p99Milliseconds.toFixed(3)} ms, max ${round.maximumMilliseconds.toFixed(2)} ms (${round.resultCount} results)`,
  );
});
console.log(`  best round p99 ${bestRound.p99Milliseconds.toFixed(3)} ms; its slowest: ${bestRound.slowest}`);
console.log(
  `  resolveTimezone('Amsterdam'): ${resolveMicroseconds.toFixed(1)} µs per call (loading @mandala/ephemeris for it: ${ephemerisLoadMilliseconds.toFixed(0)} ms)`,
);
console.log(
  `  memory after index build: resident ${megabytes(memoryAfterBuild.rss)} MB (${megabytes(memoryAfterBuild.rss - memoryBefore.rss)} MB more than before the import, tsx's transform included); JS heap ${megabytes(memoryAfterBuild.heapUsed)} MB (+${megabytes(memoryAfterBuild.heapUsed - memoryBefore.heapUsed)} MB)`,
);
