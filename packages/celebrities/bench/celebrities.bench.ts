// Prints how long the celebrity lookups take. Asserts nothing. Run: pnpm --filter @mandala/celebrities bench
import { performance } from 'node:perf_hooks';
import { CELEBRITIES, celebrityChartSummary, getCelebrity, searchCelebrities } from '../src/index';

function timeEach(label: string, runs: number, run: () => unknown): void {
  const start = performance.now();
  for (let index = 0; index < runs; index += 1) run();
  const perRun = (performance.now() - start) / runs;
  console.log(`${label.padEnd(44)} ${perRun >= 1 ? `${perRun.toFixed(2)} ms` : `${(perRun * 1000).toFixed(1)} µs`}`);
}

const coldStart = performance.now();
searchCelebrities('einstein', { limit: 1 });
console.log(`${'first search (loads engine, 1 chart)'.padEnd(44)} ${(performance.now() - coldStart).toFixed(1)} ms`);

const allStart = performance.now();
for (const record of CELEBRITIES) celebrityChartSummary(record);
const allMilliseconds = performance.now() - allStart;
console.log(`${`chart summaries of all ${CELEBRITIES.length} records`.padEnd(44)} ${allMilliseconds.toFixed(0)} ms (${(allMilliseconds / CELEBRITIES.length).toFixed(2)} ms each)`);

timeEach('searchCelebrities("einstein") (warm)', 2000, () => searchCelebrities('einstein'));
timeEach('searchCelebrities("", { type: "Projector" })', 500, () => searchCelebrities('', { type: 'Projector' }));
timeEach('searchCelebrities("a", { limit: 100 })', 500, () => searchCelebrities('a', { limit: 100 }));
timeEach('getCelebrity("albert-einstein") (v3 chart)', 100, () => getCelebrity('albert-einstein'));
timeEach('getCelebrity(uuid)', 100, () => getCelebrity(CELEBRITIES[0]?.id ?? ''));
