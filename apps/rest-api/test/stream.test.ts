import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

interface StreamEvent {
  event: string;
  data: { timestamp: string; planets: Record<string, unknown>; highlights: Record<string, unknown> };
}

/** Opens the stream and collects `count` events, then disconnects. */
async function collectEvents(server: TestServer, key: string, count: number, query = 'interval=10'): Promise<{ status: number; contentType: string | null; events: StreamEvent[] }> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/stream/planetary-positions?${query}`, { headers: bearer(key), signal: controller.signal });
  const events: StreamEvent[] = [];
  if (response.body === null) throw new Error('no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event !== undefined && data !== undefined) events.push({ event, data: JSON.parse(data) as StreamEvent['data'] });
      boundary = buffer.indexOf('\n\n');
    }
  }
  controller.abort();
  await reader.cancel().catch(() => undefined);
  return { status: response.status, contentType: response.headers.get('content-type'), events };
}

describe('GET /stream/planetary-positions (SSE)', () => {
  let server: TestServer;
  const engines = createEchoEngines();

  beforeAll(async () => {
    // One "second" of interval lasts 2 ms here, so interval=10 ticks every 20 ms.
    server = await startTestServer({ engines, streamIntervalMilliseconds: (seconds) => seconds * 2 });
  });
  afterAll(() => server.close());

  it('sends planetary-update events with planets and highlights, charging 1 unit to open', async () => {
    const { key, accountId } = await server.account('startup');
    const { status, contentType, events } = await collectEvents(server, key, 3);
    expect(status).toBe(200);
    expect(contentType).toMatch(/text\/event-stream/);
    expect(events).toHaveLength(3);
    for (const event of events) {
      expect(event.event).toBe('planetary-update');
      expect(Object.keys(event.data.planets)).toEqual(['Sun', 'Moon', 'Mercury']);
      expect(event.data.highlights).toEqual({ sunGate: 34, moonGate: 20, activeChannels: ['20-34'], retrogradePlanets: ['Mercury'] });
    }
    expect(await usedUnits(server.store, accountId)).toBe(1);
  });

  it('shares one computation per tick between subscribers and stops when they disconnect', async () => {
    const { key } = await server.account('business');
    const ticksBefore = server.app.streams.tickComputations;
    const [first, second] = await Promise.all([collectEvents(server, key, 6), collectEvents(server, key, 6)]);
    expect(first.events).toHaveLength(6);
    expect(second.events).toHaveLength(6);
    const ticks = server.app.streams.tickComputations - ticksBefore;
    // 2 × 5 tick events were delivered; shared ticks mean far fewer computations than deliveries.
    expect(ticks).toBeLessThanOrEqual(7);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.app.streams.subscriberCount).toBe(0);
  });

  it('answers JSON errors before streaming: 401 without a key, 403 below Startup, 400 for a bad interval', async () => {
    expect((await server.request('/stream/planetary-positions')).status).toBe(401);
    const free = await server.account('free');
    expect((await server.request('/stream/planetary-positions', { headers: bearer(free.key) })).status).toBe(403);
    const startup = await server.account('startup');
    const bad = await server.request('/stream/planetary-positions?interval=9', { headers: bearer(startup.key) });
    expect(bad).toMatchObject({ status: 400, body: { error: 'validation_error' } });
    expect(await usedUnits(server.store, startup.accountId)).toBe(0);
  });

  it('ends open streams when the server shuts its streams down', async () => {
    const { key } = await server.account('business');
    const response = await fetch(`${server.url}/stream/planetary-positions?interval=3600`, { headers: bearer(key) });
    const reader = response.body!.getReader();
    await reader.read();
    expect(server.app.streams.subscriberCount).toBe(1);
    server.app.streams.closeAll();
    let done = false;
    while (!done) ({ done } = await reader.read());
    expect(server.app.streams.subscriberCount).toBe(0);
  });
});
