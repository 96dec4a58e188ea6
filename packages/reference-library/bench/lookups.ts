// Prints how long the library takes to load and how fast its lookups are. Asserts nothing.
// Run: pnpm --filter @mandala/reference-library bench
import { performance } from 'node:perf_hooks';

const loadStart = performance.now();
const library = await import('../src/index');
const loadMilliseconds = performance.now() - loadStart;

function nanosecondsPerCall(label: string, call: (iteration: number) => unknown, iterations = 200_000): void {
  for (let warmup = 0; warmup < 10_000; warmup += 1) call(warmup);
  const start = performance.now();
  for (let iteration = 0; iteration < iterations; iteration += 1) call(iteration);
  const nanoseconds = ((performance.now() - start) * 1e6) / iterations;
  console.log(`${label.padEnd(44)} ${nanoseconds.toFixed(0).padStart(6)} ns/call`);
}

console.log(`module load (from source, incl. freezing) ${loadMilliseconds.toFixed(1)} ms`);
nanosecondsPerCall('getGate(n)', (index) => library.getGate((index % 64) + 1));
nanosecondsPerCall("getChannel('34-20')", () => library.getChannel('34-20'));
nanosecondsPerCall("getCenter('solar-plexus')", () => library.getCenter('solar-plexus'));
nanosecondsPerCall("getProfile('13')", () => library.getProfile('13'));
nanosecondsPerCall("findIncarnationCross(n, 'Right Angle')", (index) =>
  library.findIncarnationCross((index % 64) + 1, 'Right Angle'),
);
nanosecondsPerCall('getIncarnationCross(name)', () => library.getIncarnationCross('Right Angle Cross of the Sphinx 4'));
