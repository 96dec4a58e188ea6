// Issue 38: a signed-in account asks for its verification link again. The attacks it closes: a cross-site request
// (no CSRF token), mail bombing its own or any address (5 per email and 20 per client address an hour, the same
// counters as password resets), and learning anything from the answer (the same whether or not an email went out).
import { describe, expect, it } from 'vitest';
import { verificationResendAnswer } from '../src/account/account-api-routes';
import { AccountClient } from './account-browser-client';
import { accountStoreBackends } from './account-store-backends';
import { linkPathIn, mailedAccountServiceEachTest } from './mailed-account-service';

const password = 'a long enough passphrase';

for (const backend of await accountStoreBackends()) {
  describe.skipIf(!backend.available)(`POST /account/api/verification (${backend.name})`, () => {
    const mailed = mailedAccountServiceEachTest(backend);

    it('sends a fresh link that confirms the email; the link of sign-up no longer works', async () => {
      const browser = new AccountClient(mailed.service.url);
      await browser.signUp('ada@example.com', password);
      const first = linkPathIn(await mailed.inbox.next('ada@example.com'), '/account/verify-email');
      const resent = await browser.api('POST', '/account/api/verification', { csrf: await browser.csrfToken() });
      expect(resent).toMatchObject({ status: 202, body: { message: verificationResendAnswer } });
      const second = linkPathIn(await mailed.inbox.next('ada@example.com'), '/account/verify-email');
      expect(second).not.toBe(first);
      expect((await browser.get(first)).status).toBe(400);
      expect((await browser.get(second)).status).toBe(200);
      expect((await browser.api('GET', '/account/api/session')).body).toMatchObject({ emailVerified: true });
    });

    it('answers the same once the email is confirmed, and sends nothing', async () => {
      const browser = new AccountClient(mailed.service.url);
      await browser.signUp('ada@example.com', password);
      const unconfirmed = await browser.api('POST', '/account/api/verification', { csrf: await browser.csrfToken() });
      await mailed.inbox.next('ada@example.com');
      expect((await browser.get(linkPathIn(await mailed.inbox.next('ada@example.com'), '/account/verify-email'))).status).toBe(200);
      const confirmed = await browser.api('POST', '/account/api/verification', { csrf: await browser.csrfToken() });
      expect({ status: confirmed.status, body: confirmed.body }).toEqual({ status: unconfirmed.status, body: unconfirmed.body });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailed.inbox.messages.filter((message) => message.to.includes('ada@example.com'))).toEqual([]);
    });

    it('csrf: a resend without X-CSRF-Token is refused 403 and sends nothing', async () => {
      const browser = new AccountClient(mailed.service.url);
      await browser.signUp('ada@example.com', password);
      await mailed.inbox.next('ada@example.com');
      expect((await browser.api('POST', '/account/api/verification')).status).toBe(403);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailed.inbox.messages).toEqual([]);
    });

    it('mail bombing: the sixth resend within an hour answers 429, sharing the reset links’ counter', async () => {
      const browser = new AccountClient(mailed.service.url);
      await browser.signUp('ada@example.com', password);
      const csrf = await browser.csrfToken();
      // One reset asked from the sign-in side counts too.
      expect((await new AccountClient(mailed.service.url).submit('/account/reset-password', '/account/reset-password', { email: 'ada@example.com' })).status).toBe(200);
      for (let resend = 0; resend < 4; resend += 1) expect((await browser.api('POST', '/account/api/verification', { csrf })).status).toBe(202);
      const throttled = await browser.api('POST', '/account/api/verification', { csrf });
      expect(throttled).toMatchObject({ status: 429, body: { error: 'sign_in_throttled' } });
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
}
