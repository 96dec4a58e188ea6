// Guards the per-address budget of callers without a key (issue 35): keyless routes (/openapi.json, /docs, pages,
// account pages, OAuth) had no limit at all in the service, so one address could flood them and starve every
// account. Past its budget a keyless caller gets 429 rate_limited with Retry-After and what to do; a keyed call from
// the same address is still served (it counts on its plan); a made-up key does not escape the budget; behind a
// trusted proxy the budget is per forwarded address, else X-Forwarded-For is ignored.
import { createRequestRateLimiter } from '@mandala/access';
import type { RequestRateLimiter } from '@mandala/access';
import { afterEach, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { bearer, startTestServer } from './helpers';
import type { TestServer } from './helpers';

const budget = { requestsPerSecond: 1, burstRequests: 3, burstWindowSeconds: 10 };
let server: TestServer | undefined;
let limiter: RequestRateLimiter | undefined;
afterEach(async () => {
  await server?.close();
  await limiter?.close();
  server = undefined;
  limiter = undefined;
});

async function start(trustProxy = false): Promise<TestServer> {
  limiter = createRequestRateLimiter({ store: { kind: 'memory' }, keylessLimit: budget, repeatedRefusalHoldMilliseconds: 0 });
  server = await startTestServer({ engines: createEchoEngines(), rateLimiter: limiter, keylessRateLimiter: limiter, trustProxy });
  return server;
}

/** Statuses of `count` keyless GETs of `path`. */
async function statuses(target: TestServer, path: string, count: number, headers: Record<string, string> = {}): Promise<number[]> {
  const answers: number[] = [];
  for (let call = 0; call < count; call += 1) answers.push((await target.request(path, { headers })).status);
  return answers;
}

describe('the keyless per-address budget', () => {
  it('answers 429 rate_limited with Retry-After and what to do once an address is past its budget, on every keyless route', async () => {
    const target = await start();
    // 1 a second plus a burst of 3: four requests at once (five if a second passes meanwhile), then refusals.
    const together = await Promise.all(Array.from({ length: 8 }, () => target.request('/openapi.json')));
    const admitted = together.filter((answer) => answer.status === 200).length;
    expect(admitted).toBeGreaterThanOrEqual(4);
    expect(admitted).toBeLessThanOrEqual(5);
    const refused = together.find((answer) => answer.status === 429);
    if (refused === undefined) throw new Error('no request was refused');
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
    expect(refused.headers.get('ratelimit-policy')).toBe('"per-second";q=1;w=1, "burst";q=3;w=10');
    expect(refused.body).toMatchObject({ error: 'rate_limited', details: { plan: 'keyless', requestsPerSecond: 1, burstRequests: 3 } });
    const message = (refused.body as { message: string }).message;
    expect(message).toContain('without an API key from this address');
    expect(message).toContain('Retry-After');
    expect(message).toContain('Authorization: Bearer');
    // The steady window gives back one request a second: of three at once, at least two are refused.
    for (const path of ['/healthz', '/openapi.json', '/no-such-page', '/v1/hd-data?date=1990-01-01T00:00&timezone=UTC']) {
      const answers = await Promise.all([1, 2, 3].map(() => target.request(path)));
      expect(answers.filter((answer) => answer.status === 429).length, path).toBeGreaterThanOrEqual(2);
    }
  });

  it('still serves a keyed call from an address past its keyless budget', async () => {
    const target = await start();
    const { key } = await target.account('business');
    await statuses(target, '/healthz', 6);
    expect((await target.request('/healthz')).status).toBe(429);
    expect((await target.request('/library/gates/1', { headers: bearer(key) })).status).toBe(200);
  });

  it('counts a request whose key does not authenticate, so a made-up header does not escape the budget', async () => {
    const target = await start();
    const madeUp = bearer(`mdl_live_${'A'.repeat(43)}`);
    // Served (the documents take no key) or refused 403 invalid_key, but counted on the address afterwards. Sent at
    // once, so the steady window (one back a second) cannot make room for them on a slow machine.
    const answers = await Promise.all([
      ...Array.from({ length: 2 }, () => target.request('/openapi.json', { headers: madeUp })),
      ...Array.from({ length: 6 }, () => target.request('/library/gates/1', { headers: madeUp })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 403, 403, 403, 403, 403, 403]);
    // The burst is spent: of three keyless calls at once, the steady window admits one at most.
    const after = await Promise.all([1, 2, 3].map(() => target.request('/healthz')));
    expect(after.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(2);
  });

  it('behind a trusted proxy counts the forwarded address; otherwise X-Forwarded-For changes nothing', async () => {
    const direct = await start(false);
    const spoofed = await Promise.all(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'].map((address) => direct.request('/healthz', { headers: { 'x-forwarded-for': address } })));
    expect(spoofed.map((answer) => answer.status).filter((status) => status === 429)).toHaveLength(1);
    await direct.close();
    await limiter?.close();
    server = undefined;

    const proxied = await start(true);
    const refusedOf = async (address: string, count: number) =>
      (await Promise.all(Array.from({ length: count }, () => proxied.request('/healthz', { headers: { 'x-forwarded-for': address } })))).filter((answer) => answer.status === 429).length;
    expect(await refusedOf('203.0.113.1', 8)).toBeGreaterThanOrEqual(3);
    expect(await refusedOf('203.0.113.2', 4)).toBe(0);
  });
});
