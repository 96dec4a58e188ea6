import { describe, expect, it } from 'vitest';
import { AccountClient } from './account-browser-client';
import { mailedAccountServiceEachTest } from './mailed-account-service';

const password = 'a long enough passphrase';

function linkIn(mail: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replaceAll('/', '\\/')}\\?token=[A-Za-z0-9_-]+`, 'u').exec(mail);
  expect(match, `a ${path} link in the email`).not.toBeNull();
  return match?.[0] ?? '';
}

describe('account emails through nodemailer to a real SMTP server', () => {
  const mailed = mailedAccountServiceEachTest();

  it('sends a verification link at sign-up that confirms the email once', async () => {
    const browser = new AccountClient(mailed.service.url);
    await browser.signUp('ada@example.com', password);
    const link = linkIn(await mailed.inbox.next('ada@example.com'), '/account/verify-email');
    const path = new URL(link).pathname + new URL(link).search;
    expect((await browser.get(path)).status).toBe(200);
    expect((await browser.api('GET', '/account/api/session')).body).toMatchObject({ emailVerified: true });
    expect((await browser.get(path)).status).toBe(400);
  });

  it('resets a password by email, answering the same for an unknown email, and ends old sessions', async () => {
    const owner = new AccountClient(mailed.service.url);
    await owner.signUp('ada@example.com', password);
    await mailed.inbox.next('ada@example.com');
    const asker = new AccountClient(mailed.service.url);
    const known = await asker.submit('/account/reset-password', '/account/reset-password', { email: 'ada@example.com' });
    const unknown = await asker.submit('/account/reset-password', '/account/reset-password', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    const link = linkIn(await mailed.inbox.next('ada@example.com'), '/account/reset-password/confirm');
    const token = new URL(link).searchParams.get('token') ?? '';
    const page = await asker.get(`/account/reset-password/confirm?token=${token}`);
    const done = await asker.postForm('/account/reset-password/confirm', { token, password: 'a fresh new passphrase', _csrf: AccountClient.csrfOf(page.text) });
    expect(done.status).toBe(200);
    expect((await owner.api('GET', '/account/api/session')).status).toBe(401);
    const again = await new AccountClient(mailed.service.url).submit('/account/sign-in', '/account/sign-in', { email: 'ada@example.com', password: 'a fresh new passphrase' });
    expect(again.status).toBe(303);
    expect(mailed.inbox.messages.filter((message) => message.to.includes('nobody@example.com'))).toEqual([]);
  });
});
