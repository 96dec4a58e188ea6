import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineOperation } from './define-operation';
import type { OperationContext } from './define-operation';
import { OperationError } from './errors';
import { runUnderToolContract } from './tool-contract';
import { createEchoEngines } from './test-support/fake-engines';

const context: OperationContext = { engines: createEchoEngines(), now: () => new Date(0) };

function operationRunning(run: () => unknown) {
  return defineOperation({
    name: 'contract_probe',
    category: 'core',
    oauthScopes: ['charts'],
    units: 1,
    input: z.strictObject({}),
    output: z.looseObject({ Type: z.string() }),
    summary: 'probe',
    run,
  });
}

describe('runUnderToolContract', () => {
  it('returns a value that passes the output schema', async () => {
    await expect(runUnderToolContract(operationRunning(() => ({ Type: 'Generator' })), {}, context, {})).resolves.toEqual({ Type: 'Generator' });
  });

  it('rejects a value the output schema refuses with output_contract_violation', async () => {
    await expect(runUnderToolContract(operationRunning(() => ({ Type: 7 })), {}, context, {})).rejects.toMatchObject({
      code: 'output_contract_violation',
      details: { issues: [{ path: 'Type' }] },
    });
  });

  it('wraps an unexpected engine error as provider_failed and keeps it as the cause', async () => {
    const crash = new TypeError('index out of range');
    const failure = await runUnderToolContract(operationRunning(() => Promise.reject(crash)), {}, context, {}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'provider_failed' });
    expect((failure as Error).cause).toBe(crash);
  });

  it('passes input errors and not_implemented through unchanged', async () => {
    const notFound = new OperationError('resource_not_found', 'nothing here');
    await expect(runUnderToolContract(operationRunning(() => { throw notFound; }), {}, context, {})).rejects.toBe(notFound);
    const missing = new OperationError('not_implemented', 'later');
    await expect(runUnderToolContract(operationRunning(() => { throw missing; }), {}, context, {})).rejects.toBe(missing);
  });

  it('stops waiting after the time budget with execution_timed_out', async () => {
    const slow = operationRunning(() => new Promise((resolve) => setTimeout(() => resolve({ Type: 'Generator' }), 500)));
    const started = Date.now();
    await expect(runUnderToolContract(slow, {}, context, { timeBudgetMilliseconds: 20 })).rejects.toMatchObject({ code: 'execution_timed_out' });
    expect(Date.now() - started).toBeLessThan(400);
  });
});
