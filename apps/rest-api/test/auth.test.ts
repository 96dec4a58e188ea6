import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../src/logger';
import { createEchoEngines } from './echo-engines';
import { bearer, birthQuery, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

describe('authentication, tiers and quota', () => {
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ engines: createEchoEngines(), logger: createJsonLogger('info', (line) => logLines.push(line)) });
  });
  afterAll(() => server.close());

  it('answers 401 without a key, with a malformed key and with a non-Bearer scheme', async () => {
    const missing = await server.request(`/hd-data?${birthQuery}`);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ error: 'missing_credential' });
    const malformed = await server.request(`/hd-data?${birthQuery}`, { headers: bearer('not-a-key') });
    expect(malformed).toMatchObject({ status: 401, body: { error: 'malformed_credential' } });
    const basic = await server.request(`/hd-data?${birthQuery}`, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic).toMatchObject({ status: 401, body: { error: 'malformed_credential' } });
  });

  it('refuses a key in the query string (api_key, Api_key) with 401, says to use a header, and keeps it out of the logs', async () => {
    const { key, accountId } = await server.account('business');
    for (const name of ['api_key', 'Api_key']) {
      const response = await server.request(`/hd-data?${birthQuery}&${name}=${key}`, { headers: bearer(key) });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: 'credential_in_query' });
      expect((response.body as { message: string }).message).toMatch(/header/);
    }
    expect(await usedUnits(server.store, accountId)).toBe(0);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(key);
    expect(logLines.join('\n')).toContain('[REDACTED]');
    // The logger redacts each whole line once; the credential value ends with the URL, so the rest of the
    // line (status, operation) survives and the line stays valid JSON.
    const entries = logLines.map((line) => JSON.parse(line) as { url: string; status: number });
    expect(entries.filter((entry) => /api_key=\[REDACTED\]/i.test(entry.url)).map((entry) => entry.status)).toEqual([401, 401]);
  });

  it('answers 401 before 400: a request without a key and with bad input is a 401', async () => {
    const response = await server.request('/hd-data?date=garbage');
    expect(response.status).toBe(401);
  });

  it('answers 403 for an unknown or revoked key', async () => {
    const { key } = await server.account('business');
    const unknown = key.slice(0, -4) + (key.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await server.request(`/hd-data?${birthQuery}`, { headers: bearer(unknown) })).status).toBe(403);
    const keys = await server.store.listKeys();
    const summary = keys.find((each) => key.startsWith(each.keyPrefix));
    await server.store.revokeKey(summary?.keyId ?? '');
    const revoked = await server.request(`/hd-data?${birthQuery}`, { headers: bearer(key) });
    expect(revoked).toMatchObject({ status: 403, body: { error: 'invalid_key' } });
  });

  it('enforces tiers: Free/Creator core only, Startup adds enhanced, Business adds the celebrity database', async () => {
    const free = await server.account('free');
    const creator = await server.account('creator');
    const startup = await server.account('startup');
    const business = await server.account('business');
    const status = async (key: string, path: string) => (await server.request(path, { headers: bearer(key) })).status;
    expect(await status(free.key, `/hd-data?${birthQuery}`)).toBe(200);
    expect(await status(creator.key, '/library/gates')).toBe(200);
    expect(await status(free.key, `/v3/hd-data?${birthQuery}`)).toBe(403);
    expect(await status(creator.key, `/hd-data-transit?${birthQuery}&transitDate=2026-01-01T00:00&transitTimezone=UTC`)).toBe(403);
    expect(await status(startup.key, `/v3/hd-data?${birthQuery}`)).toBe(200);
    expect(await status(startup.key, '/celebrity/search?query=a')).toBe(403);
    expect(await status(business.key, '/celebrity/search?query=a')).toBe(200);
    const denied = await server.request(`/v2/hd-data?${birthQuery}`, { headers: bearer(free.key) });
    expect(denied.body).toMatchObject({ error: 'insufficient_tier' });
    expect(await usedUnits(server.store, free.accountId)).toBe(1);
  });

  it('answers 429 when the monthly quota is used up, with RateLimit-Remaining 0', async () => {
    const { key, accountId } = await server.account('enterprise', 2);
    expect((await server.request(`/hd-data?${birthQuery}`, { headers: bearer(key) })).status).toBe(200);
    expect((await server.request(`/hd-data?${birthQuery}`, { headers: bearer(key) })).status).toBe(200);
    const exhausted = await server.request(`/hd-data?${birthQuery}`, { headers: bearer(key) });
    expect(exhausted).toMatchObject({ status: 429, body: { error: 'quota_exhausted' } });
    expect(exhausted.headers.get('ratelimit-remaining')).toBe('0');
    expect((await server.request('/library/gates/1', { headers: bearer(key) })).status).toBe(200);
    expect(await usedUnits(server.store, accountId)).toBe(2);
  });
});
