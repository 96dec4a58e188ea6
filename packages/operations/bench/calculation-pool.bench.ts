// Cost of a v3 chart (generate_chart, detailLevel full) run in-process vs through the calculation pool: distinct
// births (no cache), one call at a time and with 2-8 calls in flight; the same for a core chart (small result); the
// pool's round trip on a tiny lookup; a pool's start-up. "main thread busy" is the event loop's active time per call
// (what other requests wait behind). Prints figures; asserts nothing. Run: pnpm --filter @mandala/operations bench
// (From the sources the workers load through tsx; a built `dist/` worker starts faster, the per-call figures are alike.)
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createCalculationPool } from '../src/calculation-pool/calculation-pool';
import type { CalculationPool } from '../src/calculation-pool/calculation-pool';
import { createDefaultEngines } from '../src/default-engines';
import { getOperation } from '../src/registry';

const CALLS = Number(process.env.BENCH_CALLS ?? '2000');
const FIRST_MS = Date.parse('1900-01-01T00:00:00Z');
const LAST_MS = Date.parse('2100-01-01T00:00:00Z');
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'America/Sao_Paulo'];
const now = new Date();
const nowIso = now.toISOString();
const chartOperation = getOperation('generate_chart');

/** `count` distinct validated generate_chart inputs (seeded), so no call is answered by a cache. */
function distinctChartInputs(count: number, seed: number, detailLevel: 'core' | 'full' = 'full'): unknown[] {
  let state = seed;
  return Array.from({ length: count }, (_, index) => {
    state = (state * 48271) % 2147483647;
    const instant = new Date(FIRST_MS + Math.floor(((state / 2147483647) * (LAST_MS - FIRST_MS)) / 60_000) * 60_000);
    return chartOperation.input.parse({
      birthDateTime: instant.toISOString().slice(0, 16),
      timezone: ZONES[index % ZONES.length],
      detailLevel,
    });
  });
}

interface Figures {
  readonly microsecondsPerCall: number;
  /** Time the main thread's event loop was busy, per call (what the other requests wait for). */
  readonly mainThreadMicrosecondsPerCall: number;
  readonly callsPerSecond: number;
  readonly medianLatencyMicroseconds: number;
}

/** Runs `call` over `inputs` with `concurrency` calls in flight; wall time per call and the median latency of one call. */
async function measure(inputs: readonly unknown[], concurrency: number, call: (input: unknown) => unknown): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const utilizationBefore = performance.eventLoopUtilization();
  const started = performance.now();
  async function lane(): Promise<void> {
    while (next < inputs.length) {
      const input = inputs[next];
      next += 1;
      const before = performance.now();
      if ((await call(input)) === undefined) throw new Error('a call answered nothing');
      latencies.push(performance.now() - before);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  const totalMilliseconds = performance.now() - started;
  const utilization = performance.eventLoopUtilization(utilizationBefore);
  latencies.sort((first, second) => first - second);
  return {
    microsecondsPerCall: (totalMilliseconds * 1000) / inputs.length,
    mainThreadMicrosecondsPerCall: (utilization.active * 1000) / inputs.length,
    callsPerSecond: inputs.length / (totalMilliseconds / 1000),
    medianLatencyMicroseconds: (latencies[latencies.length >> 1] ?? Number.NaN) * 1000,
  };
}

function print(label: string, figures: Figures): void {
  process.stdout.write(
    `${label.padEnd(46)} ${figures.microsecondsPerCall.toFixed(0).padStart(6)} µs/call  ${figures.callsPerSecond.toFixed(0).padStart(6)} calls/s` +
      `  main thread busy ${figures.mainThreadMicrosecondsPerCall.toFixed(0).padStart(5)} µs/call` +
      `  median latency ${figures.medianLatencyMicroseconds.toFixed(0).padStart(6)} µs\n`,
  );
}

const warmUpInputs = distinctChartInputs(300, 7);
const context = { engines: createDefaultEngines(), now: () => now };
const inProcess = (input: unknown): unknown => chartOperation.run(input, context);
const pooled = (pool: CalculationPool) => (input: unknown) => pool.run('generate_chart', input, { nowIso });

process.stdout.write(`generate_chart, ${CALLS} distinct births per row, ${availableParallelism()} cores\n`);
await measure(warmUpInputs, 1, inProcess);
print('in-process, full (v3), sequential', await measure(distinctChartInputs(CALLS, 11), 1, inProcess));
print('in-process, core, sequential', await measure(distinctChartInputs(CALLS, 13, 'core'), 1, inProcess));

for (const threads of [1, 2]) {
  const starting = performance.now();
  const pool = createCalculationPool({ threads });
  await pool.run('get_reference_item', { kind: 'gate', id: 34 }, { nowIso });
  const startMilliseconds = performance.now() - starting;
  await measure(warmUpInputs, threads, pooled(pool));
  process.stdout.write(`pool of ${threads} thread(s): started and first lookup answered in ${startMilliseconds.toFixed(0)} ms\n`);
  for (const [index, concurrency] of [1, 2, 4, 8].entries()) {
    print(`  pool, full (v3), ${concurrency} in flight`, await measure(distinctChartInputs(CALLS, 100 + 10 * threads + index), concurrency, pooled(pool)));
  }
  for (const [index, concurrency] of [1, 8].entries()) {
    print(`  pool, core, ${concurrency} in flight`, await measure(distinctChartInputs(CALLS, 200 + 10 * threads + index, 'core'), concurrency, pooled(pool)));
  }
  const lookups = Array.from({ length: CALLS }, (_, index) => ({ kind: 'gate', id: (index % 64) + 1 }));
  print('  pool round trip, get_reference_item, sequential', await measure(lookups, 1, (input) => pool.run('get_reference_item', input, { nowIso })));
  await pool.close();
}
