// What a caller of each surface sees when the key store fails (whatever the database: here a store whose calls
// throw store_unavailable on demand, so this runs without PostgreSQL or root): 503 store_unavailable with
// Retry-After: 5 on REST (and /readyz), Agent HTTP (tools and the catalog) and MCP (before any JSON-RPC work),
// and on MCP a tool failure store_unavailable inside the result when the key was still readable.
import { AccessError } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { toolErrorEnvelopeOf } from '@mandala/mcp-server';
import type { RunningMcpServer } from '@mandala/mcp-server';
import { bearer, chartArguments } from '@mandala/operations/testing';
import type { RestAccessStore } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWiredSurfaces } from './wired-surfaces';
import type { WiredSurfaces } from './wired-surfaces';

/** Which store calls fail. */
type Failing = 'nothing' | 'everything' | 'metering';

/** `store` with its calls failing as `failing()` says, as a store whose database is down fails them. */
function failingStore(store: AccessStore, failing: () => Failing): RestAccessStore {
  const down = () => Promise.reject(new AccessError('store_unavailable', 'The access store is unavailable.'));
  return {
    authenticate: (key, options) => (failing() === 'everything' ? down() : store.authenticate(key, options)),
    quotaStatus: (accountId) => (failing() === 'everything' ? down() : store.quotaStatus(accountId)),
    runMetered: (call, work) => (failing() === 'nothing' ? store.runMetered(call, work) : down()),
    countAccounts: () => (failing() === 'everything' ? down() : store.countAccounts()),
    acquireStreamLease: (accountId, limit) => (failing() === 'everything' ? down() : store.acquireStreamLease(accountId, limit)),
    renewStreamLeases: (leases) => (failing() === 'everything' ? down() : store.renewStreamLeases(leases)),
    releaseStreamLease: (leaseId) => (failing() === 'everything' ? down() : store.releaseStreamLease(leaseId)),
    countStreamLeases: (accountId) => (failing() === 'everything' ? down() : store.countStreamLeases(accountId)),
  };
}

describe('a failing key store, as each surface answers it', () => {
  let store: AccessStore;
  let restUrl: string;
  let mcp: RunningMcpServer;
  let key: string;
  let failing: Failing = 'nothing';
  let wired: WiredSurfaces;

  beforeAll(async () => {
    wired = await startWiredSurfaces('mandala-store-down-', { appStore: (opened) => failingStore(opened, () => failing) });
    ({ store, restUrl, mcp } = wired);
    ({ key } = await store.createAccountWithKey({ name: 'down', plan: 'business' }));
  });
  afterAll(() => wired.close());

  const mcpCall = () =>
    fetch(mcp.url, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'generate_chart', arguments: chartArguments } }),
    });

  it('REST: 503 store_unavailable with Retry-After on an operation and on /readyz', async () => {
    failing = 'everything';
    const answer = await fetch(`${restUrl}/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin`, { headers: bearer(key) });
    expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await answer.json()).toEqual({ error: 'store_unavailable', message: 'The access store is unavailable.' });
    const ready = await fetch(`${restUrl}/readyz`);
    expect([ready.status, ready.headers.get('retry-after')]).toEqual([503, '5']);
  });

  it('Agent HTTP: 503 with Retry-After and chargedUnits null when metering fails; the catalog as problem details', async () => {
    failing = 'metering';
    const tool = await fetch(`${restUrl}/agent/v1/tools/generate-chart`, { method: 'POST', headers: { ...bearer(key), 'content-type': 'application/json' }, body: JSON.stringify(chartArguments) });
    expect([tool.status, tool.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await tool.json()).toMatchObject({ error: { code: 'store_unavailable' }, chargedUnits: null });
    failing = 'everything';
    const catalog = await fetch(`${restUrl}/agent/v1/mcp/catalog`, { headers: bearer(key) });
    expect([catalog.status, catalog.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await catalog.json()).toMatchObject({ status: 503, code: 'store_unavailable' });
  });

  it('MCP: 503 with Retry-After before any JSON-RPC work when the key cannot be checked', async () => {
    failing = 'everything';
    const answer = await mcpCall();
    expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await answer.json()).toMatchObject({ error: { code: -32001, data: { code: 'store_unavailable' } } });
  });

  it('MCP: a tool failure store_unavailable (chargedUnits null) inside a 200 when only metering fails', async () => {
    failing = 'metering';
    const answer = await mcpCall();
    expect(answer.status).toBe(200);
    const { result } = (await answer.json()) as { result: object };
    expect(toolErrorEnvelopeOf(result)).toMatchObject({ error: { code: 'store_unavailable' }, chargedUnits: null });
  });

  it('answers 200 again on every surface once the store answers', async () => {
    failing = 'nothing';
    expect((await fetch(`${restUrl}/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin`, { headers: bearer(key) })).status).toBe(200);
    expect((await mcpCall()).status).toBe(200);
  });
});
