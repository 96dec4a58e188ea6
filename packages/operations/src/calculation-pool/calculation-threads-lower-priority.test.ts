// Guards the priority of calculation threads: on a machine whose cores the pool keeps busy, the thread that
// accepts and answers every request must not get the same share of a core as each calculation thread, so the
// workers renice themselves (Linux keeps a nice value per thread) and the main thread keeps its own.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { getOperation } from '../registry';
import { createCalculationPool } from './calculation-pool';
import { CALCULATION_THREAD_NICE } from './lower-thread-priority';

/** The nice value of every thread of this process, by thread id (Linux). */
function threadNiceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const threadId of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
    values.set(Number(threadId), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return values;
}

describe.runIf(process.platform === 'linux')('calculation threads', () => {
  // The threads there were before the pool started its two workers.
  const before = threadNiceValues();
  const pool = createCalculationPool({ threads: 2 });
  afterAll(() => pool.close());

  it(`run at nice ${CALCULATION_THREAD_NICE} while the main thread keeps its priority`, async () => {
    const operation = getOperation('generate_chart');
    const input = operation.input.parse({ birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' });
    await Promise.all([0, 1, 2, 3].map(() => pool.run('generate_chart', input, { nowIso: new Date().toISOString() })));
    const after = threadNiceValues();
    const reniced = [...after].filter(([threadId, nice]) => !before.has(threadId) && nice === CALCULATION_THREAD_NICE);
    expect(reniced).toHaveLength(2);
    expect(after.get(process.pid)).toBe(before.get(process.pid));
    expect(after.get(process.pid)).not.toBe(CALCULATION_THREAD_NICE);
  });
});
