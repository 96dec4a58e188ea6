import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { bearer, birthQuery, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

describe('Idempotency-Key on calculation endpoints', () => {
  let server: TestServer;
  const engines = createEchoEngines();

  beforeAll(async () => {
    server = await startTestServer({ engines });
  });
  afterAll(() => server.close());

  it('retries the same request for free (equivalent spellings included) and marks it Idempotent-Replayed', async () => {
    const { key, accountId } = await server.account('business');
    const headers = { ...bearer(key), 'idempotency-key': 'order-2026-0001' };
    const first = await server.request(`/hd-data?${birthQuery}`, { headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const retry = await server.request('/hd-data?Date=1990-05-15T14:30:00.000&TimeZone=europe/berlin', { headers });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await usedUnits(server.store, accountId)).toBe(1);
  });

  it('answers 409 when a key is reused with other arguments or on another operation, charging nothing', async () => {
    const { key, accountId } = await server.account('business');
    const headers = { ...bearer(key), 'idempotency-key': 'order-2026-0002' };
    expect((await server.request(`/hd-data?${birthQuery}`, { headers })).status).toBe(200);
    const otherArguments = await server.request('/hd-data?date=1990-05-15T14:31&timezone=Europe/Berlin', { headers });
    expect(otherArguments).toMatchObject({ status: 409, body: { error: 'idempotency_key_reused' } });
    const otherOperation = await server.request(`/v2/hd-data?${birthQuery}`, { headers });
    expect(otherOperation).toMatchObject({ status: 409, body: { error: 'idempotency_key_reused' } });
    expect(await usedUnits(server.store, accountId)).toBe(1);
  });

  it('answers 409 to a duplicate while the first request is still running, without reaching the engine', async () => {
    const { key, accountId } = await server.account('business');
    const headers = { ...bearer(key), 'idempotency-key': 'order-2026-0003' };
    let release: () => void = () => undefined;
    engines.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const callsBefore = engines.calls;
    const first = server.request(`/v3/hd-data?${birthQuery}`, { headers });
    while (engines.calls === callsBefore) await new Promise((resolve) => setTimeout(resolve, 5));
    const duplicate = await server.request(`/v3/hd-data?${birthQuery}`, { headers });
    expect(duplicate).toMatchObject({ status: 409, body: { error: 'request_in_progress' } });
    expect(engines.calls).toBe(callsBefore + 1);
    release();
    engines.gate = undefined;
    expect((await first).status).toBe(200);
    const retry = await server.request(`/v3/hd-data?${birthQuery}`, { headers });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await usedUnits(server.store, accountId)).toBe(1);
  });

  it('charges every call made without a key', async () => {
    const { key, accountId } = await server.account('business');
    await server.request(`/hd-data?${birthQuery}`, { headers: bearer(key) });
    const second = await server.request(`/hd-data?${birthQuery}`, { headers: bearer(key) });
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(await usedUnits(server.store, accountId)).toBe(2);
  });

  it('ignores Idempotency-Key on 0-unit reference routes', async () => {
    const { key } = await server.account('business');
    const response = await server.request('/library/gates/1', { headers: { ...bearer(key), 'idempotency-key': 'x' } });
    expect(response.status).toBe(200);
  });
});
