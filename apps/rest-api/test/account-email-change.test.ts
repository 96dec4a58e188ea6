// Issue 38: a signed-in account moves to a new email. The attacks it closes: a cross-site request (no CSRF token, on
// the request and on the confirming button), a stolen session without the password, guessing that password here,
// learning whether another account holds an address (one answer; the holder gets a notice, never a link), a mail
// scanner that follows the link (a GET changes nothing), the replay of a used link, and a change the old address never
// hears of (it is told, the new address masked).
import { describe, expect, it } from 'vitest';
import { emailChangeAnswer } from '../src/account/account-api-routes';
import { AccountClient } from './account-browser-client';
import { accountStoreBackends } from './account-store-backends';
import { linkPathIn, mailedAccountServiceEachTest } from './mailed-account-service';

const password = 'a long enough passphrase';

for (const backend of await accountStoreBackends()) {
  describe.skipIf(!backend.available)(`POST /account/api/email and /account/confirm-email (${backend.name})`, () => {
    const mailed = mailedAccountServiceEachTest(backend);

    async function signedIn(email: string): Promise<{ browser: AccountClient; csrf: string }> {
      const browser = new AccountClient(mailed.service.url);
      await browser.signUp(email, password);
      await mailed.inbox.next(email);
      return { browser, csrf: await browser.csrfToken() };
    }

    /** Opens the link's page in a browser of its own and presses its button. */
    async function pressConfirm(path: string, browser = new AccountClient(mailed.service.url)) {
      const page = await browser.get(path);
      const token = new URLSearchParams(path.split('?')[1]).get('token') ?? '';
      return browser.postForm('/account/confirm-email', { token, _csrf: AccountClient.csrfOf(page.text) });
    }

    it('sends the link to the folded new address, switches only when its button is pressed, and tells the old address', async () => {
      const { browser, csrf } = await signedIn('ada@example.com');
      const asked = await browser.api('POST', '/account/api/email', { body: { currentPassword: password, newEmail: ' Ada@NEW.example ' }, csrf });
      expect(asked).toMatchObject({ status: 202, body: { message: emailChangeAnswer } });
      const path = linkPathIn(await mailed.inbox.next('ada@new.example'), '/account/confirm-email');
      expect((await browser.api('GET', '/account/api/session')).body).toMatchObject({ email: 'ada@example.com' });

      // Link prefetch: opening the link only shows the button.
      const opened = await new AccountClient(mailed.service.url).get(path);
      expect(opened.status).toBe(200);
      expect(opened.text).toContain('>Use this email</button>');
      expect((await browser.api('GET', '/account/api/session')).body).toMatchObject({ email: 'ada@example.com' });

      const done = await pressConfirm(path);
      expect(done.status).toBe(200);
      expect(done.text).toContain('Email changed');
      expect((await browser.api('GET', '/account/api/session')).body).toMatchObject({ email: 'ada@new.example', emailVerified: true });
      const notice = await mailed.inbox.next('ada@example.com');
      expect(notice).toMatch(/Subject: Your Mandala sign-in email was changed/u);
      expect(notice).toContain('a***@new.example');
      expect(notice).not.toContain('ada@new.example');
      expect((await new AccountClient(mailed.service.url).submit('/account/sign-in', '/account/sign-in', { email: 'ada@new.example', password })).status).toBe(303);
    });

    it('replay: a used link answers 400 and changes nothing more', async () => {
      const { browser, csrf } = await signedIn('ada@example.com');
      await browser.api('POST', '/account/api/email', { body: { currentPassword: password, newEmail: 'ada@new.example' }, csrf });
      const path = linkPathIn(await mailed.inbox.next('ada@new.example'), '/account/confirm-email');
      expect((await pressConfirm(path)).status).toBe(200);
      const again = await pressConfirm(path);
      expect(again.status).toBe(400);
      expect(again.text).toContain('Link not valid');
    });

    it('enumeration: an address another account holds gets the same answer; its holder gets a notice and no link', async () => {
      const { browser, csrf } = await signedIn('ada@example.com');
      await signedIn('bob@example.com');
      const free = await browser.api('POST', '/account/api/email', { body: { currentPassword: password, newEmail: 'free@example.com' }, csrf });
      const held = await browser.api('POST', '/account/api/email', { body: { currentPassword: password, newEmail: 'BOB@example.com' }, csrf });
      expect({ status: held.status, body: held.body }).toEqual({ status: free.status, body: free.body });
      const notice = await mailed.inbox.next('bob@example.com');
      expect(notice).toMatch(/Subject: Your email was not added to another Mandala account/u);
      expect(notice).not.toContain('/account/confirm-email');
      expect((await browser.api('GET', '/account/api/session')).body).toMatchObject({ email: 'ada@example.com' });
    });

    it('csrf: a request without X-CSRF-Token, and a confirming POST without the form’s _csrf, change nothing', async () => {
      const { browser, csrf } = await signedIn('ada@example.com');
      const missing = await browser.api('POST', '/account/api/email', { body: { currentPassword: password, newEmail: 'ada@new.example' } });
      expect(missing).toMatchObject({ status: 403, body: { error: 'csrf_token_invalid' } });
      await browser.api('POST', '/account/api/email', { body: { currentPassword: password, newEmail: 'ada@new.example' }, csrf });
      const path = linkPathIn(await mailed.inbox.next('ada@new.example'), '/account/confirm-email');
      const token = new URLSearchParams(path.split('?')[1]).get('token') ?? '';
      const forged = await new AccountClient(mailed.service.url).postForm('/account/confirm-email', { token });
      expect(forged.status).toBe(403);
      expect((await browser.api('GET', '/account/api/session')).body).toMatchObject({ email: 'ada@example.com' });
      // The link was not used up by the refused POST.
      expect((await pressConfirm(path)).status).toBe(200);
    });

    it('stolen session and brute force: the current password is required, and guesses are throttled', async () => {
      const { browser, csrf } = await signedIn('ada@example.com');
      const wrong = await browser.api('POST', '/account/api/email', { body: { currentPassword: 'not the password', newEmail: 'thief@example.com' }, csrf });
      expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_account_details', details: { field: 'currentPassword' } } });
      for (let guess = 0; guess < 4; guess += 1) {
        await browser.api('POST', '/account/api/email', { body: { currentPassword: `guess ${guess}`, newEmail: `thief${guess}@example.com` }, csrf });
      }
      const throttled = await browser.api('POST', '/account/api/email', { body: { currentPassword: password, newEmail: 'thief@example.com' }, csrf });
      expect(throttled).toMatchObject({ status: 429, body: { error: 'sign_in_throttled' } });
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(mailed.inbox.messages.filter((message) => message.to.some((to) => to.startsWith('thief')))).toEqual([]);
    });

    it('refuses a non-address and the account’s own address with 400', async () => {
      const { browser, csrf } = await signedIn('ada@example.com');
      for (const newEmail of ['not an address', 'ada\u200b@new.example', 'ADA@example.com']) {
        expect((await browser.api('POST', '/account/api/email', { body: { currentPassword: password, newEmail }, csrf })).status).toBe(400);
      }
    });
  });
}
