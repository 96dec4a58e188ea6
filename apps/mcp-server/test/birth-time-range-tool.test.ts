// get_birth_time_range with the real engines through the MCP SDK client (which checks the structured result
// against the tool's outputSchema), at both levels, and a window that makes no sense as an uncharged isError result.
import { createDefaultEngines } from '@mandala/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolErrorEnvelopeOf } from '../src/tool-call-result';
import { bearer, connectClient, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

describe('get_birth_time_range over MCP', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer({ engines: createDefaultEngines() });
  });
  afterAll(() => served.close());

  it.each(['headline', 'activations'] as const)('answers the %s level with a result its outputSchema accepts, 1 unit', async (level) => {
    const { key, accountId } = await served.account('startup');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools();
    const result = await client.callTool({ name: 'get_birth_time_range', arguments: { date: '1990-05-04', timezone: 'Europe/Paris', from: '06:00', to: '12:00', level } });
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    const data = (result.structuredContent as { data: { Segments: { Activations?: unknown[] }[] } }).data;
    expect(data.Segments.length).toBeGreaterThan(1);
    if (level === 'activations') expect(data.Segments[0]?.Activations).toHaveLength(26);
    expect((result.content as { text: string }[])[0]?.text.length).toBeGreaterThan(10);
    expect(await usedUnits(served.store, accountId)).toBe(1);
    await client.close();
  });

  it('refuses from after to as an isError result naming the field, charging nothing', async () => {
    const { key, accountId } = await served.account('startup');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools();
    const result = await client.callTool({ name: 'get_birth_time_range', arguments: { date: '1990-05-04', timezone: 'Europe/Paris', from: '12:00', to: '06:00' } });
    expect(result.isError).toBe(true);
    expect(toolErrorEnvelopeOf(result)).toMatchObject({ error: { code: 'validation_error' }, chargedUnits: 0 });
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });
});
