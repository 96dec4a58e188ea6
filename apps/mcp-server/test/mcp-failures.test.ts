// Provider failures, timeouts and contract failures reach MCP clients as isError results with the same
// codes as Agent HTTP, and charge nothing.
import { afterEach, describe, expect, it } from 'vitest';
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
    const result = await client.callTool({ name: 'generate_chart', arguments: chartArguments });
    expect(result).toMatchObject({ isError: true, structuredContent: { error: { code: 'provider_failed' }, chargedUnits: 0 } });
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });

  it('reports a calculation past the time budget as execution_timed_out (504 on Agent HTTP), uncharged', async () => {
    served = await startMcpTestServer({
      engines: createTestEngines({ transitChart: () => new Promise((resolve) => setTimeout(() => resolve({}), 1_000)) }),
      timeBudgetMilliseconds: 40,
    });
    const { key, accountId } = await served.account('startup');
    const client = await connectClient(served.url, bearer(key));
    const result = await client.callTool({ name: 'get_transits', arguments: { birthDateTime: '1990-05-15T14:30', timezone: 'UTC' } });
    expect(result).toMatchObject({ isError: true, structuredContent: { error: { code: 'execution_timed_out' }, chargedUnits: 0 } });
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });

  it('refuses an idempotencyKey that is not a string as a validation error', async () => {
    served = await startMcpTestServer();
    const { key } = await served.account('creator');
    const client = await connectClient(served.url, bearer(key));
    const result = await client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, idempotencyKey: 12345678 } });
    expect(result).toMatchObject({ isError: true, structuredContent: { error: { code: 'validation_error' }, chargedUnits: 0 } });
    const badPattern = await client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, idempotencyKey: 'short' } });
    expect(badPattern).toMatchObject({ isError: true, structuredContent: { error: { code: 'invalid_idempotency_key' } } });
    await client.close();
  });
});
