// An unknown prompt answered -32002 (resource not found); the specification asks for -32602 (invalid params) for a
// prompt name the server does not have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, connectClient, startMcpTestServer } from './harness';
import type { McpTestServer } from './harness';

describe('prompts/get of an unknown prompt', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer();
  });
  afterAll(() => served.close());

  it('answers -32602 with what to do, and a prompt outside the plan too', async () => {
    const { key } = await served.account('business');
    const client = await connectClient(served.url, bearer(key));
    await expect(client.getPrompt({ name: 'read_my_horoscope', arguments: {} })).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/prompts\/list/) });
    await client.close();
    const creator = await connectClient(served.url, bearer((await served.account('creator')).key));
    await expect(creator.getPrompt({ name: 'daily_transits', arguments: {} })).rejects.toMatchObject({ code: -32602 });
    await creator.close();
  });
});
