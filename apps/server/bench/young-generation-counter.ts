// Loaded into the service with `--import` by bench/chart-route-young-generation.ts: counts the main thread's
// garbage collections by kind (a PerformanceObserver of `gc` entries) and, on SIGUSR2, writes the totals so far and
// the young generation's size to the file named by MANDALA_BENCH_GC_FILE, with the turns of the main thread's event
// loop and the events they handled (libuv's metrics). Calculation threads are not counted.
import { writeFileSync } from 'node:fs';
import { constants, performance, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

/** What the file holds: collections and their pause in milliseconds, per kind, since the service started. */
export interface CollectionTotals {
  readonly sequence: number;
  readonly young: { count: number; milliseconds: number };
  readonly old: { count: number; milliseconds: number };
  /** The new space's size now (both semi-spaces; a scavenge runs each time one fills), in bytes. */
  readonly newSpaceBytes: number;
  /** Turns of the main thread's event loop, and the events (I/O, timers) they handled, since the service started. */
  readonly loopTurns: number;
  readonly loopEvents: number;
}

const file = process.env.MANDALA_BENCH_GC_FILE;
if (isMainThread && file !== undefined) {
  const young = { count: 0, milliseconds: 0 };
  const old = { count: 0, milliseconds: 0 };
  let sequence = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as unknown as { readonly detail?: { readonly kind?: number } }).detail?.kind;
      const totals = kind === constants.NODE_PERFORMANCE_GC_MINOR ? young : old;
      totals.count += 1;
      totals.milliseconds += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGUSR2', () => {
    sequence += 1;
    const newSpaceBytes = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
    const { loopCount, events } = performance.nodeTiming.uvMetricsInfo;
    const totals: CollectionTotals = { sequence, young: { ...young }, old: { ...old }, newSpaceBytes, loopTurns: loopCount, loopEvents: events };
    writeFileSync(file, JSON.stringify(totals));
  });
}
