// Guards the cap on open SSE streams per account (issue 35): one key could hold 450 streams and more, each costing
// the service a write per tick and its buffers. Now an account holds at most its plan's openStreamsLimit at once;
// one more is refused with 429 too_many_streams naming the cap, charged nothing, and a closed stream frees its place.
import { plans } from '@mandala/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ engines: createEchoEngines(), streamIntervalMilliseconds: (seconds) => seconds * 20 });
});
afterAll(() => server.close());

/** Opens a stream and returns its status and the way to close it (the answer's headers have arrived). */
async function open(key: string): Promise<{ status: number; body: unknown; close: () => void }> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/stream/planetary-positions?interval=10`, { headers: bearer(key), signal: controller.signal });
  const body = response.status === 200 ? undefined : ((await response.json()) as unknown);
  return { status: response.status, body, close: () => controller.abort() };
}

describe('open SSE streams per account', () => {
  it('refuses the stream past the plan cap with 429 too_many_streams naming it, charging nothing; a closed one frees a place', async () => {
    const limit = plans.startup.openStreamsLimit;
    const { key, accountId } = await server.account('startup');
    const opened = await Promise.all(Array.from({ length: limit }, () => open(key)));
    expect(opened.map((stream) => stream.status)).toEqual(Array.from({ length: limit }, () => 200));
    const refused = await open(key);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'too_many_streams', details: { plan: 'startup', openStreamsLimit: limit } });
    expect((refused.body as { message: string }).message).toContain(`the most its Startup plan allows (${limit})`);
    expect((refused.body as { message: string }).message).toContain('Close one');
    expect(await usedUnits(server.store, accountId)).toBe(limit);

    // Another account is not held back by this one.
    const other = await server.account('startup');
    const theirs = await open(other.key);
    expect(theirs.status).toBe(200);
    theirs.close();

    opened[0]?.close();
    const deadline = Date.now() + 10_000;
    let again = await open(key);
    while (again.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await open(key);
    }
    expect(again.status).toBe(200);
    for (const stream of [...opened, again]) stream.close();
  });
});
