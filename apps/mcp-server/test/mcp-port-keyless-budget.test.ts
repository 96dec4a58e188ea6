// Guards the per-address budget of callers without a key on the dedicated MCP port (issue 35): the REST origin
// counted keyless requests per address, but the MCP port (MCP_PORT) served its 401 challenges to unauthenticated
// `initialize` calls, its protected resource metadata, health checks and 404/405 answers to anyone, without limit.
// Now they count on the caller's address like the REST origin's keyless routes: past the budget 429 rate_limited,
// JSON-RPC shaped, with Retry-After and what to do; a keyed call from the same address is still served; a made-up
// key does not escape the budget; behind a trusted proxy the forwarded address counts, else X-Forwarded-For is ignored.
import { createRequestRateLimiter } from '@mandala/access';
import type { RequestRateLimiter } from '@mandala/access';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, startMcpTestServer } from './harness';
import type { McpTestServer } from './harness';

const budget = { requestsPerSecond: 1, burstRequests: 3, burstWindowSeconds: 10 };
let server: McpTestServer | undefined;
let limiter: RequestRateLimiter | undefined;
afterEach(async () => {
  await server?.close();
  await limiter?.close();
  server = undefined;
  limiter = undefined;
});

const protectedResource = () => ({
  metadata: { resource: 'http://127.0.0.1/', authorization_servers: ['http://127.0.0.1:1'] },
  challenge: (code: string) => `Bearer error="invalid_token", error_description="${code}", resource_metadata="http://127.0.0.1/.well-known/oauth-protected-resource"`,
});

async function start(trustProxy = false): Promise<McpTestServer> {
  limiter = createRequestRateLimiter({ store: { kind: 'memory' }, keylessLimit: budget, repeatedRefusalHoldMilliseconds: 0 });
  server = await startMcpTestServer({ keylessRateLimiter: limiter, trustProxy, protectedResource });
  return server;
}

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'flood', version: '1' } },
});

/** One POST of `initialize` to the MCP root with `headers`. */
async function post(target: McpTestServer, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: initialize,
  });
}

describe('the keyless per-address budget on the MCP port', () => {
  it('answers 429 rate_limited (JSON-RPC, Retry-After, what to do) once an address is past its budget, on every keyless answer', async () => {
    const target = await start();
    // 1 a second plus a burst of 3: four unauthenticated initializes at once (five if a second passes), then refusals.
    const together = await Promise.all(Array.from({ length: 8 }, () => post(target)));
    const statuses = together.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(4);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(together.find((answer) => answer.status === 401)?.headers.get('www-authenticate')).toContain('resource_metadata=');
    const refused = together.find((answer) => answer.status === 429);
    if (refused === undefined) throw new Error('no request was refused');
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
    expect(refused.headers.get('ratelimit-policy')).toBe('"per-second";q=1;w=1, "burst";q=3;w=10');
    const body = (await refused.json()) as { jsonrpc: string; id: null; error: { code: number; message: string; data: { code: string; details: Record<string, unknown> } } };
    expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { data: { code: 'rate_limited', details: { plan: 'keyless', requestsPerSecond: 1, burstRequests: 3 } } } });
    expect(body.error.message).toContain('without an API key from this address');
    expect(body.error.message).toContain('Retry-After');
    expect(body.error.message).toContain('Authorization: Bearer');
    // The steady window gives back one request a second: of three at once, at least two are refused, on every path.
    for (const path of ['.well-known/oauth-protected-resource', 'healthz', 'no-such-path', '']) {
      const answers = await Promise.all([1, 2, 3].map(() => fetch(`${target.url}${path}`)));
      expect(answers.filter((answer) => answer.status === 429).length, path).toBeGreaterThanOrEqual(2);
    }
  });

  it('still serves a keyed call from an address past its keyless budget', async () => {
    const target = await start();
    const { key } = await target.account('business');
    await Promise.all(Array.from({ length: 6 }, () => post(target)));
    expect((await post(target)).status).toBe(429);
    const keyed = await post(target, bearer(key));
    expect(keyed.status).toBe(200);
  });

  it('counts a request whose key does not authenticate, so a made-up header does not escape the budget', async () => {
    const target = await start();
    const madeUp = bearer(`mdl_live_${'A'.repeat(43)}`);
    // Refused 403 invalid_key, but counted on the address. Sent at once, so the steady window cannot make room.
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(target, madeUp)));
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
    const after = await Promise.all([1, 2, 3].map(() => post(target)));
    expect(after.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(2);
  });

  it('behind a trusted proxy counts the forwarded address; otherwise X-Forwarded-For changes nothing', async () => {
    const direct = await start(false);
    const spoofed = await Promise.all(
      ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'].map((address) => fetch(`${direct.url}healthz`, { headers: { 'x-forwarded-for': address } })),
    );
    expect(spoofed.map((answer) => answer.status).filter((status) => status === 429)).toHaveLength(1);
    await direct.close();
    await limiter?.close();
    server = undefined;

    const proxied = await start(true);
    const refusedOf = async (address: string, count: number) =>
      (await Promise.all(Array.from({ length: count }, () => fetch(`${proxied.url}healthz`, { headers: { 'x-forwarded-for': address } })))).filter((answer) => answer.status === 429)
        .length;
    expect(await refusedOf('203.0.113.1', 8)).toBeGreaterThanOrEqual(3);
    expect(await refusedOf('203.0.113.2', 4)).toBe(0);
  });
});
