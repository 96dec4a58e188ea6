// Guards the end of a stream whose client does not read (issue 35): an unread stream kept buffering about 4.3 kB
// every tick for as long as its client kept the connection. Now a stream holding more than its limit of unsent
// bytes is ended and its connection closed, and its place under the account's stream cap freed, while a client that
// reads keeps its stream.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { bearer, startTestServer } from './helpers';
import type { TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  // interval=10 ticks every millisecond here; a stream may hold 16 kB unsent.
  server = await startTestServer({ engines: createEchoEngines(), streamIntervalMilliseconds: (seconds) => seconds / 10, streamMaxUnsentBytes: 16 * 1024 });
});
afterAll(() => server.close());

describe('a stream whose client does not read', () => {
  it('is ended and its connection closed, while a reading client keeps its stream', async () => {
    const { key, accountId } = await server.account('startup');
    const { port } = new URL(server.url);
    // The stalled client: sends the request, then never reads (its socket paused from the start).
    const stalled = connect(Number(port), '127.0.0.1');
    stalled.pause();
    const stalledClosed = new Promise<number>((resolve) => stalled.once('close', () => resolve(Date.now())));
    stalled.on('error', () => undefined);
    stalled.write(`GET /stream/planetary-positions?interval=10 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${bearer(key).authorization}\r\n\r\n`);

    // The reading client: reads every byte for the same time.
    const controller = new AbortController();
    const reading = await fetch(`${server.url}/stream/planetary-positions?interval=10`, { headers: bearer(key), signal: controller.signal });
    const reader = reading.body?.getReader();
    if (reader === undefined) throw new Error('no body');
    let readingBytes = 0;
    let readingEnded = false;
    const readLoop = (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) {
          readingEnded = true;
          return;
        }
        readingBytes += value.length;
      }
    })();

    // Both streams open, then the stalled one ended by the service (the paused client cannot see it until it reads).
    const started = Date.now();
    while (server.app.streams.subscriberCount < 2 && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.app.streams.subscriberCount).toBe(2);
    while (server.app.streams.subscriberCount > 1 && Date.now() - started < 60_000) await new Promise((resolve) => setTimeout(resolve, 10));
    const endedAfter = Date.now() - started;
    expect(server.app.streams.subscriberCount, 'the stalled stream was not ended within 60 s').toBe(1);
    // Its place under the account's cap is free: the reading stream's lease alone is left in the store.
    await server.app.streamLeases.settled();
    expect(await server.store.countStreamLeases(accountId)).toBe(1);
    // The reader goes on receiving and its stream is still open.
    const bytesWhenCut = readingBytes;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readingEnded).toBe(false);
    expect(readingBytes).toBeGreaterThan(bytesWhenCut);
    // Once the stalled client reads again, it finds its connection closed.
    stalled.resume();
    expect(await Promise.race([stalledClosed.then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve('open'), 10_000))])).toBe('closed');
    controller.abort();
    await readLoop;
    process.stdout.write(`stalled stream ended after ${endedAfter} ms\n`);
  }, 90_000);
});
