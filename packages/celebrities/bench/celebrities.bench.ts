// Prints how long the celebrity lookups take. Asserts nothing. Run: pnpm --filter @mandala/celebrities bench
// The first calls are timed once each, in this order, because each fills caches the next ones use.
import { chartsOverTimeRange } from '@mandala/calendar';
import { performance } from 'node:perf_hooks';
import {
  CELEBRITIES,
  celebrityBirthDayRange,
  celebrityBirthDayWindow,
  celebrityChartSummary,
  getCelebrity,
  searchCelebrities,
} from '../src/index';

const LABEL_WIDTH = 64;

function timeOnce(label: string, run: () => unknown): number {
  const start = performance.now();
  run();
  const milliseconds = performance.now() - start;
  console.log(`${label.padEnd(LABEL_WIDTH)} ${milliseconds.toFixed(1)} ms`);
  return milliseconds;
}

function timeEach(label: string, runs: number, run: () => unknown): void {
  const start = performance.now();
  for (let index = 0; index < runs; index += 1) run();
  const perRun = (performance.now() - start) / runs;
  console.log(`${label.padEnd(LABEL_WIDTH)} ${perRun >= 1 ? `${perRun.toFixed(2)} ms` : `${(perRun * 1000).toFixed(1)} µs`}`);
}

timeOnce('first search "einstein" (loads the engine, 1 chart)', () => searchCelebrities('einstein', { limit: 1 }));
// The first type, profile or authority filter computes the 12:00 chart summary of every record, then the birth-day
// range of each candidate without a time it walks (best first, until 20 results); the two parts are timed apart.
const summaries = timeOnce(`  its 12:00 chart summaries of all ${CELEBRITIES.length} records`, () => {
  for (const record of CELEBRITIES) celebrityChartSummary(record);
});
const walk = timeOnce('  then its search, with the day ranges of the candidates', () =>
  searchCelebrities('', { type: 'Projector' }),
);
console.log(`${'first type filter { type: "Projector" }, in all'.padEnd(LABEL_WIDTH)} ${(summaries + walk).toFixed(1)} ms`);
timeOnce('the same search again (cached)', () => searchCelebrities('', { type: 'Projector' }));
timeOnce('first 100-result search "" (day ranges of its results)', () => searchCelebrities('', { limit: 100 }));
timeOnce('first getCelebrity("max-planck") (v3 chart, day range)', () => getCelebrity('max-planck'));

const unknownTime = CELEBRITIES.filter((record) => !record.timeKnown);
const allDays = timeOnce(`day ranges of all ${unknownTime.length} records without a time (uncached)`, () => {
  for (const record of unknownTime) chartsOverTimeRange(celebrityBirthDayWindow(record), { level: 'headline' });
});
console.log(`${''.padEnd(LABEL_WIDTH)} (${(allDays / unknownTime.length).toFixed(2)} ms each)`);
// Every cache full from here on.
for (const record of CELEBRITIES) celebrityBirthDayRange(record);

timeEach('searchCelebrities("einstein") (warm)', 2000, () => searchCelebrities('einstein'));
timeEach('searchCelebrities("", { type: "Projector" }) (warm)', 200, () => searchCelebrities('', { type: 'Projector' }));
timeEach('searchCelebrities("", { type: "Projector", limit: 100 }) (warm)', 20, () =>
  searchCelebrities('', { type: 'Projector', limit: 100 }),
);
timeEach('searchCelebrities("a", { limit: 100 }) (warm)', 20, () => searchCelebrities('a', { limit: 100 }));
timeEach('getCelebrity("albert-einstein") (v3 chart)', 100, () => getCelebrity('albert-einstein'));
timeEach('getCelebrity("max-planck") (v3 chart, cached day range)', 100, () => getCelebrity('max-planck'));
