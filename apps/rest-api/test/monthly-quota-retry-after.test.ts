// Issue 23, defect 7: a 429 for the monthly quota had no Retry-After. It now carries the seconds until the quota
// resets (the start of the next UTC month), the same figure as RateLimit-Reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, birthQuery, startTestServer } from './helpers';
import type { TestServer } from './helpers';

describe('a 429 for the monthly quota', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('says when to retry: Retry-After equals RateLimit-Reset, the seconds to the next UTC month', async () => {
    const { key } = await server.account('enterprise', 1);
    expect((await server.request(`/hd-data?${birthQuery}`, { headers: bearer(key) })).status).toBe(200);
    const refused = await server.request(`/hd-data?${birthQuery}`, { headers: bearer(key) });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(refused.headers.get('retry-after')).toBe(refused.headers.get('ratelimit-reset'));
    const now = new Date();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    expect(Math.abs(retryAfter - (nextMonth - now.getTime()) / 1000)).toBeLessThan(60);
  });

  it('sends no Retry-After on a refusal that waiting does not cure', async () => {
    const creator = await server.account('creator');
    const refused = await server.request(`/v3/hd-data?${birthQuery}`, { headers: bearer(creator.key) });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('retry-after')).toBeNull();
  });
});
