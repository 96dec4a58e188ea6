// Defect 6 of issue 22: a same-request retry was refused 409 idempotency_key_reused when it spelled out a default
// (disambiguation=compatible, timezone=UTC, toDate equal to date) or a canonical form (06:00 vs 06:00:00). Each
// pair below is one request: the second call is a free replay.
import { createDefaultEngines } from '@mandala/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

const pairs: readonly (readonly [string, string, string])[] = [
  ['hd-data without and with the default disambiguation', '/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin', '/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin&disambiguation=compatible'],
  ['planetary-positions without a zone and in UTC', '/planetary-positions?date=2024-01-01T12:00', '/planetary-positions?date=2024-01-01T12:00&timezone=UTC'],
  ['planetary-positions without a zone and in Etc/UTC', '/planetary-positions?date=2024-01-01T12:00', '/planetary-positions?date=2024-01-01T12:00&timezone=Etc/UTC'],
  ['birth-time-range with HH:MM and HH:MM:SS', '/birth-time-range?date=1990-05-15&timezone=Europe/Berlin&from=06:00&to=07:00', '/birth-time-range?date=1990-05-15&timezone=Europe/Berlin&from=06:00:00&to=07:00:00'],
  ['birth-time-range without and with toDate equal to date', '/birth-time-range?date=1990-05-15&timezone=Europe/Berlin&from=06:00&to=07:00', '/birth-time-range?date=1990-05-15&timezone=Europe/Berlin&from=06:00&to=07:00&toDate=1990-05-15'],
];

describe('equivalent requests fingerprint equally', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engines: createDefaultEngines() });
  });
  afterAll(() => server.close());

  it.each(pairs)('%s: the second spelling is a free replay, not a 409', async (_name, first, second) => {
    const { key, accountId } = await server.account('business');
    const headers = { ...bearer(key), 'idempotency-key': `equivalent-${Math.random().toString(36).slice(2, 12)}` };
    const original = await server.request(first, { headers });
    expect(original.status).toBe(200);
    const retry = await server.request(second, { headers });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(original.body);
    expect(await usedUnits(server.store, accountId)).toBe(1);
  });

  it('still refuses a key reused with a different disambiguation (later is not the default)', async () => {
    const { key } = await server.account('business');
    const headers = { ...bearer(key), 'idempotency-key': 'equivalent-not-0001' };
    expect((await server.request('/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin', { headers })).status).toBe(200);
    const other = await server.request('/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin&disambiguation=later', { headers });
    expect(other).toMatchObject({ status: 409, body: { error: 'idempotency_key_reused' } });
  });
});
