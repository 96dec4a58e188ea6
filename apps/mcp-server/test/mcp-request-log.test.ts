// The dedicated MCP server writes one JSON line per request, as REST does: method, URL, status, duration,
// key id (never the key), JSON-RPC method, tool and units. POST /mcp hands the same facts to the host's line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonLineLogger } from '../src/mcp-logger';
import { bearer, chartArguments, connectClient, postJsonRpc, startCompatibilityRoute, startMcpTestServer } from './harness';
import type { McpTestServer } from './harness';

const lines: string[] = [];
let served: McpTestServer;
beforeAll(async () => {
  served = await startMcpTestServer({ logger: createJsonLineLogger((line) => lines.push(line)) });
});
afterAll(() => served.close());

const entries = (): Record<string, unknown>[] => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request log lines of the dedicated MCP server', () => {
  it('logs each request with key id, JSON-RPC method, tool and units, and never the key', async () => {
    const { key } = await served.account('business');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools();
    await client.callTool({ name: 'generate_chart', arguments: chartArguments });
    await client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, timezone: 'EST' } });
    await client.close();

    const requests = entries().filter((entry) => entry['msg'] === 'request');
    const keyId = requests.find((entry) => typeof entry['keyId'] === 'string')?.['keyId'];
    expect(keyId).toMatch(/^key_/);
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'info', method: 'POST', url: '/', status: 200, rpcMethod: 'initialize', keyId, chargedUnits: 0 }),
        expect.objectContaining({ status: 202, rpcMethod: 'notifications/initialized', keyId }),
        expect.objectContaining({ status: 200, rpcMethod: 'tools/list', keyId, chargedUnits: 0 }),
        expect.objectContaining({ status: 200, rpcMethod: 'tools/call', tool: 'generate_chart', keyId, chargedUnits: 1 }),
        expect.objectContaining({ status: 200, rpcMethod: 'tools/call', tool: 'generate_chart', chargedUnits: 0, errorCode: 'validation_error' }),
      ]),
    );
    for (const entry of requests) {
      expect(entry).toMatchObject({ surface: 'mcp', requestId: expect.any(String), durationMs: expect.any(Number) });
    }
    expect(lines.join('')).not.toContain(key.slice('mdl_live_'.length));
  });

  it('logs refusals with their codes, and redacts a key put in the URL', async () => {
    lines.length = 0;
    const { key } = await served.account('creator');
    await postJsonRpc(`${served.url}?q=mdl_live%5F${key.slice('mdl_live_'.length)}`, key, { jsonrpc: '2.0', id: 1, method: 'ping' });
    await postJsonRpc(served.url, 'mdl_live_unknown', { jsonrpc: '2.0', id: 1, method: 'ping' });
    await postJsonRpc(served.url, key, []);
    await postJsonRpc(served.url, key, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'generate_chart', arguments: null } });
    const requests = entries().filter((entry) => entry['msg'] === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ status: 200, url: '/?q=mdl_live_[REDACTED]', rpcMethod: 'ping' }),
      expect.objectContaining({ status: 401, errorCode: 'malformed_credential' }),
      expect.objectContaining({ status: 400, rpcErrorCode: -32600 }),
      expect.objectContaining({ status: 200, rpcMethod: 'tools/call', rpcErrorCode: -32602 }),
    ]);
    expect(lines.join('')).not.toContain(key.slice('mdl_live_'.length));
  });

  it('hands the same facts to the host on POST /mcp', async () => {
    const compatibility = await startCompatibilityRoute(served);
    try {
      const { key } = await served.account('creator');
      await postJsonRpc(compatibility.url, key, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'generate_chart', arguments: chartArguments } });
      expect(compatibility.states.at(-1)?.log).toMatchObject({ keyId: expect.stringMatching(/^key_/), rpcMethod: 'tools/call', tool: 'generate_chart', chargedUnits: 1 });
    } finally {
      await compatibility.close();
    }
  });
});
