// The MCP SDK's own Client over Streamable HTTP against the running dedicated server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, chartArguments, connectClient, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

describe('MCP server with the SDK client', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer();
  });
  afterAll(() => served.close());

  it('initializes: negotiates the protocol version, reports server info and the tools capability, charges 0', async () => {
    const { key, accountId } = await served.account('creator');
    const client = await connectClient(served.url, bearer(key));
    expect(client.getServerVersion()).toMatchObject({ name: 'mandala', version: '0.1.0' });
    expect(client.getServerCapabilities()).toMatchObject({ tools: { listChanged: false } });
    expect(client.getInstructions()).toMatch(/resolve_timezone/);
    await client.ping();
    await client.listTools();
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();

    const raw = await fetch(served.url, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'curl', version: '1' } } }),
    });
    expect(raw.status).toBe(200);
    expect(await raw.json()).toMatchObject({ jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-03-26', serverInfo: { name: 'mandala' } } });
  });

  it('lists tools by tier, each with input and output schemas', async () => {
    const names = async (plan: 'creator' | 'startup' | 'business'): Promise<string[]> => {
      const { key } = await served.account(plan);
      const client = await connectClient(served.url, bearer(key));
      const { tools } = await client.listTools();
      await client.close();
      for (const tool of tools) {
        expect(tool.inputSchema.type).toBe('object');
        expect(tool.outputSchema?.type).toBe('object');
        expect(tool.description?.length).toBeGreaterThan(100);
      }
      return tools.map((tool) => tool.name);
    };
    const creator = ['resolve_timezone', 'generate_chart', 'generate_composite_chart', 'get_reference_item', 'generate_group_composite', 'list_people', 'save_person', 'get_person_chart'];
    expect(await names('creator')).toEqual(creator);
    const startup = [...creator, 'get_gene_keys', 'get_transits', 'get_planetary_forecast', 'get_progressed_chart', 'get_birth_time_range', 'get_return_chart', 'generate_report'];
    expect(await names('startup')).toEqual(startup);
    expect(await names('business')).toEqual([...startup, 'search_celebrities', 'get_gate_calendar', 'get_moon_phases', 'get_transit_alerts', 'generate_chart_batch']);
  });

  it('calls each tool: a Markdown reading in content, the envelope data in structuredContent and its meta in _meta; calculations charge 1', async () => {
    const { key, accountId } = await served.account('business');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools(); // the client validates structuredContent against each outputSchema it has seen

    const chart = await client.callTool({ name: 'generate_chart', arguments: chartArguments });
    expect(chart.isError).toBeFalsy();
    expect(chart.content).toEqual([{ type: 'text', text: expect.stringMatching(/^# Natal chart: Projector 5\/1\n[\s\S]*- Authority: Splenic\n[\s\S]*16-48 The Wavelength[\s\S]*structuredContent/) }]);
    expect(chart).toMatchObject({ structuredContent: { version: 'v1', tool: 'generate_chart', data: { Type: 'Projector' } }, _meta: { 'mandala/meta': { chargedUnits: 1 } } });

    const composite = await client.callTool({
      name: 'generate_composite_chart',
      arguments: { personA: { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' }, personB: { birthDateTime: '1988-11-02T08:05', timezone: 'UTC' } },
    });
    expect(composite).toMatchObject({ structuredContent: { tool: 'generate_composite_chart', data: { Version: 'v1' } }, _meta: { 'mandala/meta': { chargedUnits: 1 } } });
    const transits = await client.callTool({ name: 'get_transits', arguments: { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin', transitDateTime: '2026-01-01T12:00' } });
    expect(transits).toMatchObject({ structuredContent: { data: { Transit: { date: '2026-01-01T12:00:00', timezone: 'UTC' } } }, _meta: { 'mandala/meta': { chargedUnits: 1 } } });
    const zone = await client.callTool({ name: 'resolve_timezone', arguments: { query: 'Berlin' } });
    expect(zone.content).toEqual([{ type: 'text', text: expect.stringMatching(/^# Berlin: Europe\/Berlin \(UTC\+01:00\)\.\n/) }]);
    const reference = await client.callTool({ name: 'get_reference_item', arguments: { kind: 'profile', id: '51' } });
    expect(reference).toMatchObject({ structuredContent: { data: { Id: '5/1' } }, _meta: { 'mandala/meta': { chargedUnits: 0 } } });
    const celebrities = await client.callTool({ name: 'search_celebrities', arguments: { query: 'Einstein' } });
    expect(celebrities.content).toEqual([{ type: 'text', text: expect.stringMatching(/^# No celebrities matched\.\n/) }]);

    expect(await usedUnits(served.store, accountId)).toBe(3);
    await client.close();
  });

  it('refuses a missing or invalid key with HTTP 401/403 before any JSON-RPC work', async () => {
    // The SDK's StreamableHTTPError carries the HTTP status as `code`.
    await expect(connectClient(served.url, {})).rejects.toMatchObject({ code: 401, message: expect.stringMatching(/missing_credential/) });
    await expect(connectClient(served.url, bearer(`mdl_live_${'C'.repeat(43)}`))).rejects.toMatchObject({ code: 403 });
    const { key } = await served.account('creator');
    const inQuery = await fetch(`${served.url}?api_key=${key}`, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(inQuery.status).toBe(401);
    expect(await inQuery.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32001, data: { code: 'credential_in_query' } } });
  });

  it('answers GET with 405 and serves concurrent clients', async () => {
    const { key, accountId } = await served.account('creator');
    const get = await fetch(served.url, { headers: bearer(key) });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const clients = await Promise.all(Array.from({ length: 8 }, () => connectClient(served.url, bearer(key))));
    const results = await Promise.all(
      clients.map((client, index) => client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, birthDateTime: `1990-05-${String(10 + index)}T14:30` } })),
    );
    expect(results.every((result) => result.isError !== true)).toBe(true);
    expect(await usedUnits(served.store, accountId)).toBe(8);
    await Promise.all(clients.map((client) => client.close()));
  });
});
