// The set-up of the account tests that read the mail the service sends: before each test a real SMTP inbox and a test
// server with accounts mailing into it, on one of the account stores; after it, both closed and the store dropped.
import { afterEach, beforeEach, expect } from 'vitest';
import type { AccountStoreBackend } from './account-store-backends';
import { startTestServer } from './helpers';
import type { TestServer } from './helpers';
import { startSmtpInbox } from './smtp-inbox';
import type { SmtpInbox } from './smtp-inbox';

/** The inbox and the service of the test that runs now. */
export interface MailedAccountService {
  readonly inbox: SmtpInbox;
  readonly service: TestServer;
}

const sqliteOnly: Pick<AccountStoreBackend, 'serverOptions' | 'dispose'> = { serverOptions: () => ({}), dispose: () => Promise.resolve() };

/**
 * Registers, in the enclosing `describe`, a fresh inbox and service for each test on `backend` (default SQLite), and
 * answers the current ones.
 */
export function mailedAccountServiceEachTest(backend: Pick<AccountStoreBackend, 'serverOptions' | 'dispose'> = sqliteOnly): MailedAccountService {
  let inbox: SmtpInbox | undefined;
  let service: TestServer | undefined;
  beforeEach(async () => {
    inbox = await startSmtpInbox();
    service = await startTestServer({ ...backend.serverOptions(), withAccounts: { smtpUrl: inbox.url } });
  });
  afterEach(async () => {
    await service?.close();
    await inbox?.close();
    await backend.dispose();
    service = undefined;
    inbox = undefined;
  });
  return {
    get inbox(): SmtpInbox {
      if (inbox === undefined) throw new Error('The inbox exists only while a test runs.');
      return inbox;
    },
    get service(): TestServer {
      if (service === undefined) throw new Error('The service exists only while a test runs.');
      return service;
    },
  };
}

/** The path and query of the `path?token=…` link in `mail` (the test fails when there is none). */
export function linkPathIn(mail: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+(${path.replaceAll('/', '\\/')}\\?token=[A-Za-z0-9_-]+)`, 'u').exec(mail);
  expect(match, `a ${path} link in the email`).not.toBeNull();
  return match?.[1] ?? '';
}
