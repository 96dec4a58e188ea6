import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../src/logger';
import { bearer, startTestServer } from './helpers';
import type { TestServer } from './helpers';

const einstein = { name: 'Albert', date: '1879-03-14T11:30', timezone: 'Europe/Berlin', notes: 'physicist' };

describe('saved people on REST', () => {
  let service: TestServer;
  const logLines: string[] = [];
  beforeEach(async () => {
    logLines.length = 0;
    service = await startTestServer({ logger: createJsonLogger('debug', (line) => logLines.push(line)) });
  });
  afterEach(() => service.close());

  const json = (key: string) => ({ ...bearer(key), 'content-type': 'application/json' });

  it('saves, lists, changes, charts and deletes a person; 0 units except the chart', async () => {
    const { key } = await service.account('free');
    const saved = await service.request('/people', { method: 'POST', headers: json(key), body: JSON.stringify(einstein) });
    expect(saved.status).toBe(200);
    const person = saved.body as { id: string };
    expect(person).toMatchObject({ ...einstein, date: '1879-03-14T11:30:00', id: expect.stringMatching(/^prs_/u) });
    expect((await service.request('/people', { headers: bearer(key) })).body).toMatchObject({ people: [{ id: person.id }] });
    const changed = await service.request(`/people/${person.id}`, { method: 'PATCH', headers: json(key), body: JSON.stringify({ notes: 'relativity' }) });
    expect(changed.body).toMatchObject({ name: 'Albert', notes: 'relativity' });
    const chart = await service.request(`/people/${person.id}/chart?version=v1`, { headers: bearer(key) });
    expect(chart.status).toBe(200);
    const direct = await service.request(`/hd-data?date=${einstein.date}&timezone=${einstein.timezone}`, { headers: bearer(key) });
    expect(chart.body).toEqual(direct.body);
    expect(chart.headers.get('ratelimit-remaining')).toBe('99');
    expect((await service.request(`/people/${person.id}/chart?version=v3`, { headers: bearer(key) })).status).toBe(403);
    expect((await service.request(`/people/${person.id}`, { method: 'DELETE', headers: bearer(key) })).body).toEqual({ deleted: person.id });
    expect((await service.request(`/people/${person.id}`, { headers: bearer(key) })).status).toBe(404);
    // Birth data and names never reach a log line.
    const log = logLines.join('\n');
    for (const personal of ['1879-03-14', 'Albert', 'physicist', 'relativity']) expect(log).not.toContain(personal);
  });

  it('answers 404 for another account’s person, on every route, and charges nothing', async () => {
    const ada = await service.account('business');
    const bob = await service.account('business');
    const person = (await service.request('/people', { method: 'POST', headers: json(ada.key), body: JSON.stringify(einstein) })).body as { id: string };
    for (const [method, path, body] of [
      ['GET', `/people/${person.id}`, undefined],
      ['GET', `/people/${person.id}/chart?version=v3`, undefined],
      ['PATCH', `/people/${person.id}`, JSON.stringify({ name: 'Mallory' })],
      ['DELETE', `/people/${person.id}`, undefined],
    ] as const) {
      const answer = await service.request(path, { method, headers: json(bob.key), ...(body === undefined ? {} : { body }) });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect((answer.body as { error: string }).error).toBe('unknown_person');
    }
    expect((await service.store.quotaStatus(bob.accountId)).used).toBe(0);
    expect((await service.request(`/people/${person.id}`, { headers: bearer(ada.key) })).body).toMatchObject({ name: 'Albert' });
  });

  it('refuses a malformed id and bad birth data with 400, and needs a key', async () => {
    const { key } = await service.account('free');
    expect((await service.request('/people/not-an-id', { headers: bearer(key) })).status).toBe(400);
    expect((await service.request('/people', { method: 'POST', headers: json(key), body: JSON.stringify({ ...einstein, date: '14 March 1879' }) })).status).toBe(400);
    expect((await service.request('/people')).status).toBe(401);
  });
});
