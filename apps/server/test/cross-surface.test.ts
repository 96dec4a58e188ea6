// One process as `pnpm start` wires it: the REST app with Agent HTTP and `POST /mcp` mounted, and the dedicated
// MCP app on the REST app's executor. One account draws one quota through all three surfaces.
import type { AccessStore } from '@mandala/access';
import { toolErrorEnvelopeOf } from '@mandala/mcp-server';
import type { RunningMcpServer } from '@mandala/mcp-server';
import { bearer, chartArguments, usedUnits } from '@mandala/operations/testing';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWiredSurfaces } from './wired-surfaces';
import type { WiredSurfaces } from './wired-surfaces';

/** An SDK client over Streamable HTTP that has listed the tools (so it validates results, as real clients do). */
async function connectClient(url: string, headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'mandala-cross-surface-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  await client.listTools();
  return client;
}

describe('REST, Agent HTTP and MCP share one quota and one idempotency store', () => {
  let store: AccessStore;
  let restUrl: string;
  let mcp: RunningMcpServer;
  let wired: WiredSurfaces;

  beforeAll(async () => {
    wired = await startWiredSurfaces('mandala-cross-');
    ({ store, restUrl, mcp } = wired);
  });
  afterAll(() => wired.close());

  const agentCall = (path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${restUrl}/agent/v1/tools/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('draws one quota through REST, Agent HTTP and MCP, and each surface answers 429 at the end', async () => {
    const { key, accountId } = await store.createAccountWithKey({ name: 'shared', plan: 'creator', customMonthlyUnits: 3 });
    const rest = await fetch(`${restUrl}/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin`, { headers: bearer(key) });
    expect(rest.status).toBe(200);
    const agent = await agentCall('generate-chart', chartArguments, bearer(key));
    expect(((await agent.json()) as { meta: { quota: { used: number } } }).meta.quota.used).toBe(2);
    const client = await connectClient(mcp.url, bearer(key));
    const viaMcp = await client.callTool({ name: 'generate_chart', arguments: chartArguments });
    expect(viaMcp._meta).toMatchObject({ 'mandala/meta': { chargedUnits: 1, quota: { used: 3, remaining: 0 } } });
    expect(await usedUnits(store, accountId)).toBe(3);

    expect((await fetch(`${restUrl}/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin`, { headers: bearer(key) })).status).toBe(429);
    const agentExhausted = await agentCall('generate-chart', chartArguments, bearer(key));
    expect(agentExhausted.status).toBe(429);
    expect(await agentExhausted.json()).toMatchObject({ error: { code: 'quota_exhausted' }, chargedUnits: 0 });
    const mcpExhausted = await client.callTool({ name: 'generate_chart', arguments: chartArguments });
    expect(mcpExhausted.isError).toBe(true);
    expect(toolErrorEnvelopeOf(mcpExhausted)).toMatchObject({ error: { code: 'quota_exhausted' }, chargedUnits: 0 });
    // 0-unit calls still work with the month used up.
    expect((await client.callTool({ name: 'get_reference_item', arguments: { kind: 'center', id: 'Sacral' } })).isError).toBeFalsy();
    expect(await usedUnits(store, accountId)).toBe(3);
    await client.close();
  });

  it('charges once for an idempotency key used on Agent HTTP, then on MCP, then through the get_chart alias', async () => {
    const { key, accountId } = await store.createAccountWithKey({ name: 'retry', plan: 'creator' });
    const first = await agentCall('generate-chart', chartArguments, { ...bearer(key), 'idempotency-key': 'cross-surface-01' });
    expect(((await first.json()) as { meta: { chargedUnits: number } }).meta.chargedUnits).toBe(1);
    const client = await connectClient(mcp.url, bearer(key));
    const retry = await client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, idempotencyKey: 'cross-surface-01' } });
    expect(retry._meta).toMatchObject({ 'mandala/meta': { chargedUnits: 0, idempotency: { status: 'replayed' } } });
    const alias = await agentCall('get_chart', { ...chartArguments, timezone: 'europe/berlin' }, { ...bearer(key), 'idempotency-key': 'cross-surface-01' });
    expect(alias.headers.get('idempotent-replayed')).toBe('true');
    const tier = await client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, detailLevel: 'standard', idempotencyKey: 'cross-surface-01' } });
    expect(toolErrorEnvelopeOf(tier)).toMatchObject({ error: { code: 'insufficient_tier' } });
    const reused = await client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, timezone: 'UTC', idempotencyKey: 'cross-surface-01' } });
    expect(toolErrorEnvelopeOf(reused)).toMatchObject({ error: { code: 'idempotency_key_reused' }, chargedUnits: 0 });
    expect(await usedUnits(store, accountId)).toBe(1);
    await client.close();
  });

  it('serves MCP at POST /mcp on the REST origin with a Deprecation header; GET /mcp is 405', async () => {
    const { key, accountId } = await store.createAccountWithKey({ name: 'legacy-route', plan: 'startup' });
    const client = await connectClient(`${restUrl}/mcp`, bearer(key));
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(15);
    const chart = await client.callTool({ name: 'generate_chart', arguments: chartArguments });
    expect(chart.isError).toBeFalsy();
    await client.close();
    expect(await usedUnits(store, accountId)).toBe(1);

    const ping = await fetch(`${restUrl}/mcp`, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping' }),
    });
    expect(ping.status).toBe(200);
    expect(ping.headers.get('deprecation')).toMatch(/^@\d+$/);
    expect(await ping.json()).toEqual({ jsonrpc: '2.0', id: 7, result: {} });
    const get = await fetch(`${restUrl}/mcp`, { headers: bearer(key) });
    expect(get.status).toBe(405);
    expect(get.headers.get('deprecation')).toMatch(/^@\d+$/);
    const dedicatedGet = await fetch(mcp.url, { headers: bearer(key) });
    expect(dedicatedGet.status).toBe(405);
    expect(dedicatedGet.headers.get('deprecation')).toBeNull();
  });

  it('serves the Agent HTTP catalog on the REST origin', async () => {
    const { key } = await store.createAccountWithKey({ name: 'catalog', plan: 'business' });
    const catalog = await fetch(`${restUrl}/agent/v1/mcp/catalog`, { headers: bearer(key) });
    expect(catalog.status).toBe(200);
    expect(((await catalog.json()) as { tools: unknown[] }).tools).toHaveLength(20);
    expect(catalog.headers.get('x-request-id')).toMatch(/.+/);
  });
});
