import { describe, expect, it } from 'vitest';
import { createExecutor } from './execute-operation';
import { createEchoEngines } from './test-support/fake-engines';
import { MemoryAccessStore } from './test-support/memory-access-store';

function setup(plan: 'free' | 'startup' | 'business' = 'business', limit: number | null = 100) {
  const store = new MemoryAccessStore();
  const { key, accountId } = store.addAccount(plan, limit);
  const engines = createEchoEngines();
  const executor = createExecutor({ store, engines, now: () => new Date('2026-01-01T00:00:00Z') });
  const headers = { authorization: `Bearer ${key}` };
  return { store, key, accountId, engines, executor, headers };
}

const birth = { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' };

describe('createExecutor', () => {
  it('validates, authorizes, charges one unit and returns the engine value', async () => {
    const { executor, headers, store, accountId } = setup();
    const result = await executor.execute({ operation: 'natal_chart_v1', rawInput: birth, credential: { headers }, surface: 'rest' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.chargedUnits).toBe(1);
    expect(result.quota.remaining).toBe(99);
    expect(result.value).toMatchObject({ Birth: { date: '1990-05-15T14:30:00', timezone: 'Europe/Berlin' }, Version: 'v1' });
    expect((await store.quotaStatus(accountId)).used).toBe(1);
  });

  it('answers 401 before anything else and 403 for a plan without the category', async () => {
    const { executor } = setup();
    const missing = await executor.execute({ operation: 'natal_chart_v1', rawInput: {}, credential: { headers: {} }, surface: 'rest' });
    expect(missing).toMatchObject({ ok: false, status: 401, code: 'missing_credential', chargedUnits: 0 });
    const inQuery = await executor.execute({
      operation: 'natal_chart_v1',
      rawInput: birth,
      credential: { headers: {}, query: { api_key: 'x' } },
      surface: 'rest',
    });
    expect(inQuery).toMatchObject({ status: 401, code: 'credential_in_query' });

    const free = setup('free');
    const denied = await free.executor.execute({ operation: 'natal_chart_v3', rawInput: birth, credential: { headers: free.headers }, surface: 'rest' });
    expect(denied).toMatchObject({ status: 403, code: 'insufficient_tier' });
  });

  it('answers 400 with issues for bad input and never touches the quota or the engine', async () => {
    const { executor, headers, store, accountId, engines } = setup();
    for (const rawInput of [
      {},
      { date: '1990-05-15T14:30Z', timezone: 'Europe/Berlin' },
      { date: '1990-05-15T14:30', timezone: 'EST' },
      { date: 19900515, timezone: 'UTC' },
      { ...birth, extra: '1' },
    ]) {
      const result = await executor.execute({ operation: 'natal_chart_v1', rawInput, credential: { headers }, surface: 'rest', idempotencyKey: 'key-12345678' });
      expect(result, JSON.stringify(rawInput)).toMatchObject({ ok: false, status: 400, code: 'validation_error', chargedUnits: 0 });
      if (!result.ok) expect(Array.isArray(result.details?.issues)).toBe(true);
    }
    const badZone = await executor.execute({ operation: 'natal_chart_v1', rawInput: { ...birth, timezone: 'UTC-5' }, credential: { headers }, surface: 'rest' });
    expect(!badZone.ok && badZone.message).toMatch(/time zone is not properly formatted/);
    expect((await store.quotaStatus(accountId)).used).toBe(0);
    expect(engines.calls).toBe(0);
  });

  it('asks the enhanced tier for a full-detail chart tool call after validating it', async () => {
    const { executor, headers } = setup('free');
    const core = await executor.execute({
      operation: 'generate_chart',
      rawInput: { birthDateTime: birth.date, timezone: birth.timezone, detailLevel: 'core' },
      credential: { headers },
      surface: 'agent-http',
    });
    expect(core.ok).toBe(true);
    const full = await executor.execute({
      operation: 'generate_chart',
      rawInput: { birthDateTime: birth.date, timezone: birth.timezone, detailLevel: 'full' },
      credential: { headers },
      surface: 'agent-http',
    });
    expect(full).toMatchObject({ status: 403, code: 'insufficient_tier', chargedUnits: 0 });
  });

  it('binds an Idempotency-Key to the canonical request: equivalent forms retry free, other input conflicts', async () => {
    const { executor, headers, store, accountId } = setup();
    const call = (rawInput: unknown) =>
      executor.execute({ operation: 'natal_chart_v1', rawInput, credential: { headers }, surface: 'rest', idempotencyKey: 'order-0001' });
    const first = await call(birth);
    const retry = await call({ date: '1990-05-15T14:30:00.000', timezone: 'europe/berlin' });
    expect(first).toMatchObject({ ok: true, chargedUnits: 1, replayed: false });
    expect(retry).toMatchObject({ ok: true, chargedUnits: 0, replayed: true });
    const conflict = await call({ ...birth, date: '1990-05-15T14:31' });
    expect(conflict).toMatchObject({ ok: false, status: 409, code: 'idempotency_key_reused', chargedUnits: 0 });
    expect((await store.quotaStatus(accountId)).used).toBe(1);
  });

  it('refunds the unit when the engine fails and maps the failure through the status table', async () => {
    const { executor, headers, store, accountId, engines } = setup();
    engines.natalChart = () => {
      throw new Error('secret internals');
    };
    const result = await executor.execute({ operation: 'natal_chart_v1', rawInput: birth, credential: { headers }, surface: 'rest' });
    expect(result).toMatchObject({ ok: false, status: 500, code: 'internal_error', message: 'An internal error occurred.' });
    expect((await store.quotaStatus(accountId)).used).toBe(0);
  });

  it('answers 404 for an unknown library item and charges nothing for reference lookups', async () => {
    const { executor, headers, store, accountId } = setup('free');
    const gate = await executor.execute({ operation: 'library_gate', rawInput: { gateNumber: 65 }, credential: { headers }, surface: 'rest' });
    expect(gate).toMatchObject({ status: 404, code: 'reference_not_found' });
    const ok = await executor.execute({ operation: 'library_channel', rawInput: { channelId: '34-20' }, credential: { headers }, surface: 'rest' });
    expect(ok).toMatchObject({ ok: true, chargedUnits: 0 });
    expect((await store.quotaStatus(accountId)).used).toBe(0);
  });

  it('answers 429 when the quota has no room', async () => {
    const { executor, headers } = setup('business', 1);
    await executor.execute({ operation: 'natal_chart_v1', rawInput: birth, credential: { headers }, surface: 'rest' });
    const second = await executor.execute({ operation: 'natal_chart_v1', rawInput: birth, credential: { headers }, surface: 'rest' });
    expect(second).toMatchObject({ status: 429, code: 'quota_exhausted', chargedUnits: 0 });
  });

  it('identifies a caller without charging, with the same 401/403 answers', async () => {
    const { executor, headers, accountId } = setup('startup');
    const known = await executor.identify({ headers });
    expect(known).toMatchObject({ ok: true, authentication: { account: { id: accountId, plan: 'startup' } }, quota: { used: 0 } });
    expect(await executor.identify({ headers: {} })).toMatchObject({ ok: false, status: 401, code: 'missing_credential' });
    const stranger = new MemoryAccessStore().addAccount('business').key;
    expect(await executor.identify({ headers: { 'x-api-key': stranger } })).toMatchObject({ ok: false, status: 403, code: 'invalid_key' });
  });

  it('answers a repeated input of a pure operation from the result cache, still charging each call', async () => {
    const { executor, headers, store, accountId, engines } = setup();
    const call = (rawInput: unknown) => executor.execute({ operation: 'natal_chart_v1', rawInput, credential: { headers }, surface: 'rest' });
    await call(birth);
    // The second sighting of an input stores its result; later calls, in any spelling, are answered from it.
    const second = await call({ date: '1990-05-15T14:30:00', timezone: 'europe/berlin' });
    const third = await call(birth);
    expect(second.ok && third.ok && second.value === third.value).toBe(true);
    expect(engines.calls).toBe(2);
    expect((await store.quotaStatus(accountId)).used).toBe(3);
    const uncached = createExecutor({ store, engines, resultCacheEntries: 0 });
    await uncached.execute({ operation: 'natal_chart_v1', rawInput: birth, credential: { headers }, surface: 'rest' });
    expect(engines.calls).toBe(3);
  });
});
