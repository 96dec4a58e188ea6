import { afterAll, describe, expect, it } from 'vitest';
import { createCalculationPool } from './calculation-pool/calculation-pool';
import type { CalculationRunner, CalculationRunOptions } from './calculation-pool/calculation-pool';
import { createDefaultEngines } from './default-engines';
import type { OperationContext } from './define-operation';
import { createExecutor } from './execute-operation';
import { getOperation } from './registry';
import { createEchoEngines } from './test-support/fake-engines';
import { MemoryAccessStore } from './test-support/memory-access-store';

const now = new Date('2026-01-01T00:00:00Z');
const chartArguments = { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' };

function setup(calculationPool: CalculationRunner) {
  const store = new MemoryAccessStore();
  const { key, accountId } = store.addAccount('business', 100);
  const executor = createExecutor({ store, engines: createEchoEngines(), now: () => now, calculationPool });
  return { store, accountId, executor, credential: { headers: { authorization: `Bearer ${key}` } } };
}

/** A pool stand-in that runs in-process on the default engines (as the worker does) and records each call. */
function recordingPool() {
  const calls: Array<{ operationName: string; options: CalculationRunOptions }> = [];
  const context: OperationContext = { engines: createDefaultEngines(), now: () => now };
  const pool: CalculationRunner = {
    run: async (operationName, input, options) => {
      calls.push({ operationName, options });
      return getOperation(operationName).run(input, context);
    },
  };
  return { pool, calls };
}

describe('createExecutor with a calculation pool', () => {
  const busyPool = createCalculationPool({ threads: 1, workerModule: new URL('./test-support/busy-calculation-worker.ts', import.meta.url) });
  afterAll(() => busyPool.close());

  it('answers 504 execution_timed_out at the budget of a tool call, charging nothing', async () => {
    const { executor, credential, store, accountId } = setup(busyPool);
    // The worker is up (so the budget stops a running calculation, not a queued one).
    await busyPool.run('warm_up', { busyMilliseconds: 0 }, { nowIso: now.toISOString() });
    const started = performance.now();
    // The stand-in worker busy-waits 500 ms on any generate_chart input.
    const result = await executor.execute({
      operation: 'generate_chart',
      rawInput: chartArguments,
      credential,
      surface: 'agent-http',
      toolContract: { timeBudgetMilliseconds: 50 },
    });
    expect(performance.now() - started).toBeLessThan(400);
    expect(result).toMatchObject({ ok: false, status: 504, code: 'execution_timed_out', chargedUnits: 0 });
    expect((await store.quotaStatus(accountId)).used).toBe(0);
  });

  it('sends only offloaded tool calls to the pool, behind the result cache, with the executor clock', async () => {
    const { pool, calls } = recordingPool();
    const { executor, credential, store, accountId } = setup(pool);
    const tool = (operation: string, rawInput: unknown) => executor.execute({ operation, rawInput, credential, surface: 'mcp', toolContract: {} });

    for (let call = 0; call < 3; call += 1) expect(await tool('generate_chart', chartArguments)).toMatchObject({ ok: true, chargedUnits: 1 });
    // generate_chart is pure: the third equal input is a cache hit, answered without the pool.
    expect(calls.map((call) => call.operationName)).toEqual(['generate_chart', 'generate_chart']);

    expect(await tool('get_transits', chartArguments)).toMatchObject({ ok: true, chargedUnits: 1 });
    expect(calls.at(-1)).toMatchObject({ operationName: 'get_transits', options: { nowIso: now.toISOString() } });
    expect(calls.at(-1)?.options.signal).toBeInstanceOf(AbortSignal);

    // Lookups, and every call without the tool contract (REST), stay on the main thread.
    expect(await tool('get_reference_item', { kind: 'gate', id: 34 })).toMatchObject({ ok: true, chargedUnits: 0 });
    const rest = await executor.execute({ operation: 'natal_chart_v3', rawInput: { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' }, credential, surface: 'rest' });
    expect(rest).toMatchObject({ ok: true });
    expect(calls).toHaveLength(3);
    expect((await store.quotaStatus(accountId)).used).toBe(5);
  });
});
