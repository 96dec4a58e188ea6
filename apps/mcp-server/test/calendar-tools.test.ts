// The four calendar tools with the real engines through the MCP SDK client, which checks each structured result
// against the tool's outputSchema; bad arguments come back as isError results with the message, uncharged.
import { createDefaultEngines } from '@mandala/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolErrorEnvelopeOf } from '../src/tool-call-result';
import { bearer, connectClient, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

describe('calendar tools over MCP', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer({ engines: createDefaultEngines() });
  });
  afterAll(() => served.close());

  it('answers each calendar tool with a result its outputSchema accepts, 1 unit each', async () => {
    const { key, accountId } = await served.account('business');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools();
    const calls = [
      { name: 'get_planetary_forecast', arguments: { startDate: '2026-03-01', endDate: '2026-03-07', timezone: 'Europe/Berlin' } },
      { name: 'get_gate_calendar', arguments: { year: 2026, month: 3 } },
      { name: 'get_moon_phases', arguments: { year: 2026, month: 3, timezone: 'America/New_York' } },
      { name: 'get_transit_alerts', arguments: { date: '1985-03-12T14:30', timezone: 'America/New_York', days: 14, startDate: '2026-03-01' } },
    ];
    for (const call of calls) {
      const result = await client.callTool(call);
      expect(result.isError, `${call.name}: ${JSON.stringify(result.content)}`).toBeFalsy();
      expect(result).toMatchObject({ structuredContent: { tool: call.name }, _meta: { 'mandala/meta': { chargedUnits: 1 } } });
      expect((result.content as { text: string }[])[0]?.text.length).toBeGreaterThan(10);
    }
    expect(await usedUnits(served.store, accountId)).toBe(calls.length);
    await client.close();
  });

  it('answers get_return_chart of every kind and get_progressed_chart with results their outputSchema accepts', async () => {
    const { key, accountId } = await served.account('startup');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools();
    const birth = { date: '1985-03-12T14:30', timezone: 'America/New_York' };
    const calls = [
      { name: 'get_return_chart', arguments: { ...birth, kind: 'solar', year: 2027 } },
      { name: 'get_return_chart', arguments: { ...birth, kind: 'lunar', month: '2027-01' } },
      { name: 'get_return_chart', arguments: { ...birth, kind: 'saturn' } },
      { name: 'get_return_chart', arguments: { ...birth, kind: 'chiron' } },
      { name: 'get_return_chart', arguments: { ...birth, kind: 'uranus-opposition' } },
      { name: 'get_progressed_chart', arguments: { ...birth, progressedTo: '2026-03-12T12:00' } },
    ];
    for (const call of calls) {
      const result = await client.callTool(call);
      expect(result.isError, `${JSON.stringify(call.arguments)}: ${JSON.stringify(result.content)}`).toBeFalsy();
      expect(result).toMatchObject({ structuredContent: { tool: call.name }, _meta: { 'mandala/meta': { chargedUnits: 1 } } });
    }
    const missingYear = await client.callTool({ name: 'get_return_chart', arguments: { ...birth, kind: 'solar' } });
    expect(toolErrorEnvelopeOf(missingYear)?.error.message).toMatch(/needs the year/);
    expect(await usedUnits(served.store, accountId)).toBe(calls.length);
    await client.close();
  });

  it('answers generate_group_composite and generate_chart_batch through the SDK client, refusing an idempotencyKey on the batch', async () => {
    const { key, accountId } = await served.account('business');
    const client = await connectClient(served.url, bearer(key));
    const { tools } = await client.listTools();
    const batchTool = tools.find((tool) => tool.name === 'generate_chart_batch');
    expect(Object.keys(batchTool?.inputSchema.properties ?? {})).not.toContain('idempotencyKey');
    const members = [
      { date: '1990-05-15T14:30', timezone: 'Europe/Berlin', name: 'Ana' },
      { date: '1985-03-12T14:30', timezone: 'America/New_York' },
      { date: '1975-01-20T23:10', timezone: 'Asia/Tokyo' },
    ];
    const group = await client.callTool({ name: 'generate_group_composite', arguments: { members } });
    expect(group.isError, JSON.stringify(group.content)).toBeFalsy();
    expect(group).toMatchObject({ structuredContent: { tool: 'generate_group_composite' }, _meta: { 'mandala/meta': { chargedUnits: 1 } } });
    const batch = await client.callTool({ name: 'generate_chart_batch', arguments: { charts: [...members.map(({ date, timezone }) => ({ date, timezone })), { date: '1990-05-15T14:30', timezone: 'EST' }], version: 'v1' } });
    expect(batch.isError, JSON.stringify(batch.content)).toBeFalsy();
    expect(batch).toMatchObject({ _meta: { 'mandala/meta': { chargedUnits: 3 } }, structuredContent: { data: { Summary: { Succeeded: 3, Failed: 1 } } } });
    const keyed = await client.callTool({ name: 'generate_chart_batch', arguments: { charts: [{ date: '1990-05-15T14:30', timezone: 'UTC' }], idempotencyKey: 'batch-key-0001' } });
    expect(toolErrorEnvelopeOf(keyed)?.error.message).toMatch(/does not accept an Idempotency-Key/);
    expect(await usedUnits(served.store, accountId)).toBe(4);
    await client.close();
  });

  it('refuses a 32-day forecast and a Startup key on the gate calendar, charging nothing', async () => {
    const { key, accountId } = await served.account('startup');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools();
    const long = await client.callTool({ name: 'get_planetary_forecast', arguments: { startDate: '2026-01-01', endDate: '2026-02-01' } });
    expect(long.isError).toBe(true);
    expect(toolErrorEnvelopeOf(long)?.error).toMatchObject({ code: 'validation_error', message: expect.stringMatching(/at most 31 days/) });
    const tier = await client.callTool({ name: 'get_gate_calendar', arguments: { year: 2026, month: 3 } });
    expect(toolErrorEnvelopeOf(tier)?.error.code).toBe('insufficient_tier');
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });
});
