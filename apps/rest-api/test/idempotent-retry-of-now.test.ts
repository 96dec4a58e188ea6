// A retry with the same Idempotency-Key of a calculation whose default is "now" computes with the instant the
// first attempt resolved: the same answer for 0 units, never 24 hours of free current positions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('an idempotent retry of a "now" calculation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('GET /planetary-positions: the retry answers the first attempt\'s instant and positions, charged 0', async () => {
    const { key, accountId } = await server.account('business');
    const headers = { ...bearer(key), 'idempotency-key': 'positions-now-0001' };
    const first = await server.request('/planetary-positions', { headers });
    expect(first.status).toBe(200);
    await pause(1100);
    const retry = await server.request('/planetary-positions', { headers });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((retry.body as { UtcInstant: string }).UtcInstant).toBe((first.body as { UtcInstant: string }).UtcInstant);
    expect(retry.body).toEqual(first.body);
    expect(await usedUnits(server.store, accountId)).toBe(1);

    const fresh = await server.request('/planetary-positions', { headers: bearer(key) });
    expect((fresh.body as { UtcInstant: string }).UtcInstant).not.toBe((first.body as { UtcInstant: string }).UtcInstant);
  });

  it('GET /transit-alerts without StartDate: the retry answers the first attempt\'s window', async () => {
    const { key } = await server.account('business');
    const headers = { ...bearer(key), 'idempotency-key': 'alerts-now-0001' };
    const path = '/transit-alerts?date=1985-03-12T14:30&timezone=America/New_York&Days=2';
    const first = await server.request(path, { headers });
    expect(first.status).toBe(200);
    await pause(1100);
    const retry = await server.request(path, { headers });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((retry.body as { StartUtc: string }).StartUtc).toBe((first.body as { StartUtc: string }).StartUtc);
  });
});
