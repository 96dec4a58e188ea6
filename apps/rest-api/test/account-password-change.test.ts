// Issue 38: a signed-in account changes its password from the dashboard. The attacks it closes: a cross-site request
// (no CSRF token), a stolen session that does not know the password (the current one is required), guessing that
// password through this form (throttled with sign-in's own counter), and someone still signed in elsewhere or through
// a connected app after the change (every other session and OAuth grant ends; this session stays).
import { describe, expect, it } from 'vitest';
import { AccountClient } from './account-browser-client';
import { accountStoreBackends } from './account-store-backends';
import { mailedAccountServiceEachTest } from './mailed-account-service';

const password = 'a long enough passphrase';
const newPassword = 'a fresh new passphrase';

for (const backend of await accountStoreBackends()) {
  describe.skipIf(!backend.available)(`POST /account/api/password (${backend.name})`, () => {
    const mailed = mailedAccountServiceEachTest(backend);

    async function signedIn(email: string): Promise<{ here: AccountClient; elsewhere: AccountClient; csrf: string }> {
      const here = new AccountClient(mailed.service.url);
      await here.signUp(email, password);
      await mailed.inbox.next(email);
      const elsewhere = new AccountClient(mailed.service.url);
      expect((await elsewhere.submit('/account/sign-in', '/account/sign-in', { email, password })).status).toBe(303);
      return { here, elsewhere, csrf: await here.csrfToken() };
    }

    it('changes the password with the current one: this session stays, sessions elsewhere and connected apps end, the address is told', async () => {
      const { here, elsewhere, csrf } = await signedIn('ada@example.com');
      const account = await mailed.service.store.findAccountByEmail('ada@example.com');
      await mailed.service.store.saveOAuthRecord('Grant', 'grant-1', { jti: 'grant-1', accountId: account?.id, clientId: 'client-1', kind: 'Grant' }, 3600);

      const changed = await here.api('POST', '/account/api/password', { body: { currentPassword: password, newPassword }, csrf });
      expect(changed.status).toBe(204);
      expect((await here.api('GET', '/account/api/session')).status).toBe(200);
      expect((await elsewhere.api('GET', '/account/api/session')).status).toBe(401);
      await expect(mailed.service.store.listOAuthGrants(account?.id ?? '')).resolves.toEqual([]);
      expect((await new AccountClient(mailed.service.url).submit('/account/sign-in', '/account/sign-in', { email: 'ada@example.com', password })).status).toBe(401);
      expect((await new AccountClient(mailed.service.url).submit('/account/sign-in', '/account/sign-in', { email: 'ada@example.com', password: newPassword })).status).toBe(303);
      expect(await mailed.inbox.next('ada@example.com')).toMatch(/Subject: Your Mandala password was changed[^]*\/account\/reset-password/u);
    });

    it('csrf: a change without the session’s X-CSRF-Token, or with another session’s, is refused 403 and changes nothing', async () => {
      const { here, elsewhere } = await signedIn('ada@example.com');
      const missing = await here.api('POST', '/account/api/password', { body: { currentPassword: password, newPassword } });
      expect(missing).toMatchObject({ status: 403, body: { error: 'csrf_token_invalid' } });
      const foreign = await here.api('POST', '/account/api/password', { body: { currentPassword: password, newPassword }, csrf: await elsewhere.csrfToken() });
      expect(foreign.status).toBe(403);
      expect((await elsewhere.api('GET', '/account/api/session')).status).toBe(200);
      expect((await new AccountClient(mailed.service.url).submit('/account/sign-in', '/account/sign-in', { email: 'ada@example.com', password })).status).toBe(303);
    });

    it('stolen session: without the current password nothing changes and no session ends', async () => {
      const { here, elsewhere, csrf } = await signedIn('ada@example.com');
      const wrong = await here.api('POST', '/account/api/password', { body: { currentPassword: 'not the password at all', newPassword }, csrf });
      expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_account_details', details: { field: 'currentPassword' } } });
      const missing = await here.api('POST', '/account/api/password', { body: { newPassword }, csrf });
      expect(missing).toMatchObject({ status: 400, body: { error: 'invalid_account_details' } });
      const weak = await here.api('POST', '/account/api/password', { body: { currentPassword: password, newPassword: 'password1234' }, csrf });
      expect(weak).toMatchObject({ status: 400, body: { details: { field: 'newPassword' } } });
      expect((await elsewhere.api('GET', '/account/api/session')).status).toBe(200);
    });

    it('brute force of the current password: throttled with Retry-After, on sign-in’s own counter', async () => {
      const { here, csrf } = await signedIn('ada@example.com');
      for (let guess = 0; guess < 10; guess += 1) {
        expect((await here.api('POST', '/account/api/password', { body: { currentPassword: `guess number ${guess}`, newPassword }, csrf })).status).toBe(400);
      }
      const throttled = await here.api('POST', '/account/api/password', { body: { currentPassword: password, newPassword }, csrf });
      expect(throttled).toMatchObject({ status: 429, body: { error: 'sign_in_throttled' } });
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      // The guesses count against sign-in too: the form is no way round its limit.
      expect((await new AccountClient(mailed.service.url).submit('/account/sign-in', '/account/sign-in', { email: 'ada@example.com', password })).status).toBe(429);
    });

    it('answers 401 without a signed-in session', async () => {
      const anonymous = new AccountClient(mailed.service.url);
      await anonymous.get('/account/sign-in');
      expect((await anonymous.api('POST', '/account/api/password', { body: { currentPassword: password, newPassword }, csrf: 'x' })).status).toBe(401);
    });
  });
}
