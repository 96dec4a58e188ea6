import { describe, expect, it } from 'vitest';
import { createExecutor } from '../execute-operation';
import { createTestEngines } from '../testing';
import { MemoryAccessStore } from '../test-support/memory-access-store';
import { runTool } from './run-tool';

function setup(plan: 'creator' | 'business' = 'business') {
  const store = new MemoryAccessStore();
  const { key, accountId } = store.addAccount(plan, 100);
  const executor = createExecutor({ store, engines: createTestEngines() });
  return { store, accountId, executor, credential: { headers: { authorization: `Bearer ${key}` } } };
}

const chartArguments = { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' };
const call = { requestId: 'request-1', surface: 'mcp' as const };

describe('runTool', () => {
  it('answers an alias with the canonical tool name and the success envelope, charging 1', async () => {
    const { executor, credential } = setup();
    const outcome = await runTool(executor, { ...call, toolName: 'get_chart', arguments: chartArguments, credential });
    expect(outcome.status).toBe(200);
    expect(outcome.envelope).toMatchObject({ version: 'v1', tool: 'generate_chart', meta: { chargedUnits: 1, idempotency: { status: 'none' } } });
  });

  it('answers an unknown tool 404 unknown_operation without touching the store', async () => {
    const { executor } = setup();
    const outcome = await runTool(executor, { ...call, toolName: 'get_horoscope', arguments: {}, credential: { headers: {} } });
    expect(outcome).toMatchObject({ status: 404, envelope: { tool: 'get_horoscope', error: { code: 'unknown_operation' }, chargedUnits: 0 } });
  });

  it('answers arguments it could not read 400, but the credential check comes first', async () => {
    const { executor, credential } = setup();
    const unreadable = await runTool(executor, { ...call, toolName: 'generate_chart', arguments: undefined, unreadableArguments: { code: 'validation_error', message: 'The request body is not valid JSON.' }, credential });
    expect(unreadable).toMatchObject({ status: 400, envelope: { error: { code: 'validation_error', message: 'The request body is not valid JSON.' }, chargedUnits: 0 } });
    expect(unreadable.quota).toBeDefined();
    const anonymous = await runTool(executor, { ...call, toolName: 'generate_chart', arguments: undefined, unreadableArguments: { code: 'validation_error', message: 'x' }, credential: { headers: {} } });
    expect(anonymous).toMatchObject({ status: 401, envelope: { error: { code: 'missing_credential' } } });
  });

  it('answers an idempotency key that is not a string 400, naming the argument', async () => {
    const { executor, credential, store, accountId } = setup();
    const outcome = await runTool(executor, { ...call, toolName: 'generate_chart', arguments: chartArguments, idempotencyKey: 12345678, credential });
    expect(outcome).toMatchObject({
      status: 400,
      envelope: { error: { code: 'validation_error', details: { issues: [{ path: 'idempotencyKey', message: 'idempotencyKey must be a string.' }] } } },
    });
    expect((await store.quotaStatus(accountId)).used).toBe(0);
  });

  it('builds failure envelopes with the quota once the caller is known', async () => {
    const { executor, credential } = setup('creator');
    const tier = await runTool(executor, { ...call, toolName: 'generate_chart', arguments: { ...chartArguments, detailLevel: 'full' }, credential });
    expect(tier).toMatchObject({ status: 403, envelope: { error: { code: 'insufficient_tier' }, chargedUnits: 0, meta: { quota: { used: 0 } } } });
  });
});
