import { AccessError, createRequestRateLimiter } from '@mandala/access';
import { describe, expect, it } from 'vitest';
import { createExecutor } from './execute-operation';
import type { CallObservation } from './execution-observer';
import type { StoreErrorKind } from './store-error-kind';
import { createEchoEngines } from './test-support/fake-engines';
import { MemoryAccessStore } from './test-support/memory-access-store';

const birth = { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' };

function observed(store: MemoryAccessStore, rateLimiter?: ReturnType<typeof createRequestRateLimiter>) {
  const calls: CallObservation[] = [];
  const storeErrors: StoreErrorKind[] = [];
  const executor = createExecutor({
    store,
    engines: createEchoEngines(),
    ...(rateLimiter === undefined ? {} : { rateLimiter }),
    observer: { call: (observation) => calls.push(observation), storeError: (kind) => storeErrors.push(kind) },
  });
  return { executor, calls, storeErrors };
}

describe('the executor observer', () => {
  it('sees each call with its operation, surface, status, units charged and units refused by the quota', async () => {
    const store = new MemoryAccessStore();
    const { key } = store.addAccount('business', 1);
    const { executor, calls } = observed(store);
    const credential = { headers: { authorization: `Bearer ${key}` } };
    await executor.execute({ operation: 'natal_chart_v1', rawInput: birth, credential, surface: 'rest' });
    await executor.execute({ operation: 'natal_chart_v3', rawInput: birth, credential, surface: 'mcp' });
    await executor.execute({ operation: 'natal_chart_v1', rawInput: {}, credential, surface: 'agent-http' });
    await executor.execute({ operation: 'no_such_operation', rawInput: {}, credential, surface: 'rest' });
    expect(calls.map(({ durationSeconds, ...rest }) => ({ ...rest, timed: durationSeconds >= 0 }))).toEqual([
      { operation: 'natal_chart_v1', surface: 'rest', status: 200, errorCode: undefined, chargedUnits: 1, refusal: undefined, refusedUnits: 0, timed: true },
      { operation: 'natal_chart_v3', surface: 'mcp', status: 429, errorCode: 'quota_exhausted', chargedUnits: 0, refusal: 'quota', refusedUnits: 1, timed: true },
      { operation: 'natal_chart_v1', surface: 'agent-http', status: 400, errorCode: 'validation_error', chargedUnits: 0, refusal: undefined, refusedUnits: 0, timed: true },
      { operation: 'unknown', surface: 'rest', status: 404, errorCode: 'unknown_operation', chargedUnits: 0, refusal: undefined, refusedUnits: 0, timed: true },
    ]);
  });

  it('counts a failing key store by kind', async () => {
    const store = new MemoryAccessStore();
    const { key } = store.addAccount('business', 10);
    store.authenticate = () => Promise.reject(new AccessError('store_unavailable', 'The access store is unavailable.', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }));
    const { executor, calls, storeErrors } = observed(store);
    const result = await executor.execute({ operation: 'natal_chart_v1', rawInput: birth, credential: { headers: { authorization: `Bearer ${key}` } }, surface: 'rest' });
    expect(result).toMatchObject({ ok: false, status: 503 });
    expect(storeErrors).toEqual(['connection_refused']);
    expect(calls[0]).toMatchObject({ status: 503, errorCode: 'store_unavailable', chargedUnits: 0 });
  });

  it('sees the units of a call the rate limit refused', async () => {
    const store = new MemoryAccessStore();
    const { key } = store.addAccount('business', 100);
    const limits = { requestsPerSecond: 1, burstRequests: 0, burstWindowSeconds: 10 };
    const rateLimiter = createRequestRateLimiter({ store: { kind: 'memory' }, limits: { free: limits, creator: limits, startup: limits, business: limits, enterprise: limits } });
    const { executor, calls } = observed(store, rateLimiter);
    const credential = { headers: { authorization: `Bearer ${key}` } };
    await executor.execute({ operation: 'natal_chart_v1', rawInput: birth, credential, surface: 'rest' });
    await executor.execute({ operation: 'natal_chart_v1', rawInput: birth, credential, surface: 'rest' });
    await rateLimiter.close();
    expect(calls.map(({ status, errorCode, refusal, refusedUnits, chargedUnits }) => ({ status, errorCode, refusal, refusedUnits, chargedUnits }))).toEqual([
      { status: 200, errorCode: undefined, refusal: undefined, refusedUnits: 0, chargedUnits: 1 },
      { status: 429, errorCode: 'rate_limited', refusal: 'rate_limit', refusedUnits: 1, chargedUnits: 0 },
    ]);
  });
});
