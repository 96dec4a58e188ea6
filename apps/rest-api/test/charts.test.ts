import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { bearer, birthQuery, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

describe('chart endpoints (HTTP, echo engines)', () => {
  let server: TestServer;
  let key: string;
  let accountId: string;
  const engines = createEchoEngines();

  beforeAll(async () => {
    server = await startTestServer({ engines, now: () => new Date('2026-03-01T12:00:00Z') });
    ({ key, accountId } = await server.account('business'));
  });
  afterAll(() => server.close());

  const person1 = 'date1=1988-11-02T08:05&timezone1=America/New_York';
  const transit = 'transitDate=2026-01-01T12:00&transitTimezone=UTC';

  it.each([
    ['/hd-data', birthQuery, { Type: 'Generator', Version: 'v1', Birth: { date: '1990-05-15T14:30:00', timezone: 'Europe/Berlin' } }],
    ['/v2/hd-data', birthQuery, { Version: 'v2' }],
    ['/v3/hd-data', birthQuery, { Version: 'v3' }],
    ['/hd-data-composite', `${birthQuery}&${person1}`, { Version: 'v1', Person1: { date: '1988-11-02T08:05:00', timezone: 'America/New_York' } }],
    ['/v2/hd-data-composite', `${birthQuery}&${person1}`, { Version: 'v2' }],
    ['/hd-data-transit', `${birthQuery}&${transit}`, { Transit: { date: '2026-01-01T12:00:00', timezone: 'UTC' } }],
    ['/planetary-positions', '', { UtcInstant: '2026-03-01T12:00:00.000' }],
    ['/planetary-positions', 'date=2026-02-01T00:00&timezone=Asia/Tokyo', { UtcInstant: '2026-02-01T00:00:00' }],
  ])('GET %s?%s answers 200, charges 1 unit and sends quota headers', async (path, query, expected) => {
    const before = await usedUnits(server.store, accountId);
    const response = await server.request(`${path}?${query}`, { headers: bearer(key) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(expected);
    expect(await usedUnits(server.store, accountId)).toBe(before + 1);
    expect(response.headers.get('ratelimit-limit')).toBe('1000000');
    expect(Number(response.headers.get('ratelimit-remaining'))).toBe(1_000_000 - before - 1);
    expect(Number(response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('matches parameter names case-insensitively (TransitDate = transitDate, Date = date)', async () => {
    const response = await server.request(
      '/hd-data-transit?Date=1990-05-15T14:30&TIMEZONE=Europe/Berlin&TransitDate=2026-01-01T12:00&TransitTimezone=utc',
      { headers: bearer(key) },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ Transit: { date: '2026-01-01T12:00:00', timezone: 'UTC' } });
  });

  it('accepts X-Api-Key as well as Authorization: Bearer', async () => {
    const response = await server.request(`/hd-data?${birthQuery}`, { headers: { 'x-api-key': key } });
    expect(response.status).toBe(200);
  });
});
