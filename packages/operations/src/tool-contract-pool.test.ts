import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { createCalculationPool } from './calculation-pool/calculation-pool';
import type { CalculationRunner } from './calculation-pool/calculation-pool';
import { defineOperation } from './define-operation';
import type { OperationContext } from './define-operation';
import { runUnderToolContract } from './tool-contract';
import { createEchoEngines } from './test-support/fake-engines';

const context: OperationContext = { engines: createEchoEngines(), now: () => new Date('2026-01-01T00:00:00Z') };

function probe(offload: boolean, run: () => unknown = () => ({ Type: 'Projector' })) {
  return defineOperation({
    name: 'busy_probe',
    category: 'core',
    oauthScopes: ['charts'],
    units: 1,
    offload,
    input: z.strictObject({ busyMilliseconds: z.number().optional() }),
    output: z.looseObject({ Type: z.string() }),
    summary: 'probe',
    run,
  });
}

describe('runUnderToolContract with a calculation pool', () => {
  const pool = createCalculationPool({ threads: 1, workerModule: new URL('./test-support/busy-calculation-worker.ts', import.meta.url) });
  afterAll(() => pool.close());

  it('stops a synchronous calculation at the budget with execution_timed_out, and the pool answers the next call', async () => {
    const offloaded = probe(true);
    const first = await runUnderToolContract(offloaded, { busyMilliseconds: 0 }, context, { calculationPool: pool });
    expect(first).toMatchObject({ Type: 'Generator' });
    const started = performance.now();
    const failure = await runUnderToolContract(offloaded, { busyMilliseconds: 500 }, context, { timeBudgetMilliseconds: 50, calculationPool: pool }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'execution_timed_out', details: { timeBudgetMilliseconds: 50 } });
    expect(performance.now() - started).toBeLessThan(300);
    // The one thread was terminated and replaced: the next call runs on a new worker.
    const next = await runUnderToolContract(offloaded, { busyMilliseconds: 0 }, context, { calculationPool: pool });
    expect(next).toMatchObject({ Type: 'Generator' });
    expect((next as { threadId: number }).threadId).not.toBe((first as { threadId: number }).threadId);
  });

  it('checks the pooled value against the output schema', async () => {
    const strict = defineOperation({ ...probe(true), output: z.looseObject({ Type: z.number() }) });
    await expect(runUnderToolContract(strict, { busyMilliseconds: 0 }, context, { calculationPool: pool })).rejects.toMatchObject({
      code: 'output_contract_violation',
    });
  });

  it('runs an operation not marked offload in-process, and offloaded ones in-process without a pool', async () => {
    const calls: string[] = [];
    const spy: CalculationRunner = {
      run: async (operationName) => {
        calls.push(operationName);
        return { Type: 'Reflector' };
      },
    };
    await expect(runUnderToolContract(probe(false), {}, context, { calculationPool: spy })).resolves.toEqual({ Type: 'Projector' });
    await expect(runUnderToolContract(probe(true), {}, context, {})).resolves.toEqual({ Type: 'Projector' });
    expect(calls).toEqual([]);
    await expect(runUnderToolContract(probe(true), {}, context, { calculationPool: spy })).resolves.toEqual({ Type: 'Reflector' });
    expect(calls).toEqual(['busy_probe']);
  });
});
