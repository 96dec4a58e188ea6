// resources/subscribe and resources/unsubscribe answered -32601 (issue 36; the conformance suite's subscription
// scenarios). Now the server offers `resources.subscribe`: a subscription to a resource it has is accepted (none
// changes while the process runs, so no update ever follows), one to a URI it does not have answers -32002.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, connectClient, startMcpTestServer } from './harness';
import type { McpTestServer } from './harness';

describe('resource subscriptions', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer();
  });
  afterAll(() => served.close());

  it('offers subscriptions and accepts them for the library and the app page', async () => {
    const client = await connectClient(served.url, bearer((await served.account('creator')).key));
    expect(client.getServerCapabilities()?.resources).toEqual({ listChanged: false, subscribe: true });
    for (const uri of ['mandala://library/gates/34', 'ui://mandala/bodygraph']) {
      await expect(client.subscribeResource({ uri })).resolves.toEqual({});
      await expect(client.unsubscribeResource({ uri })).resolves.toEqual({});
    }
    await client.close();
  });

  it('answers -32002 for a URI the server does not have', async () => {
    const client = await connectClient(served.url, bearer((await served.account('creator')).key));
    await expect(client.subscribeResource({ uri: 'mandala://library/gates/65' })).rejects.toMatchObject({ code: -32002 });
    await expect(client.subscribeResource({ uri: 'test://watched-resource' })).rejects.toMatchObject({ code: -32002 });
    await client.close();
  });
});
