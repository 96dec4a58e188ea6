// A 2026-07-28 client sends no initialize: each request carries its revision and capabilities in `_meta`. These
// requests are served by the SDK v2 lane with the same tools, charges, errors and redaction as the 2025 lane
// (whose SDK v1 client tests stay as they were, as proof that existing clients still work).
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, chartArguments, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

const MODERN = '2026-07-28';

async function modernClient(url: string, headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'v2-stateless', version: '1.0.0' }, { versionNegotiation: { mode: { pin: MODERN } } });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

describe('stateless requests of the 2026-07-28 revision', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer();
  });
  afterAll(() => served.close());

  it('lists the plan\'s tools and calls one: text for the model, the data, one unit charged', async () => {
    const { key, accountId } = await served.account('business');
    const client = await modernClient(served.url, bearer(key));
    expect(client.getProtocolEra()).toBe('modern');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('generate_chart');
    const result = await client.callTool({ name: 'generate_chart', arguments: chartArguments });
    expect(result.isError).not.toBe(true);
    expect(result.content[0]).toMatchObject({ type: 'text', text: expect.stringMatching(/Profile|profile/) });
    expect(result.structuredContent).toMatchObject({ tool: 'generate_chart', data: { Type: expect.any(String), Profile: expect.any(String) } });
    expect(await usedUnits(served.store, accountId)).toBe(1);
    await client.close();
  });

  it('answers an unknown tool -32602 saying to call tools/list, and charges nothing', async () => {
    const { key, accountId } = await served.account('business');
    const client = await modernClient(served.url, bearer(key));
    await expect(client.callTool({ name: 'generate_horoscope', arguments: {} })).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/tools\/list/) });
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });

  it('answers a domain failure as a tool result with isError, as the 2025 lane does', async () => {
    const { key } = await served.account('business');
    const client = await modernClient(served.url, bearer(key));
    const result = await client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, timezone: 'Mars/Olympus_Mons' } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toMatch(/timezone/i);
    await client.close();
  });

  it('serves resources and prompts of the plan', async () => {
    const { key } = await served.account('business');
    const client = await modernClient(served.url, bearer(key));
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toContain('read_my_chart');
    const read = await client.readResource({ uri: 'mandala://library/gates/34' });
    expect(read.contents[0]).toMatchObject({ uri: 'mandala://library/gates/34' });
    await expect(client.getPrompt({ name: 'read_my_horoscope', arguments: {} })).rejects.toMatchObject({ code: -32602 });
    await client.close();
  });

  it('never echoes a key in an answer', async () => {
    const { key } = await served.account('business');
    const client = await modernClient(served.url, bearer(key));
    const refused = await client.callTool({ name: key, arguments: {} }).catch((error: unknown) => error);
    expect(JSON.stringify(refused, Object.getOwnPropertyNames(refused))).not.toContain(key);
    await client.close();
  });

  it('answers a plain call as one JSON body, and params that do not fit with the 2025 lane\'s sentence', async () => {
    const { key, accountId } = await served.account('business');
    const meta = { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} };
    const headers = {
      ...bearer(key),
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': MODERN,
      'Mcp-Method': 'tools/call',
      'Mcp-Name': 'generate_chart',
    };
    const call = async (params: Record<string, unknown>): Promise<Response> =>
      fetch(served.url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'generate_chart', _meta: meta, ...params } }) });
    const plain = await call({ arguments: chartArguments });
    expect(plain.headers.get('content-type')).toMatch(/application\/json/);
    expect(await plain.json()).toMatchObject({ id: 7, result: { structuredContent: { tool: 'generate_chart' } } });
    const invalid = await call({ arguments: null });
    expect(invalid.status).toBe(200);
    expect(await invalid.json()).toMatchObject({ id: 7, error: { code: -32602, message: expect.stringMatching(/params\.arguments must be an object, not null; send/) } });
    expect(await usedUnits(served.store, accountId)).toBe(1);
  });

  it('streams progress to a client that sends a progress token', async () => {
    const { key } = await served.account('business');
    const client = await modernClient(served.url, bearer(key));
    const steps: number[] = [];
    const arguments_ = { charts: [{ date: chartArguments.birthDateTime, timezone: chartArguments.timezone }], version: 'v1' };
    await client.callTool({ name: 'generate_chart_batch', arguments: arguments_ }, { onprogress: (progress) => steps.push(progress.progress) });
    expect(steps).toEqual([0, 1]);
    await client.close();
  });

  it('answers resources/subscribe, which 2026-07-28 removed, -32601 saying what to do, and logging/setLevel too', async () => {
    const { key } = await served.account('business');
    const meta = { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} };
    const send = async (method: string, params: Record<string, unknown>): Promise<{ status: number; json: Record<string, unknown> }> => {
      const response = await fetch(served.url, {
        method: 'POST',
        headers: { ...bearer(key), 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': MODERN, 'Mcp-Method': method },
        body: JSON.stringify({ jsonrpc: '2.0', id: 9, method, params: { ...params, _meta: meta } }),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    };
    const subscribe = await send('resources/subscribe', { uri: 'mandala://library/gates/34' });
    expect(subscribe.status).toBe(404);
    expect(subscribe.json).toMatchObject({ id: 9, error: { code: -32601, message: expect.stringMatching(/resources\/subscribe.*server\/discover/) } });
    expect(await send('logging/setLevel', { level: 'info' })).toMatchObject({ status: 404, json: { id: 9, error: { code: -32601, message: expect.stringMatching(/logging\/setLevel/) } } });
  });

  it('refuses a batch under 2026-07-28, or of enveloped requests, before anything runs', async () => {
    const { key, accountId } = await served.account('business');
    const meta = { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} };
    const call = { jsonrpc: '2.0', method: 'tools/call', params: { name: 'generate_chart', arguments: chartArguments, _meta: meta } };
    const response = await fetch(served.url, {
      method: 'POST',
      headers: { ...bearer(key), 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': MODERN },
      body: JSON.stringify([{ ...call, id: 1 }, { ...call, id: 2 }]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: -32600, message: expect.stringMatching(/one message per HTTP request/) } });
    // Without the header, a batch of enveloped requests reaches the SDK v2, which refuses it whole too.
    const unmarked = await fetch(served.url, {
      method: 'POST',
      headers: { ...bearer(key), 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify([{ ...call, id: 1 }, { ...call, id: 2 }]),
    });
    expect(unmarked.status).toBe(400);
    expect(await unmarked.json()).toMatchObject({ error: { code: -32600, message: expect.stringMatching(/batches may not contain requests for protocol revision 2026-07-28/) } });
    expect(await usedUnits(served.store, accountId)).toBe(0);
  });
});
