// generate_chart with the real engines through the MCP SDK client, which checks each structured result
// against the tool's outputSchema with its own (draft-07) validator: every detail level must pass.
import { createDefaultEngines } from '@mandala/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, connectClient, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

describe('generate_chart output schema with the real engines', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer({ engines: createDefaultEngines() });
  });
  afterAll(() => served.close());

  const births = [
    { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' },
    { birthDateTime: '2021-03-28T02:30', timezone: 'Europe/Berlin' },
    { birthDateTime: '1962-11-09T23:55', timezone: 'Asia/Kathmandu' },
  ];

  it.each(['core', 'standard', 'full'] as const)('passes the SDK client check at detail level %s', async (detailLevel) => {
    const { key, accountId } = await served.account('startup');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools(); // the client validates structuredContent against each outputSchema it has seen
    for (const birth of births) {
      const answer = await client.callTool({ name: 'generate_chart', arguments: { ...birth, detailLevel } });
      expect(answer.isError).toBeFalsy();
      expect(answer.structuredContent).toMatchObject({ tool: 'generate_chart', data: { IncarnationCross: { Gates: expect.any(Array) } } });
    }
    expect(await usedUnits(served.store, accountId)).toBe(births.length);
    await client.close();
  });
});
