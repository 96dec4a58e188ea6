import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessStore } from '../access-store';
import { openAccessStore } from '../open-access-store';
import { resolveSession, sessionCookieName } from './session-cookie';
import { postgresAnswers, testDatabaseUrl as databaseUrl } from '../../test/postgres-test-database';

const postgresAvailable = await postgresAnswers();

interface Backend {
  open(): Promise<AccessStore>;
  dispose(): Promise<void>;
}

function sqliteBackend(): Backend {
  let directory = '';
  return {
    open: () => {
      directory = mkdtempSync(join(tmpdir(), 'mandala-accounts-'));
      return openAccessStore({ dataDirectory: directory });
    },
    dispose: () => Promise.resolve(rmSync(directory, { recursive: true, force: true })),
  };
}

function postgresBackend(): Backend {
  const schema = `mandala_accounts_test_${randomBytes(6).toString('hex')}`;
  return {
    open: () => openAccessStore({ databaseUrl, postgresSchema: schema, dataDirectory: '/nonexistent' }),
    dispose: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}

const password = 'correct horse battery';

function describeAccounts(name: string, makeBackend: () => Backend, enabled: boolean): void {
  describe.skipIf(!enabled)(`accounts people open themselves (${name})`, () => {
    let backend: Backend;
    let store: AccessStore;
    beforeEach(async () => {
      backend = makeBackend();
      store = await backend.open();
    });
    afterEach(async () => {
      await store.close();
      await backend.dispose();
    });

    it('opens a Free account with a lower-cased email, and never a second one for the same email', async () => {
      const account = await store.signUp({ email: ' Ada@Example.com ', password });
      expect(account).toMatchObject({ plan: 'free', email: 'ada@example.com', disabledAt: null });
      await expect(store.signUp({ email: 'ada@example.com', password })).rejects.toMatchObject({ code: 'account_not_opened' });
    });

    it('refuses short and common passwords and malformed emails', async () => {
      await expect(store.signUp({ email: 'a@example.com', password: 'short' })).rejects.toMatchObject({ code: 'invalid_account_details' });
      await expect(store.signUp({ email: 'a@example.com', password: 'password123' })).rejects.toMatchObject({ code: 'invalid_account_details' });
      await expect(store.signUp({ email: 'not-an-email', password })).rejects.toMatchObject({ code: 'invalid_account_details' });
    });

    it('checks a password: the account for the right one, null for a wrong one or an unknown email', async () => {
      const account = await store.signUp({ email: 'ada@example.com', password });
      await expect(store.checkPassword({ email: 'ADA@example.com', password, clientAddress: '192.0.2.1' })).resolves.toMatchObject({ id: account.id });
      await expect(store.checkPassword({ email: 'ada@example.com', password: 'wrong password!', clientAddress: '192.0.2.1' })).resolves.toBeNull();
      await expect(store.checkPassword({ email: 'nobody@example.com', password, clientAddress: '192.0.2.1' })).resolves.toBeNull();
    });

    it('throttles an email after ten wrong passwords, even for the right one', async () => {
      await store.signUp({ email: 'ada@example.com', password });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await expect(store.checkPassword({ email: 'ada@example.com', password: `wrong-${attempt}-password`, clientAddress: `198.51.100.${attempt}` })).resolves.toBeNull();
      }
      await expect(store.checkPassword({ email: 'ada@example.com', password, clientAddress: '203.0.113.9' })).rejects.toMatchObject({ code: 'sign_in_throttled' });
    });

    it('resolves a signed-in session cookie, and an anonymous one to null', async () => {
      const account = await store.signUp({ email: 'ada@example.com', password });
      const anonymous = await store.startSession(null);
      expect(await resolveSession(store, `${sessionCookieName}=${anonymous.sessionId}`)).toBeNull();
      const session = await store.startSession(account.id);
      expect(session.sessionId).not.toBe(anonymous.sessionId);
      expect(await resolveSession(store, `other=1; ${sessionCookieName}=${session.sessionId}`)).toEqual({
        accountId: account.id,
        email: 'ada@example.com',
        csrfToken: session.csrfToken,
      });
      await store.endSession(session.sessionId);
      expect(await resolveSession(store, `${sessionCookieName}=${session.sessionId}`)).toBeNull();
      expect(await resolveSession(store, undefined)).toBeNull();
    });

    it('disabling an account ends its sessions, refuses its keys and its password', async () => {
      const account = await store.signUp({ email: 'ada@example.com', password });
      const session = await store.startSession(account.id);
      const key = await store.createKey(account.id, { name: 'laptop' });
      await store.disableAccount(account.id);
      expect(await store.findSession(session.sessionId)).toBeNull();
      await expect(store.authenticate(key.key)).rejects.toMatchObject({ code: 'account_disabled' });
      await expect(store.checkPassword({ email: 'ada@example.com', password, clientAddress: '192.0.2.1' })).resolves.toBeNull();
    });

    it('keeps people per account: another account sees unknown_person', async () => {
      const ada = await store.signUp({ email: 'ada@example.com', password });
      const bob = await store.signUp({ email: 'bob@example.com', password });
      const person = await store.savePerson(ada.id, { name: 'Grace', date: '1906-12-09T12:00', timezone: 'America/New_York' });
      expect(await store.listPeople(ada.id)).toEqual([person]);
      await expect(store.getPerson(bob.id, person.id)).rejects.toMatchObject({ code: 'unknown_person' });
      await expect(store.deletePerson(bob.id, person.id)).rejects.toMatchObject({ code: 'unknown_person' });
      await expect(store.updatePerson(bob.id, person.id, { name: 'x' })).rejects.toMatchObject({ code: 'unknown_person' });
      const renamed = await store.updatePerson(ada.id, person.id, { notes: 'admiral' });
      expect(renamed).toMatchObject({ name: 'Grace', notes: 'admiral' });
      await store.deletePerson(ada.id, person.id);
      expect(await store.listPeople(ada.id)).toEqual([]);
    });

    it('stops at the plan’s number of people (Free: 20)', async () => {
      const ada = await store.signUp({ email: 'ada@example.com', password });
      for (let index = 0; index < 20; index += 1) await store.savePerson(ada.id, { name: `P${index}`, date: '1990-01-01T12:00', timezone: 'UTC' });
      await expect(store.savePerson(ada.id, { name: 'one more', date: '1990-01-01T12:00', timezone: 'UTC' })).rejects.toMatchObject({ code: 'people_limit_reached' });
    });

    it('counts charged units per day and surface', async () => {
      const ada = await store.signUp({ email: 'ada@example.com', password });
      await store.setPlan(ada.id, 'business');
      await store.runMetered({ accountId: ada.id, units: 1, surface: 'rest' }, () => Promise.resolve(1));
      await store.runMetered({ accountId: ada.id, units: 1, surface: 'mcp' }, () => Promise.resolve(1));
      await expect(store.runMetered({ accountId: ada.id, units: 1, surface: 'mcp' }, () => Promise.reject(new Error('engine failed')))).rejects.toThrow();
      const today = new Date().toISOString().slice(0, 10);
      const days = await store.dailyUsage(ada.id);
      expect(days.find((day) => day.day === today)).toEqual({ day: today, rest: 1, agentHttp: 0, mcp: 1 });
      expect(days.reduce((sum, day) => sum + day.rest + day.agentHttp + day.mcp, 0)).toBe(2);
    });

    it('uses an emailed link once; a reset ends every session', async () => {
      const ada = await store.signUp({ email: 'ada@example.com', password });
      const verify = await store.createEmailLink(ada.id, 'verify-email');
      expect((await store.verifyEmail(verify)).emailVerifiedAt).not.toBeNull();
      await expect(store.verifyEmail(verify)).rejects.toMatchObject({ code: 'invalid_email_link' });
      const session = await store.startSession(ada.id);
      const reset = await store.createEmailLink(ada.id, 'reset-password');
      await expect(store.resetPassword(reset, 'short')).rejects.toMatchObject({ code: 'invalid_account_details' });
      await store.resetPassword(reset, 'a brand new passphrase');
      expect(await store.findSession(session.sessionId)).toBeNull();
      await expect(store.checkPassword({ email: 'ada@example.com', password: 'a brand new passphrase', clientAddress: '192.0.2.1' })).resolves.not.toBeNull();
      await expect(store.resetPassword(reset, 'another new passphrase')).rejects.toMatchObject({ code: 'invalid_email_link' });
    });

    it('exports everything without secrets and deletion erases it all', async () => {
      const ada = await store.signUp({ email: 'ada@example.com', password });
      const key = await store.createKey(ada.id, { name: 'laptop' });
      await store.savePerson(ada.id, { name: 'Grace', date: '1906-12-09T12:00', timezone: 'America/New_York' });
      await store.runMetered({ accountId: ada.id, units: 1, surface: 'rest' }, () => Promise.resolve(1));
      const exported = JSON.stringify(await store.exportAccount(ada.id));
      expect(exported).toContain('Grace');
      expect(exported).not.toContain(key.key);
      expect(exported).not.toContain('scrypt$');
      const session = await store.startSession(ada.id);
      await store.deleteAccount(ada.id);
      expect(await store.findAccount(ada.id)).toBeNull();
      expect(await store.findSession(session.sessionId)).toBeNull();
      await expect(store.authenticate(key.key)).rejects.toMatchObject({ code: 'invalid_key' });
      await expect(store.listPeople(ada.id)).resolves.toEqual([]);
      // The email is free again.
      await expect(store.signUp({ email: 'ada@example.com', password })).resolves.toMatchObject({ email: 'ada@example.com' });
    });
  });
}

describeAccounts('SQLite', sqliteBackend, true);
describeAccounts('PostgreSQL', postgresBackend, postgresAvailable);
