// Without SMTP (MANDALA_SMTP_URL unset) the verification and reset links are logged for development, and they used
// to read `token=[REDACTED]`: the documented development path could neither confirm an email nor reset a password.
// The development line now carries the real token (only that line, only without SMTP); with SMTP no log line ever
// holds a token, and the request log of the link's own GET still redacts it in both modes.
import { afterEach, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../src/logger';
import { AccountClient } from './account-browser-client';
import { startTestServer } from './helpers';
import type { TestServer } from './helpers';
import { startSmtpInbox } from './smtp-inbox';
import type { SmtpInbox } from './smtp-inbox';

const password = 'a long enough passphrase';

interface LoggedLine {
  readonly msg?: string;
  readonly link?: string;
  readonly purpose?: string;
  readonly development?: boolean;
}

describe('email links in development (no SMTP) and production (SMTP)', () => {
  let service: TestServer | undefined;
  let inbox: SmtpInbox | undefined;
  let lines: string[] = [];
  afterEach(async () => {
    await service?.close();
    await inbox?.close();
    service = undefined;
    inbox = undefined;
    lines = [];
  });
  const logger = () => createJsonLogger('debug', (line) => void lines.push(line));
  const developmentLink = (purpose: string): string => {
    const line = lines.map((text) => JSON.parse(text) as LoggedLine).find((entry) => entry.development === true && entry.purpose === purpose);
    expect(line, `a development line for ${purpose}`).toBeDefined();
    return line?.link ?? '';
  };

  it('without SMTP: the logged verification and reset links carry their token and work', async () => {
    service = await startTestServer({ withAccounts: {}, logger: logger() });
    const owner = new AccountClient(service.url);
    await owner.signUp('dev@example.com', password);
    const verify = developmentLink('verify-email');
    expect(verify).toMatch(/\/account\/verify-email\?token=[A-Za-z0-9_-]{40,}$/u);
    const verifyUrl = new URL(verify);
    expect((await owner.get(verifyUrl.pathname + verifyUrl.search)).status).toBe(200);
    expect((await owner.api('GET', '/account/api/session')).body).toMatchObject({ emailVerified: true });

    const asker = new AccountClient(service.url);
    expect((await asker.submit('/account/reset-password', '/account/reset-password', { email: 'dev@example.com' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reset = new URL(developmentLink('reset-password'));
    const token = reset.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/u);
    const page = await asker.get(`/account/reset-password/confirm?token=${token}`);
    const done = await asker.postForm('/account/reset-password/confirm', { token, password: 'a fresh new passphrase', _csrf: AccountClient.csrfOf(page.text) });
    expect(done.status).toBe(200);
    const signedIn = await new AccountClient(service.url).submit('/account/sign-in', '/account/sign-in', { email: 'dev@example.com', password: 'a fresh new passphrase' });
    expect(signedIn.status).toBe(303);

    // Only the development lines hold a token: the request lines of the links' own GETs are redacted.
    const withToken = lines.filter((line) => line.includes(token));
    expect(withToken).toHaveLength(1);
    expect(withToken[0]).toContain('"development":true');
    expect(lines.filter((line) => line.includes('"msg":"request"') && line.includes('token=')).every((line) => line.includes('token=[REDACTED]'))).toBe(true);
  });

  it('with SMTP: the links go by email and no log line holds a token', async () => {
    inbox = await startSmtpInbox();
    service = await startTestServer({ withAccounts: { smtpUrl: inbox.url }, logger: logger() });
    const owner = new AccountClient(service.url);
    await owner.signUp('prod@example.com', password);
    const mail = await inbox.next('prod@example.com');
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/u.exec(mail)?.[1] ?? '';
    expect(token).not.toBe('');
    expect((await owner.get(`/account/verify-email?token=${token}`)).status).toBe(200);
    expect(lines.some((line) => line.includes('"development":true'))).toBe(false);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
    expect(lines.some((line) => line.includes('verify-email?token=[REDACTED]'))).toBe(true);
  });
});
