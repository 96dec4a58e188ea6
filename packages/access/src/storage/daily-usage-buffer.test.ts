// Guards the cost of the dashboard's per-day figures: they were one database write per charged call (a seventh of
// a chart request's CPU under load). Now the calls' units are added up in memory and written together (one statement
// for up to 200 accounts, days and surfaces), within the buffer's delay or when a reader of this process flushes first.
import { describe, expect, it } from 'vitest';
import { createDailyUsageBuffer } from './daily-usage';
import type { SqlExecutor } from './sql-driver';

/** An executor that records the statements' parameters instead of running them. */
function recordingExecutor(): { executor: SqlExecutor; written: unknown[][] } {
  const written: unknown[][] = [];
  const executor: SqlExecutor = {
    query: () => Promise.resolve([]),
    execute: (_sql, parameters = []) => {
      written.push([...parameters]);
      return Promise.resolve(1);
    },
  };
  return { executor, written };
}

describe('the daily usage buffer', () => {
  it('writes the units added up per account, day and surface in one statement, on flush', async () => {
    const { executor, written } = recordingExecutor();
    const buffer = createDailyUsageBuffer(executor, 60_000);
    for (let call = 0; call < 100; call += 1) buffer.add(call % 2 === 0 ? 'acct_a' : 'acct_b', '2026-11-27', 'rest', 1);
    buffer.add('acct_a', '2026-11-27', 'mcp', 3);
    buffer.add('acct_a', '2026-11-27', 'mcp', 0);
    expect(written).toEqual([]);
    await buffer.flush();
    expect(written).toEqual([['acct_a', '2026-11-27', 'rest', 50, 'acct_b', '2026-11-27', 'rest', 50, 'acct_a', '2026-11-27', 'mcp', 3]]);
    await buffer.flush();
    expect(written).toHaveLength(1);
  });

  it('writes by itself once its delay has passed', async () => {
    const { executor, written } = recordingExecutor();
    const buffer = createDailyUsageBuffer(executor, 50);
    buffer.add('acct_a', '2026-11-27', 'agent-http', 2);
    buffer.add('acct_a', '2026-11-27', 'agent-http', 2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(written).toEqual([['acct_a', '2026-11-27', 'agent-http', 4]]);
  });
});
