// The server offered no logging capability (logging/setLevel answered -32601), sent no progress for long tools and
// had no icons or website in its serverInfo. Now: logging with notifications/message, progress notifications for
// batch, group and calendar tools when the call carries a progress token, and a server icon and title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { bearer, connectClient, startMcpTestServer } from './harness';
import type { McpTestServer } from './harness';

describe('logging, progress and server info', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer();
  });
  afterAll(() => served.close());

  it('reports a title and an icon, and offers logging', async () => {
    const client = await connectClient(served.url, bearer((await served.account('business')).key));
    const info = client.getServerVersion();
    expect(info).toMatchObject({ name: 'mandala', title: expect.any(String) });
    expect(info?.icons?.[0]).toMatchObject({ mimeType: 'image/svg+xml', src: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    expect(client.getServerCapabilities()?.logging).toEqual({});
    await expect(client.setLoggingLevel('warning')).resolves.toEqual({});
    await client.close();
  });

  it('sends progress and a log message for a batch call with a progress token, and the result after them', async () => {
    const client = await connectClient(served.url, bearer((await served.account('business')).key));
    const logs: unknown[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      logs.push(notification.params);
    });
    const progress: { progress: number; total?: number; message?: string }[] = [];
    const entry = { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' };
    const result = await client.callTool({ name: 'generate_chart_batch', arguments: { charts: [entry, { ...entry, id: 'b' }], version: 'v1' } }, undefined, {
      onprogress: (update) => progress.push(update),
    });
    expect(result.isError).toBeFalsy();
    expect(progress).toEqual([
      { progress: 0, total: 1, message: 'generate_chart_batch started.' },
      { progress: 1, total: 1, message: 'generate_chart_batch finished.' },
    ]);
    expect(logs).toEqual([{ level: 'info', logger: 'mandala', data: 'generate_chart_batch answered; 2 unit(s) charged.' }]);
    await client.close();
  });

  it('answers plain JSON without a progress token, and sends no progress for a single chart', async () => {
    const { key } = await served.account('business');
    const plain = await fetch(served.url, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'generate_chart', arguments: { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' }, _meta: { progressToken: 7 } } }),
    });
    expect(plain.headers.get('content-type')).toMatch(/text\/event-stream/);
    const text = await plain.text();
    expect(text).not.toMatch(/notifications\/progress/);
    expect(text).toMatch(/"result"/);
  });
});
