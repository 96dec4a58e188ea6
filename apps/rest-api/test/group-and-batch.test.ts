// POST /group-composite and POST /batch/charts over REST: counts, per-entry errors, the charging rule (also
// under concurrency), CSV, tiers, the refused Idempotency-Key, and bodies that cannot be read.
import { createDefaultEngines } from '@mandala/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

const births = [
  { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' },
  { date: '1985-03-12T14:30', timezone: 'America/New_York' },
  { date: '1975-01-20T23:10', timezone: 'Asia/Tokyo' },
  { date: '2001-09-30T06:45', timezone: 'Australia/Sydney' },
  { date: '1962-11-09T23:55', timezone: 'Asia/Kathmandu' },
];

describe('POST /group-composite and POST /batch/charts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engines: createDefaultEngines() });
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    server.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  it('answers a group of 3 to 12 for Creator keys (1 unit), with the Penta for 3 to 5; 2 or 13 members → 400', async () => {
    const { key, accountId } = await server.account('creator');
    const group = await post('/group-composite', { members: births.slice(0, 3).map((birth, index) => ({ ...birth, ...(index === 0 ? { name: 'Ana' } : {}) })) }, bearer(key));
    expect(group.status).toBe(200);
    const body = group.body as { Members: { Name: string }[]; Penta: unknown };
    expect(body.Members.map((member) => member.Name)).toEqual(['Ana', 'Member 2', 'Member 3']);
    expect(body.Penta).not.toBeNull();
    expect(await usedUnits(server.store, accountId)).toBe(1);
    for (const members of [births.slice(0, 2), Array.from({ length: 13 }, () => births[0])]) {
      const refused = await post('/group-composite', { members }, bearer(key));
      expect(refused.status).toBe(400);
      expect((refused.body as { message: string }).message).toMatch(/3 to 12 members/);
    }
    expect(await usedUnits(server.store, accountId)).toBe(1);
  });

  it('answers every batch entry on its own and charges one unit per chart it can calculate', async () => {
    const { key, accountId } = await server.account('business');
    const charts = [{ id: 'ana', ...births[0]! }, { date: births[1]!.date, timezone: 'EST' }, births[2]!, { date: '2021-03-14T02:30', timezone: 'America/New_York', disambiguation: 'reject' }];
    const response = await post('/batch/charts', { charts, version: 'v1' }, bearer(key));
    expect(response.status).toBe(200);
    const body = response.body as { Results: { Id: string; Status: string; Error?: { error: string } }[]; Summary: { Succeeded: number; Failed: number; TypeDistribution: Record<string, number> } };
    expect(body.Results.map((result) => [result.Id, result.Status])).toEqual([['ana', 'success'], ['1', 'error'], ['2', 'success'], ['3', 'error']]);
    expect(body.Results[1]!.Error?.error).toBe('validation_error');
    expect(body.Results[3]!.Error?.error).toBe('nonexistent_local_time');
    expect(body.Summary).toMatchObject({ Succeeded: 2, Failed: 2 });
    expect(Object.values(body.Summary.TypeDistribution).reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await usedUnits(server.store, accountId)).toBe(2);
  });

  it('refuses 0 or 51 entries, an Idempotency-Key, and a Startup key, charging nothing', async () => {
    const { key, accountId } = await server.account('business');
    expect((await post('/batch/charts', { charts: [] }, bearer(key))).status).toBe(400);
    const tooMany = await post('/batch/charts', { charts: Array.from({ length: 51 }, () => births[0]) }, bearer(key));
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { message: string }).message).toMatch(/1 to 50 charts/);
    const keyed = await post('/batch/charts', { charts: births }, { ...bearer(key), 'idempotency-key': 'batch-retry-0001' });
    expect(keyed.status).toBe(400);
    expect((keyed.body as { message: string }).message).toMatch(/does not accept an Idempotency-Key/);
    expect(await usedUnits(server.store, accountId)).toBe(0);
    const startup = await server.account('startup');
    expect((await post('/batch/charts', { charts: births }, bearer(startup.key))).status).toBe(403);
  });

  it('gives the last units to one of two racing batches: the other answers 429, the counter stays exact', async () => {
    const { key, accountId } = await server.account('enterprise', 7);
    await post('/batch/charts', { charts: births.slice(0, 2) }, bearer(key));
    expect(await usedUnits(server.store, accountId)).toBe(2);
    const [first, second] = await Promise.all([post('/batch/charts', { charts: births }, bearer(key)), post('/batch/charts', { charts: births }, bearer(key))]);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    expect(await usedUnits(server.store, accountId)).toBe(7);
    const refused = await post('/batch/charts', { charts: births.slice(0, 1) }, bearer(key));
    expect(refused.status).toBe(429);
  });

  it('answers the batch as CSV for Accept: text/csv, one row per entry', async () => {
    const { key } = await server.account('business');
    const response = await server.request('/batch/charts', {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json', accept: 'text/csv' },
      body: JSON.stringify({ charts: [{ id: 'ana, the first', ...births[0]! }, { date: births[1]!.date, timezone: 'EST' }] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = response.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,date,timezone,status,type,profile,authority,definition,cross,defined centers,channels,error');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"ana, the first",1990-05-15T14:30:00,Europe\/Berlin,success,Projector,/);
    expect(lines[2]).toMatch(/^1,1990-05-15T14:30|^1,1985-03-12T14:30,EST,error,/);
  });

  it('answers a body that is not JSON 400, too large 413, of another type 415', async () => {
    const { key, accountId } = await server.account('business');
    expect((await post('/batch/charts', '{"charts": [', bearer(key))).status).toBe(400);
    const large = await post('/batch/charts', { charts: births, padding: 'x'.repeat(300 * 1024) }, bearer(key));
    expect(large.status).toBe(413);
    expect((large.body as { error: string }).error).toBe('payload_too_large');
    const text = await server.request('/batch/charts', { method: 'POST', headers: { ...bearer(key), 'content-type': 'text/plain' }, body: 'hello' });
    expect(text.status).toBe(415);
    expect(await usedUnits(server.store, accountId)).toBe(0);
  });
});
