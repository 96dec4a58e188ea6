import { afterEach, describe, expect, it } from 'vitest';
import { createCalculationPool } from './calculation-pool';
import type { CalculationPool } from './calculation-pool';

// Guards the cold-thread cycle of reports: the time budget ended a thread still loading the report modules, so the
// next report met a cold thread again and timed out in turn. A thread that is warming up is kept; a thread that is
// calculating is still terminated.
const runOptions = { nowIso: '2026-03-01T12:00:00.000Z' };
const workerModule = new URL('../test-support/warming-calculation-worker.ts', import.meta.url);

interface Probe {
  readonly threadId: number;
  readonly tasksRun: number;
  readonly warmedUpInThisTask: boolean;
}

describe('the time budget and a calculation thread warming up', () => {
  let pool: CalculationPool | undefined;
  afterEach(() => pool?.close());

  it('answers the caller at the budget but keeps a thread that is warming up, so the next call finds it warm', async () => {
    pool = createCalculationPool({ threads: 1, workerModule });
    // The thread is up (a call with no warm-up), as a service's threads are when a first report comes.
    const booted = (await pool.run('probe', {}, runOptions)) as Probe;
    const started = performance.now();
    const stopped = await pool.run('probe', { warmUpMilliseconds: 1_500 }, { ...runOptions, signal: AbortSignal.timeout(100) }).catch((error: unknown) => error);
    expect(stopped).toMatchObject({ name: 'AbortError' });
    // The caller is answered at its budget, not when the warm-up ends.
    expect(performance.now() - started).toBeLessThan(1_200);

    const next = (await pool.run('probe', { warmUpMilliseconds: 1_500 }, runOptions)) as Probe;
    expect(next.warmedUpInThisTask).toBe(false);
    // The same thread ran all three tasks: the stopped one ran to its end, then this one.
    expect(next).toMatchObject({ threadId: booted.threadId, tasksRun: 3 });
  }, 60_000);

  it('still terminates a warm thread that overruns its budget calculating, and the next call runs on a new thread', async () => {
    pool = createCalculationPool({ threads: 1, workerModule });
    const first = (await pool.run('probe', { warmUpMilliseconds: 10 }, runOptions)) as Probe;
    expect(first.warmedUpInThisTask).toBe(true);
    const stopped = await pool.run('probe', { busyMilliseconds: 1_500 }, { ...runOptions, signal: AbortSignal.timeout(100) }).catch((error: unknown) => error);
    expect(stopped).toMatchObject({ name: 'AbortError' });
    const next = (await pool.run('probe', { warmUpMilliseconds: 10 }, runOptions)) as Probe;
    expect(next.threadId).not.toBe(first.threadId);
    expect(next.warmedUpInThisTask).toBe(true);
  }, 60_000);
});
