// The pool reports how long each calculation waited for a free worker and how many wait now (the metrics
// `mandala_calculation_pool_wait_seconds` and `mandala_calculation_pool_queue_length` read these).
import { afterAll, describe, expect, it } from 'vitest';
import { createCalculationPool } from './calculation-pool';

const workerModule = new URL('../test-support/busy-calculation-worker.ts', import.meta.url);

describe('the calculation pool wait and queue', () => {
  const waits: number[] = [];
  const pool = createCalculationPool({ threads: 1, workerModule, onWait: (seconds) => waits.push(seconds) });
  afterAll(() => pool.close());

  it('reports a queue while one worker is busy, and the second calculation waited about the first one', async () => {
    await pool.run('generate_chart', { busyMilliseconds: 1 }, { nowIso: new Date().toISOString() });
    waits.length = 0;
    const first = pool.run('generate_chart', { busyMilliseconds: 300 }, { nowIso: new Date().toISOString() });
    const second = pool.run('generate_chart', { busyMilliseconds: 1 }, { nowIso: new Date().toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pool.queueLength).toBe(1);
    await Promise.all([first, second]);
    expect(pool.queueLength).toBe(0);
    expect(waits).toHaveLength(2);
    const [shortest = 0, longest = 0] = [...waits].sort((a, b) => a - b);
    // The second waited for the first's 300 ms of work on top of what the first waited to be dispatched.
    expect(longest - shortest).toBeGreaterThan(0.2);
  });
});
