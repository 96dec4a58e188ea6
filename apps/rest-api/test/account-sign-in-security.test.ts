import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInFailedMessage } from '../src/account/account-page-routes';
import { AccountClient } from './account-browser-client';
import { startTestServer } from './helpers';
import type { TestServer } from './helpers';

const password = 'a long enough passphrase';

describe('account sign-up and sign-in: the attacks they close', () => {
  let service: TestServer;
  beforeEach(async () => {
    service = await startTestServer({ withAccounts: {} });
  });
  afterEach(() => service.close());

  it('signs up with the form: a Free account, a session, 303 to /account, cookie HttpOnly and SameSite=Lax', async () => {
    const browser = new AccountClient(service.url);
    const page = await browser.get('/account/sign-up');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<label for="email">Email</label>');
    expect(page.text).toContain('<label for="password">Password</label>');
    expect(page.text).toContain('>Create account</button>');
    const answer = await browser.postForm('/account/sign-up', { email: 'ada@example.com', password, _csrf: AccountClient.csrfOf(page.text) });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/account');
    expect(answer.setCookie).toMatch(/^mandala_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/u);
    const session = await browser.api('GET', '/account/api/session');
    expect(session.body).toMatchObject({ email: 'ada@example.com', plan: 'free', csrfToken: expect.any(String) });
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    await service.close();
    service = await startTestServer({ withAccounts: { publicUrl: 'https://mandala.example' } });
    const page = await new AccountClient(service.url).get('/account/sign-in');
    expect(page.setCookie).toContain('; Secure');
  });

  it('refuses a form without _csrf, or with another session’s, with 403', async () => {
    const browser = new AccountClient(service.url);
    await browser.get('/account/sign-up');
    const without = await browser.postForm('/account/sign-up', { email: 'ada@example.com', password });
    expect(without.status).toBe(403);
    const other = new AccountClient(service.url);
    const otherToken = AccountClient.csrfOf((await other.get('/account/sign-up')).text);
    const crossed = await browser.postForm('/account/sign-up', { email: 'ada@example.com', password, _csrf: otherToken });
    expect(crossed.status).toBe(403);
    expect(await service.store.findAccountByEmail('ada@example.com')).toBeNull();
  });

  it('refuses an /account/api/ state change without X-CSRF-Token with 403', async () => {
    const browser = new AccountClient(service.url);
    await browser.signUp('ada@example.com', password);
    expect((await browser.api('POST', '/account/api/keys', { body: { name: 'laptop' } })).status).toBe(403);
    expect((await browser.api('POST', '/account/api/keys', { body: { name: 'laptop' }, csrf: 'not-the-token' })).status).toBe(403);
    expect((await browser.api('POST', '/account/api/keys', { body: { name: 'laptop' }, csrf: await browser.csrfToken() })).status).toBe(201);
  });

  it('gives a new session id at sign-in: the cookie from before is not the one after, and is dead', async () => {
    await new AccountClient(service.url).signUp('ada@example.com', password);
    const browser = new AccountClient(service.url);
    const page = await browser.get('/account/sign-in');
    const before = browser.session;
    expect(before).toBeDefined();
    const answer = await browser.postForm('/account/sign-in', { email: 'ada@example.com', password, _csrf: AccountClient.csrfOf(page.text) });
    expect(answer.status).toBe(303);
    expect(browser.session).toBeDefined();
    expect(browser.session).not.toBe(before);
    const planted = new AccountClient(service.url);
    planted.session = before;
    expect((await planted.api('GET', '/account/api/session')).status).toBe(401);
  });

  it('answers a wrong password and an unknown email with the same page', async () => {
    await new AccountClient(service.url).signUp('ada@example.com', password);
    const browser = new AccountClient(service.url);
    const page = await browser.get('/account/sign-in');
    const csrf = AccountClient.csrfOf(page.text);
    const wrong = await browser.postForm('/account/sign-in', { email: 'ada@example.com', password: 'not the password at all', _csrf: csrf });
    const unknown = await browser.postForm('/account/sign-in', { email: 'nobody@example.com', password: 'not the password at all', _csrf: csrf });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.text).toBe(wrong.text);
    expect(wrong.text).toContain(signInFailedMessage);
    expect(wrong.text).not.toContain('ada@example.com');
  });

  it('throttles after ten wrong passwords: the eleventh try answers 429 with Retry-After, even with the right password', async () => {
    await new AccountClient(service.url).signUp('ada@example.com', password);
    const browser = new AccountClient(service.url);
    const csrf = AccountClient.csrfOf((await browser.get('/account/sign-in')).text);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await browser.postForm('/account/sign-in', { email: 'ada@example.com', password: `wrong password ${attempt}`, _csrf: csrf });
      expect(answer.status).toBe(401);
    }
    const throttled = await browser.postForm('/account/sign-in', { email: 'ada@example.com', password, _csrf: csrf });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('returns to a same-origin next after sign-in, and to /account for anything else', async () => {
    await new AccountClient(service.url).signUp('ada@example.com', password);
    for (const [next, expected] of [
      ['/oauth/authorize?client_id=abc&state=xyz', '/oauth/authorize?client_id=abc&state=xyz'],
      ['//evil.example/steal', '/account'],
      ['https://evil.example/', '/account'],
      ['/\\evil.example', '/account'],
    ] as const) {
      const browser = new AccountClient(service.url);
      const query = `?next=${encodeURIComponent(next)}`;
      const answer = await browser.submit(`/account/sign-in${query}`, `/account/sign-in${query}`, { email: 'ada@example.com', password });
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(expected);
    }
  });

  it('sends a visitor without a session from /account to sign-in, and signs out with the form token', async () => {
    const browser = new AccountClient(service.url);
    const anonymous = await browser.get('/account');
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toBe('/account/sign-in?next=%2Faccount');
    await browser.signUp('ada@example.com', password);
    const csrf = await browser.csrfToken();
    expect((await browser.postForm('/account/sign-out', {})).status).toBe(403);
    const out = await browser.postForm('/account/sign-out', { _csrf: csrf });
    expect(out.status).toBe(303);
    expect((await browser.api('GET', '/account/api/session')).status).toBe(401);
  });

  it('answers sign-up for a taken email without opening a second account', async () => {
    await new AccountClient(service.url).signUp('ada@example.com', password);
    const again = await new AccountClient(service.url).signUp('ada@example.com', 'another long passphrase');
    expect(again.status).toBe(400);
    expect(again.text).toContain('If you already have an account, sign in or reset your password.');
  });

  it('refuses a short or common password with a message that says what to do', async () => {
    const short = await new AccountClient(service.url).signUp('ada@example.com', 'short');
    expect(short.status).toBe(400);
    expect(short.text).toContain('at least 10 characters');
    const common = await new AccountClient(service.url).signUp('ada@example.com', 'password123');
    expect(common.status).toBe(400);
    expect(common.text).toContain('too common');
  });
});
