// Provider failures, timeouts and contract failures reach MCP clients as isError results with the same
// codes as Agent HTTP, and charge nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { echoed } from '@mandala/operations/testing';
import { toolErrorEnvelopeOf } from '../src/tool-call-result';
import { bearer, chartArguments, connectClient, createTestEngines, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

let served: McpTestServer | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

describe('MCP tool failures', () => {
  it('reports an engine crash as provider_failed (502 on Agent HTTP), uncharged', async () => {
    served = await startMcpTestServer({
      engines: createTestEngines({
        natalChart: () => {
          throw new RangeError('boom');
        },
      }),
    });
    const { key, accountId } = await served.account('creator');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools(); // as a real client does: from here on it validates results against the outputSchema
    const result = await client.callTool({ name: 'generate_chart', arguments: chartArguments });
    expect(result.isError).toBe(true);
    expect(toolErrorEnvelopeOf(result)).toMatchObject({ error: { code: 'provider_failed' }, chargedUnits: 0 });
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });

  it('reports a calculation past the time budget as execution_timed_out (504 on Agent HTTP), uncharged', async () => {
    served = await startMcpTestServer({
      engines: createTestEngines({ transitChart: () => new Promise((resolve) => setTimeout(() => resolve(echoed({})), 1_000)) }),
      timeBudgetMilliseconds: 40,
    });
    const { key, accountId } = await served.account('startup');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools(); // as a real client does: from here on it validates results against the outputSchema
    const result = await client.callTool({ name: 'get_transits', arguments: { birthDateTime: '1990-05-15T14:30', timezone: 'UTC' } });
    expect(result.isError).toBe(true);
    expect(toolErrorEnvelopeOf(result)).toMatchObject({ error: { code: 'execution_timed_out' }, chargedUnits: 0 });
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });

  it('refuses an idempotencyKey that is not a string as a validation error', async () => {
    served = await startMcpTestServer();
    const { key } = await served.account('creator');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools(); // as a real client does: from here on it validates results against the outputSchema
    const result = await client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, idempotencyKey: 12345678 } });
    expect(toolErrorEnvelopeOf(result)).toMatchObject({ error: { code: 'validation_error', details: { issues: [{ path: 'idempotencyKey' }] } }, chargedUnits: 0 });
    const badPattern = await client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, idempotencyKey: 'short' } });
    expect(toolErrorEnvelopeOf(badPattern)).toMatchObject({ error: { code: 'invalid_idempotency_key' } });
    await client.close();
  });
});
