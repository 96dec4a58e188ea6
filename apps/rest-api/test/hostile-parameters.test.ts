// Parameters a careless or hostile caller sends: __proto__, one parameter in two casings or under its alias
// with two values, gate numbers written as hex, exponent or decimal. Each is a clear 400 and charges nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

describe('hostile and careless parameters', () => {
  let server: TestServer;
  let key: string;
  let accountId: string;
  beforeAll(async () => {
    server = await startTestServer({ engines: createEchoEngines() });
    ({ key, accountId } = await server.account('business'));
  });
  afterAll(() => server.close());

  const issuesOf = (body: unknown) => (body as { details: { issues: { path: string; message: string }[] } }).details.issues;

  it('refuses __proto__ as an unknown parameter', async () => {
    const response = await server.request('/locations?q=Berlin&__proto__=x', { headers: bearer(key) });
    expect(response.status).toBe(400);
    expect(issuesOf(response.body)).toContainEqual({ path: '__proto__', message: 'Unknown parameter "__proto__".' });
  });

  it('says a parameter given in two casings with two values takes one value', async () => {
    const response = await server.request('/hd-data?date=1990-01-01T00:00&Date=1991-01-01T00:00&timezone=UTC', { headers: bearer(key) });
    expect(response.status).toBe(400);
    expect(issuesOf(response.body)).toEqual([{ path: 'date', message: 'The parameter "date" takes one value, not several.' }]);
    expect(await usedUnits(server.store, accountId)).toBe(0);
  });

  it('says a parameter given under its name and its alias with two values takes one value', async () => {
    const response = await server.request('/locations?query=Berlin&q=Paris', { headers: bearer(key) });
    expect(response.status).toBe(400);
    expect(issuesOf(response.body)).toEqual([{ path: 'query', message: 'The parameter "query" takes one value, not several.' }]);
  });

  it.each(['0x22', '1e1', '34.0', 'abc'])('refuses the gate number %s with the gate message', async (gate) => {
    const response = await server.request(`/library/gates/${gate}`, { headers: bearer(key) });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toContain('The gate number must be an integer from 1 to 64.');
  });
});

describe('an empty Idempotency-Key header', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engines: createEchoEngines() });
  });
  afterAll(() => server.close());

  it('is refused (400) instead of being taken as no key and charged', async () => {
    const { key, accountId } = await server.account('business');
    const response = await server.request('/hd-data?date=1990-01-01T00:00&timezone=UTC', { headers: { ...bearer(key), 'idempotency-key': '' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_idempotency_key' });
    expect(await usedUnits(server.store, accountId)).toBe(0);
  });
});
