// Issue 38: a signed-in account renames one of its keys. The attacks it closes: a cross-site request (no CSRF token),
// renaming another account's key by its id (answers as an unknown key, changes nothing), text the store cannot hold or
// an unbounded name (the storable-text rule and 200 characters, as at creation), and flooding (30 renames an hour).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountClient } from './account-browser-client';
import { accountStoreBackends } from './account-store-backends';
import { bearer, startTestServer } from './helpers';
import type { TestServer } from './helpers';

const password = 'a long enough passphrase';

for (const backend of await accountStoreBackends()) {
  describe.skipIf(!backend.available)(`PATCH /account/api/keys/{keyId} (${backend.name})`, () => {
    let service: TestServer;
    beforeEach(async () => {
      service = await startTestServer({ ...backend.serverOptions(), withAccounts: {} });
    });
    afterEach(async () => {
      await service.close();
      await backend.dispose();
    });

    async function withKey(email: string): Promise<{ browser: AccountClient; csrf: string; key: string; keyId: string }> {
      const browser = new AccountClient(service.url);
      await browser.signUp(email, password);
      const csrf = await browser.csrfToken();
      const created = (await browser.api('POST', '/account/api/keys', { body: { name: 'laptop' }, csrf })).body as { key: string; keyId: string };
      return { browser, csrf, ...created };
    }

    async function namesOf(browser: AccountClient): Promise<string[]> {
      return ((await browser.api('GET', '/account/api/keys')).body as { keys: { name: string }[] }).keys.map((key) => key.name);
    }

    it('renames the account’s own key (trimmed); the key keeps working', async () => {
      const { browser, csrf, key, keyId } = await withKey('ada@example.com');
      const renamed = await browser.api('PATCH', `/account/api/keys/${keyId}`, { body: { name: '  build server  ' }, csrf });
      expect(renamed).toMatchObject({ status: 200, body: { keyId, name: 'build server', prefix: key.slice(0, 17) } });
      expect(await namesOf(browser)).toEqual(['build server']);
      expect((await service.request('/hd-data?date=1879-03-14T11:30&timezone=Europe/Berlin', { headers: bearer(key) })).status).toBe(200);
    });

    it('another account’s key id answers 404 as an unknown key and keeps its name', async () => {
      const ada = await withKey('ada@example.com');
      const bob = await withKey('bob@example.com');
      const stolen = await bob.browser.api('PATCH', `/account/api/keys/${ada.keyId}`, { body: { name: 'mine now' }, csrf: bob.csrf });
      expect(stolen).toMatchObject({ status: 404, body: { error: 'unknown_api_key' } });
      expect(await namesOf(ada.browser)).toEqual(['laptop']);
      expect((await bob.browser.api('PATCH', '/account/api/keys/key_doesnotexist', { body: { name: 'x' }, csrf: bob.csrf })).status).toBe(404);
      expect((await ada.browser.api('DELETE', `/account/api/keys/${ada.keyId}`, { csrf: ada.csrf })).status).toBe(204);
      expect((await ada.browser.api('PATCH', `/account/api/keys/${ada.keyId}`, { body: { name: 'revoked' }, csrf: ada.csrf })).status).toBe(404);
    });

    it('invalid_text: a NUL, a line break, an empty or a 201-character name is refused 400 and changes nothing', async () => {
      const { browser, csrf, keyId } = await withKey('ada@example.com');
      for (const name of ['nul\u0000name', 'two\nlines', '   ', 'a'.repeat(201)]) {
        const refused = await browser.api('PATCH', `/account/api/keys/${keyId}`, { body: { name }, csrf });
        expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_account_details' } });
      }
      expect((await browser.api('PATCH', `/account/api/keys/${keyId}`, { body: { name: 'x', extra: true }, csrf })).status).toBe(400);
      expect(await namesOf(browser)).toEqual(['laptop']);
    });

    it('csrf: a rename without X-CSRF-Token is refused 403', async () => {
      const { browser, keyId } = await withKey('ada@example.com');
      expect((await browser.api('PATCH', `/account/api/keys/${keyId}`, { body: { name: 'forged' } })).status).toBe(403);
      expect(await namesOf(browser)).toEqual(['laptop']);
    });

    it('flooding: the 31st rename within an hour answers 429', async () => {
      const { browser, csrf, keyId } = await withKey('ada@example.com');
      for (let rename = 0; rename < 30; rename += 1) {
        expect((await browser.api('PATCH', `/account/api/keys/${keyId}`, { body: { name: `name ${rename}` }, csrf })).status).toBe(200);
      }
      const throttled = await browser.api('PATCH', `/account/api/keys/${keyId}`, { body: { name: 'one too many' }, csrf });
      expect(throttled).toMatchObject({ status: 429, body: { error: 'sign_in_throttled' } });
      expect(await namesOf(browser)).toEqual(['name 29']);
    });
  });
}
