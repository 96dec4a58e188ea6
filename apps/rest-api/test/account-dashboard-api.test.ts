import { TIME_ZONE_MESSAGE } from '@mandala/operations';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../src/logger';
import { AccountClient } from './account-browser-client';
import { bearer, startTestServer } from './helpers';
import type { TestServer } from './helpers';

const password = 'a long enough passphrase';
const birth = '?date=1879-03-14T11:30&timezone=Europe/Berlin';

interface Usage {
  readonly used: number;
  readonly limit: number | null;
  readonly days: readonly { day: string; rest: number; agentHttp: number; mcp: number }[];
}

describe('the dashboard JSON under /account/api/', () => {
  let service: TestServer;
  const logLines: string[] = [];
  beforeEach(async () => {
    logLines.length = 0;
    service = await startTestServer({ withAccounts: {}, logger: createJsonLogger('debug', (line) => logLines.push(line)) });
  });
  afterEach(() => service.close());

  it('creates a key shown once, meters it on the day’s REST units, revokes it at once, exports and deletes the account', async () => {
    const browser = new AccountClient(service.url);
    await browser.signUp('ada@example.com', password);
    const csrf = await browser.csrfToken();
    const created = await browser.api('POST', '/account/api/keys', { body: { name: 'laptop' }, csrf });
    expect(created.status).toBe(201);
    const { key, keyId } = created.body as { key: string; keyId: string };
    const listed = (await browser.api('GET', '/account/api/keys')).body as { keys: Record<string, unknown>[] };
    expect(listed.keys.find((entry) => entry['keyId'] === keyId)).toMatchObject({ name: 'laptop', prefix: key.slice(0, 17), lastUsed: null });
    expect(JSON.stringify(listed)).not.toContain(key);

    const before = (await browser.api('GET', '/account/api/usage')).body as Usage;
    expect(before).toMatchObject({ used: 0, limit: 100 });
    expect((await service.request(`/hd-data${birth}`, { headers: bearer(key) })).status).toBe(200);
    const after = (await browser.api('GET', '/account/api/usage')).body as Usage;
    expect(after.used).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect(after.days.find((day) => day.day === today)).toEqual({ day: today, rest: 1, agentHttp: 0, mcp: 0 });

    expect((await browser.api('DELETE', `/account/api/keys/${keyId}`, { csrf })).status).toBe(204);
    expect((await service.request(`/hd-data${birth}`, { headers: bearer(key) })).status).toBe(403);

    const person = await browser.api('POST', '/account/api/people', { body: { name: 'Albert', date: '1879-03-14T11:30', timezone: 'Europe/Berlin' }, csrf });
    expect(person.status).toBe(201);
    const exported = await browser.api('GET', '/account/api/export');
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="mandala-account-\d{4}-\d{2}-\d{2}\.json"$/u);
    expect(exported.body).toMatchObject({ account: { email: 'ada@example.com' }, people: [{ name: 'Albert' }], keys: [{ keyId }] });

    expect((await browser.api('DELETE', '/account/api/account', { body: { password: 'not my password!' }, csrf })).status).toBe(400);
    expect((await browser.api('DELETE', '/account/api/account', { body: { password }, csrf })).status).toBe(204);
    expect((await browser.api('GET', '/account/api/session')).status).toBe(401);
    expect(await service.store.findAccountByEmail('ada@example.com')).toBeNull();

    // Personal data never reached a log line: the email, the password, the birth data.
    const log = logLines.join('\n');
    expect(log).toContain('/hd-data?date=[personal]&timezone=Europe/Berlin');
    for (const secret of ['ada@example.com', 'ada%40example.com', password, '1879-03-14', 'Albert']) expect(log).not.toContain(secret);
  });

  it('answers 404 for another account’s key and person, and 401 without a session', async () => {
    const ada = new AccountClient(service.url);
    await ada.signUp('ada@example.com', password);
    const bob = new AccountClient(service.url);
    await bob.signUp('bob@example.com', password);
    const adaCsrf = await ada.csrfToken();
    const key = (await ada.api('POST', '/account/api/keys', { body: { name: 'k' }, csrf: adaCsrf })).body as { keyId: string };
    const person = (await ada.api('POST', '/account/api/people', { body: { name: 'P', date: '1990-01-01T12:00', timezone: 'UTC' }, csrf: adaCsrf })).body as { id: string };
    const bobCsrf = await bob.csrfToken();
    expect((await bob.api('DELETE', `/account/api/keys/${key.keyId}`, { csrf: bobCsrf })).status).toBe(404);
    expect((await bob.api('DELETE', `/account/api/people/${person.id}`, { csrf: bobCsrf })).status).toBe(404);
    expect((await new AccountClient(service.url).api('GET', '/account/api/usage')).status).toBe(401);
    const badZone = await ada.api('POST', '/account/api/people', { body: { name: 'P', date: '1990-01-01T12:00', timezone: 'Mars/Olympus' }, csrf: adaCsrf });
    expect(badZone.status).toBe(400);
    expect((badZone.body as { message: string }).message).toContain('"Mars/Olympus" is unknown');
  });

  it('validates a saved person as the API does: EST and a 13th month are refused with the API\'s messages', async () => {
    const ada = new AccountClient(service.url);
    await ada.signUp('ada.validation@example.com', password);
    const csrf = await ada.csrfToken();
    const est = await ada.api('POST', '/account/api/people', { body: { name: 'P', date: '1990-01-01T12:00', timezone: 'EST' }, csrf });
    expect(est.status).toBe(400);
    expect((est.body as { message: string }).message).toBe(`timezone: ${TIME_ZONE_MESSAGE}`);
    const month = await ada.api('POST', '/account/api/people', { body: { name: 'P', date: '1990-13-01T12:00', timezone: 'UTC' }, csrf });
    expect(month.status).toBe(400);
    expect((month.body as { message: string }).message).toContain('month 13');
    expect(((await ada.api('GET', '/account/api/people')).body as { people: unknown[] }).people).toEqual([]);
  });
});
