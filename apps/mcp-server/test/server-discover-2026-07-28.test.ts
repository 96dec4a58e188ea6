// `server/discover` of the 2026-07-28 revision answered -32601 on the SDK v1 server. Now the SDK v2 lane answers it
// under 2026-07-28, and the SDK v1 lane answers it under the 2025 revisions: both name 2026-07-28 as the revision a
// client can use, with the capabilities and instructions `initialize` gives.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_SERVER_INSTRUCTIONS } from '../src/create-protocol-server';
import { bearer, startMcpTestServer } from './harness';
import type { McpTestServer } from './harness';

const MODERN = '2026-07-28';
const CLIENT_META = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1.0.0' },
};

async function post(url: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('server/discover', () => {
  let served: McpTestServer;
  let key: string;
  beforeAll(async () => {
    served = await startMcpTestServer();
    key = (await served.account('business')).key;
  });
  afterAll(() => served.close());

  it('under 2026-07-28 answers the revision, the capabilities, the instructions and who answers', async () => {
    const headers = { ...bearer(key), 'MCP-Protocol-Version': MODERN, 'Mcp-Method': 'server/discover' };
    const answer = await post(served.url, headers, { jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: CLIENT_META } });
    expect(answer.status).toBe(200);
    // Nothing this lane does not answer is offered: no resource subscriptions, no logging/setLevel.
    const capabilities = (answer.json['result'] as { capabilities: { resources: Record<string, unknown>; logging?: unknown } }).capabilities;
    expect(capabilities.resources['subscribe']).toBeUndefined();
    expect(capabilities.logging).toBeUndefined();
    expect(answer.json).toMatchObject({
      id: 1,
      result: {
        supportedVersions: [MODERN],
        capabilities: { tools: {}, resources: { listChanged: false }, prompts: {}, completions: {} },
        instructions: MCP_SERVER_INSTRUCTIONS,
        _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'mandala', version: '0.1.0' } },
      },
    });
  });

  it('under a 2025 revision (no _meta envelope) answers too, pointing at 2026-07-28', async () => {
    const answer = await post(served.url, { ...bearer(key), 'MCP-Protocol-Version': '2025-11-25' }, { jsonrpc: '2.0', id: 2, method: 'server/discover' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: 2, result: { supportedVersions: [MODERN], instructions: MCP_SERVER_INSTRUCTIONS } });
    // The same offer as under 2026-07-28 itself, so a client that moves finds what it was told.
    const modern = await post(served.url, { ...bearer(key), 'MCP-Protocol-Version': MODERN, 'Mcp-Method': 'server/discover' }, {
      jsonrpc: '2.0',
      id: 2,
      method: 'server/discover',
      params: { _meta: CLIENT_META },
    });
    expect((answer.json['result'] as Record<string, unknown>)['capabilities']).toEqual((modern.json['result'] as Record<string, unknown>)['capabilities']);
  });

  it('is what the SDK v2 client probes with: in auto mode it settles on 2026-07-28 without an initialize', async () => {
    const client = new Client({ name: 'v2-probe', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url), { requestInit: { headers: bearer(key) } }));
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
    expect(client.getDiscoverResult()?.supportedVersions).toEqual([MODERN]);
    expect(client.getInstructions()).toBe(MCP_SERVER_INSTRUCTIONS);
    await client.close();
  });

  it('under a revision not served answers -32022 naming the one that is', async () => {
    const future = '2027-01-01';
    const headers = { ...bearer(key), 'MCP-Protocol-Version': future, 'Mcp-Method': 'server/discover' };
    const answer = await post(served.url, headers, { jsonrpc: '2.0', id: 4, method: 'server/discover', params: { _meta: { ...CLIENT_META, 'io.modelcontextprotocol/protocolVersion': future } } });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ id: 4, error: { code: -32022, data: { supported: [MODERN], requested: future } } });
  });

  it('without a credential is refused with the 401 challenge before the SDK sees it', async () => {
    const headers = { 'MCP-Protocol-Version': MODERN, 'Mcp-Method': 'server/discover' };
    const answer = await post(served.url, headers, { jsonrpc: '2.0', id: 3, method: 'server/discover', params: { _meta: CLIENT_META } });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ error: { code: -32001 } });
  });
});
