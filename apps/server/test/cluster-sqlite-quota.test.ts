// `pnpm start` with two workers on SQLite: the key notice once, one exact quota across the workers through every
// surface, and an MCP client whose requests land on either worker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import { bearer, usedUnits } from '@mandala/operations/testing';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService } from './cluster-harness';
import type { ServiceProcess } from './cluster-harness';
import { sendChartCalls, tally } from './chart-calls';

describe('two workers on one SQLite key store', () => {
  let dataDirectory: string;
  let service: ServiceProcess;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-cluster-sqlite-'));
    service = await startService({ MANDALA_WORKERS: '2', MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: '' });
  }, 180_000);
  afterAll(async () => {
    await service?.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('prints the development key once, on stderr, and in no log line', () => {
    const keys = service.stderr().match(/mdl_live_[A-Za-z0-9_-]+/g) ?? [];
    expect(keys).toHaveLength(1);
    expect(JSON.stringify(service.lines)).not.toContain((keys[0] ?? '').slice('mdl_live_'.length));
    expect(service.liveWorkers().size).toBe(2);
  });

  it('gives out an account quota exactly: 200 concurrent calculations over REST, Agent HTTP and MCP', async () => {
    const store = await openAccessStore({ dataDirectory });
    const { key, accountId } = await store.createAccountWithKey({ name: 'cluster', plan: 'enterprise', customMonthlyUnits: 150 });
    const outcomes = await sendChartCalls(service, key, 200);
    expect(tally(outcomes)).toEqual({ charged: 150, quota_exhausted: 50 });
    expect(await usedUnits(store, accountId)).toBe(150);
    await store.close();
    // Both workers answered: the primary handed the connections out in turn.
    for (const workerId of service.liveWorkers().keys()) {
      await service.waitForLine((line) => line.msg === 'request' && line.worker === workerId, 5_000);
    }
  }, 60_000);

  it('serves one MCP client session whichever worker answers each of its requests', async () => {
    const store = await openAccessStore({ dataDirectory });
    const { key, accountId } = await store.createAccountWithKey({ name: 'mcp-session', plan: 'business' });
    await store.close();
    const requestId = 'mcp-session-across-workers';
    // `Connection: close` ends each connection after one request, so the session's requests travel on different
    // connections, which the primary handed to the workers in turn.
    const headers = { ...bearer(key), connection: 'close', 'x-request-id': requestId };
    const client = new Client({ name: 'mandala-cluster-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(service.mcpUrl), { requestInit: { headers } }));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('generate_chart');
    for (const minute of [10, 11, 12, 13]) {
      const result = await client.callTool({ name: 'generate_chart', arguments: { birthDateTime: `1977-07-07T07:${minute}`, timezone: 'Asia/Tokyo', detailLevel: 'core' } });
      expect(result.isError).toBeFalsy();
      expect(result).toMatchObject({ structuredContent: { tool: 'generate_chart' }, _meta: { 'mandala/meta': { chargedUnits: 1 } } });
    }
    await client.close();
    const verifyStore = await openAccessStore({ dataDirectory });
    // Each worker's quota lease holds spare units until it has been idle for 1 s; another reader counts them as used.
    await expect.poll(() => usedUnits(verifyStore, accountId), { timeout: 10_000 }).toBe(4);
    await verifyStore.close();
    // Requests of the session were answered by each worker.
    for (const workerId of service.liveWorkers().keys()) {
      await service.waitForLine((line) => line.msg === 'request' && line.requestId === requestId && line.worker === workerId, 5_000);
    }
  }, 60_000);
});
