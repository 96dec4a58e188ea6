// No MCP answer echoes an API key, not even the caller's own one sent where a key does not belong: as a tool
// name (the SDK's "Unknown tool: …"), as a member of the message, as the charset, as the X-Request-Id. The fuzzer
// found each of them answered word for word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJsonRpc, startMcpTestServer } from './harness';
import type { McpTestServer } from './harness';

let served: McpTestServer;
let key: string;
beforeAll(async () => {
  served = await startMcpTestServer();
  ({ key } = await served.account('business'));
});
afterAll(() => served.close());

describe('MCP answers never echo a key', () => {
  it.each([
    ['a tool name', () => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: key, arguments: {} } }), () => ({})],
    ['a member of the message', () => ({ jsonrpc: '2.0', id: 1, method: 'tools/list', [key]: 1 }), () => ({})],
    ['the charset', () => ({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), () => ({ 'content-type': `application/json; charset=${key}` })],
    ['a tool argument', () => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_reference_item', arguments: { kind: 'center', id: key } } }), () => ({})],
  ] as const)('sent as %s', async (_where, body, headers) => {
    const answer = await postJsonRpc(served.url, key, body(), headers());
    expect(answer.status).toBeLessThan(500);
    expect(JSON.stringify(answer.body)).not.toContain(key);
    expect(JSON.stringify(answer.body)).toContain('mdl_live_[REDACTED]');
  });

  it('does not take a key-shaped X-Request-Id as the request id', async () => {
    const response = await fetch(served.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-request-id': key },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'resolve_timezone', arguments: { query: 'Berlin' } } }),
    });
    const text = await response.text();
    expect(response.headers.get('x-request-id')).not.toBe(key);
    expect(text).not.toContain(key);
  });
});
