// What the chart-depth fields of v2/v3 charts (DefinitionSides, HangingGates, Circuitry, each center's Activation)
// add to the cost of a v3 natal chart: CPU time (process.cpuUsage) of the v3 chart and of the functions building
// those fields alone, on the same 3,000 random births. Prints figures; asserts nothing. Run: pnpm --filter @mandala/bodygraph bench
import { natalChart, natalChartCoreAt } from '../src/index';
import { chartCircuitry } from '../src/circuitry';
import { centerCoverage, definitionSides, sideCenterMasks } from '../src/definition-sides';
import { hangingGates } from '../src/hanging-gates';

const FIRST_MS = Date.parse('1900-01-01T00:00:00Z');
const LAST_MS = Date.parse('2100-01-01T00:00:00Z');

function randomInstants(count: number, seed: number): Date[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 48271) % 2147483647;
    return new Date(FIRST_MS + Math.floor(((state / 2147483647) * (LAST_MS - FIRST_MS)) / 60_000) * 60_000);
  });
}

/** CPU microseconds per call of `run` over `items`, the fastest of `rounds` rounds of `passes` passes. */
function cpuMicroseconds<Item>(items: readonly Item[], rounds: number, passes: number, run: (item: Item) => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  let sink = 0;
  for (let round = 0; round < rounds; round++) {
    const start = process.cpuUsage();
    for (let pass = 0; pass < passes; pass++) for (const item of items) if (run(item)) sink++;
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / (passes * items.length));
  }
  if (sink === 0) throw new Error('nothing was computed');
  return best;
}

const instants = randomInstants(3000, 20261127);
const locals = instants.map((instant) => instant.toISOString().slice(0, 16));
const cores = instants.map((instant) => natalChartCoreAt(instant).core);

const chartV3 = cpuMicroseconds(locals, 5, 2, (date) => natalChart({ date, timezone: 'UTC' }, { version: 'v3' }));
const depth = cpuMicroseconds(cores, 5, 5, (core) => {
  const masks = sideCenterMasks(core);
  let coverage = 0;
  for (let index = 0; index < 9; index++) if (centerCoverage(core, masks, 1 << index) !== null) coverage++;
  return [definitionSides(core, masks), hangingGates(core.gateSides), chartCircuitry(core.structure.channelIndices), coverage];
});

const format = (value: number) => value.toFixed(2).padStart(7);
console.log(`chart-depth fields (Node ${process.version}; CPU time per chart, best of 5 rounds over ${instants.length} random births 1900-2100 UTC)`);
console.log(`  natalChart v3, all fields                    ${format(chartV3)} µs`);
console.log(`  of which the chart-depth fields              ${format(depth)} µs`);
console.log(`  added to the v3 chart without them           ${format((100 * depth) / (chartV3 - depth))} %   target < 10 %`);
