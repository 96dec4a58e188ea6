// Issue 38, account basics in the store, on SQLite and PostgreSQL: a password change that needs the current password
// (throttled as sign-in is) and ends every other session and connected app; an email change that switches only when
// the link sent to the new address is used, once; a key rename that reaches only the account's own live keys.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessStore } from '../access-store';
import { openAccessStore } from '../open-access-store';
import { postgresAnswers, runTestSql, testDatabaseUrl as databaseUrl } from '../../test/postgres-test-database';

const postgresAvailable = await postgresAnswers();

const password = 'correct horse battery';
const newPassword = 'a brand new passphrase';
const address = '203.0.113.7';

let nowMs = Date.UTC(2026, 10, 28, 12);
const clock = (): Date => new Date(nowMs);

interface Backend {
  open(): Promise<AccessStore>;
  dispose(): Promise<void>;
}

function sqliteBackend(): Backend {
  let directory = '';
  return {
    open: () => {
      directory = mkdtempSync(join(tmpdir(), 'mandala-account-basics-'));
      return openAccessStore({ dataDirectory: directory, clock });
    },
    dispose: () => Promise.resolve(rmSync(directory, { recursive: true, force: true })),
  };
}

function postgresBackend(): Backend {
  const schema = `mandala_account_basics_${randomBytes(6).toString('hex')}`;
  return {
    open: () => openAccessStore({ databaseUrl, postgresSchema: schema, dataDirectory: '/nonexistent', clock }),
    dispose: () => runTestSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
  };
}

function describeAccountBasics(name: string, makeBackend: () => Backend, enabled: boolean): void {
  describe.skipIf(!enabled)(`account basics in the store (${name})`, () => {
    let backend: Backend;
    let store: AccessStore;
    beforeEach(async () => {
      nowMs = Date.UTC(2026, 10, 28, 12);
      backend = makeBackend();
      store = await backend.open();
    });
    afterEach(async () => {
      await store.close();
      await backend.dispose();
    });

    describe('password change', () => {
      it('needs the current password, keeps this session, ends the others and disconnects OAuth apps', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        const here = await store.startSession(ada.id);
        const elsewhere = await store.startSession(ada.id);
        await store.saveOAuthRecord('Grant', 'grant-1', { jti: 'grant-1', accountId: ada.id, clientId: 'client-1', kind: 'Grant' }, 3600);
        await store.saveOAuthRecord('RefreshToken', 'refresh-1', { jti: 'refresh-1', accountId: ada.id, grantId: 'grant-1', clientId: 'client-1' }, 3600);
        const key = await store.createKey(ada.id, { name: 'server' });

        await store.changePassword({ accountId: ada.id, currentPassword: password, newPassword, keptSessionId: here.sessionId, clientAddress: address });

        await expect(store.findSession(here.sessionId)).resolves.toMatchObject({ accountId: ada.id });
        await expect(store.findSession(elsewhere.sessionId)).resolves.toBeNull();
        await expect(store.findOAuthRecord('RefreshToken', 'refresh-1')).resolves.toBeNull();
        await expect(store.listOAuthGrants(ada.id)).resolves.toEqual([]);
        // API keys are the holder's own, listed in the dashboard: they stay.
        await expect(store.authenticate(key.key)).resolves.toMatchObject({ account: { id: ada.id } });
        await expect(store.checkPassword({ email: 'ada@example.com', password, clientAddress: address })).resolves.toBeNull();
        await expect(store.checkPassword({ email: 'ada@example.com', password: newPassword, clientAddress: address })).resolves.toMatchObject({ id: ada.id });
      });

      it('refuses a wrong current password without changing anything, and a weak new one without counting an attempt', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        const here = await store.startSession(ada.id);
        const elsewhere = await store.startSession(ada.id);
        const change = (currentPassword: string, next: string) =>
          store.changePassword({ accountId: ada.id, currentPassword, newPassword: next, keptSessionId: here.sessionId, clientAddress: address });
        await expect(change('not my password', newPassword)).rejects.toMatchObject({ code: 'invalid_account_details', details: { field: 'currentPassword' } });
        for (let attempt = 0; attempt < 12; attempt += 1) {
          await expect(change(password, 'short')).rejects.toMatchObject({ code: 'invalid_account_details', details: { field: 'newPassword' } });
        }
        await expect(store.findSession(elsewhere.sessionId)).resolves.toMatchObject({ accountId: ada.id });
        await expect(store.checkPassword({ email: 'ada@example.com', password, clientAddress: address })).resolves.toMatchObject({ id: ada.id });
      });

      it('current-password guessing is throttled as sign-in is, even for the right password after', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        const here = await store.startSession(ada.id);
        const change = (currentPassword: string) =>
          store.changePassword({ accountId: ada.id, currentPassword, newPassword, keptSessionId: here.sessionId, clientAddress: address });
        for (let guess = 0; guess < 10; guess += 1) await expect(change(`guess number ${guess}`)).rejects.toMatchObject({ code: 'invalid_account_details' });
        await expect(change(password)).rejects.toMatchObject({ code: 'sign_in_throttled', details: { retryAfterSeconds: expect.any(Number) } });
        // The same counter as sign-in: the form cannot be used to go round it.
        await expect(store.checkPassword({ email: 'ada@example.com', password, clientAddress: '198.51.100.1' })).rejects.toMatchObject({ code: 'sign_in_throttled' });
      });

      it('voids a pending email change and reset link', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        const here = await store.startSession(ada.id);
        const reset = await store.createEmailLink(ada.id, 'reset-password');
        const change = await store.requestEmailChange({ accountId: ada.id, currentPassword: password, newEmail: 'ada@new.example', clientAddress: address });
        await store.changePassword({ accountId: ada.id, currentPassword: password, newPassword, keptSessionId: here.sessionId, clientAddress: address });
        await expect(store.resetPassword(reset, 'yet another passphrase')).rejects.toMatchObject({ code: 'invalid_email_link' });
        await expect(store.confirmEmailChange(change.token ?? '')).rejects.toMatchObject({ code: 'invalid_email_link' });
      });
    });

    describe('email change', () => {
      it('switches to the folded new address only when its link is used, verified, once', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        const asked = await store.requestEmailChange({ accountId: ada.id, currentPassword: password, newEmail: ' ADA@New.Example ', clientAddress: address });
        expect(asked).toEqual({ newEmail: 'ada@new.example', token: expect.any(String) });
        await expect(store.findAccount(ada.id)).resolves.toMatchObject({ email: 'ada@example.com', emailVerifiedAt: null });

        const confirmed = await store.confirmEmailChange(asked.token ?? '');
        expect(confirmed.previousEmail).toBe('ada@example.com');
        expect(confirmed.account).toMatchObject({ id: ada.id, email: 'ada@new.example', emailVerifiedAt: new Date(nowMs) });
        await expect(store.checkPassword({ email: 'ada@new.example', password, clientAddress: address })).resolves.toMatchObject({ id: ada.id });
        await expect(store.checkPassword({ email: 'ada@example.com', password, clientAddress: address })).resolves.toBeNull();
        // Replay of the same link.
        await expect(store.confirmEmailChange(asked.token ?? '')).rejects.toMatchObject({ code: 'invalid_email_link' });
        // The old address is free for a new account.
        await expect(store.signUp({ email: 'ada@example.com', password })).resolves.toMatchObject({ email: 'ada@example.com' });
      });

      it('needs the current password and refuses a non-address or the same address', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        const ask = (currentPassword: string, newEmail: string) => store.requestEmailChange({ accountId: ada.id, currentPassword, newEmail, clientAddress: address });
        await expect(ask('wrong password here', 'ada@new.example')).rejects.toMatchObject({ code: 'invalid_account_details', details: { field: 'currentPassword' } });
        await expect(ask(password, 'not an address')).rejects.toMatchObject({ code: 'invalid_account_details' });
        await expect(ask(password, 'ada@new.example\u200b')).rejects.toMatchObject({ code: 'invalid_account_details' });
        await expect(ask(password, 'ADA@example.com')).rejects.toMatchObject({ code: 'invalid_account_details', details: { field: 'newEmail' } });
      });

      it('gives no link for an address another account holds, in any spelling', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        await store.signUp({ email: 'bob@example.com', password });
        const asked = await store.requestEmailChange({ accountId: ada.id, currentPassword: password, newEmail: 'ＢＯＢ@example.com', clientAddress: address });
        expect(asked).toEqual({ newEmail: 'bob@example.com', token: null });
      });

      it('refuses the link when another account took the address meanwhile, changing nothing', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        const asked = await store.requestEmailChange({ accountId: ada.id, currentPassword: password, newEmail: 'shared@example.com', clientAddress: address });
        await store.signUp({ email: 'shared@example.com', password });
        await expect(store.confirmEmailChange(asked.token ?? '')).rejects.toMatchObject({ code: 'invalid_email_link', message: expect.stringMatching(/another Mandala account/u) });
        await expect(store.findAccount(ada.id)).resolves.toMatchObject({ email: 'ada@example.com' });
      });

      it('expires the link after 24 hours; a newer request replaces an older link', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        const ask = (newEmail: string) => store.requestEmailChange({ accountId: ada.id, currentPassword: password, newEmail, clientAddress: address });
        const first = await ask('first@example.com');
        const second = await ask('second@example.com');
        await expect(store.confirmEmailChange(first.token ?? '')).rejects.toMatchObject({ code: 'invalid_email_link' });
        nowMs += 24 * 3_600_000 + 1;
        await expect(store.confirmEmailChange(second.token ?? '')).rejects.toMatchObject({ code: 'invalid_email_link' });
        await expect(store.findAccount(ada.id)).resolves.toMatchObject({ email: 'ada@example.com' });
      });

      it('a link of another purpose does not change the email, nor does a change link verify', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        const verify = await store.createEmailLink(ada.id, 'verify-email');
        await expect(store.confirmEmailChange(verify)).rejects.toMatchObject({ code: 'invalid_email_link' });
        const asked = await store.requestEmailChange({ accountId: ada.id, currentPassword: password, newEmail: 'ada@new.example', clientAddress: address });
        await expect(store.verifyEmail(asked.token ?? '')).rejects.toMatchObject({ code: 'invalid_email_link' });
        await expect(store.findAccount(ada.id)).resolves.toMatchObject({ email: 'ada@example.com', emailVerifiedAt: null });
      });

      it('links mailed to the old address stop acting on the account once it moves', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        const reset = await store.createEmailLink(ada.id, 'reset-password');
        const asked = await store.requestEmailChange({ accountId: ada.id, currentPassword: password, newEmail: 'ada@new.example', clientAddress: address });
        await store.confirmEmailChange(asked.token ?? '');
        await expect(store.resetPassword(reset, 'taken over passphrase')).rejects.toMatchObject({ code: 'invalid_email_link' });
      });
    });

    describe('key rename', () => {
      it('renames only the account’s own live keys; another account’s key id answers as unknown', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        const bob = await store.signUp({ email: 'bob@example.com', password });
        const adaKey = await store.createKey(ada.id, { name: 'laptop' });
        const bobKey = await store.createKey(bob.id, { name: 'server' });
        await expect(store.renameKey(ada.id, adaKey.keyId, '  desktop  ')).resolves.toMatchObject({ keyId: adaKey.keyId, name: 'desktop' });
        await expect(store.renameKey(ada.id, bobKey.keyId, 'mine now')).rejects.toMatchObject({ code: 'unknown_api_key' });
        await expect(store.listKeys({ accountId: bob.id })).resolves.toEqual([expect.objectContaining({ keyId: bobKey.keyId, name: 'server' })]);
        await store.revokeKey(adaKey.keyId);
        await expect(store.renameKey(ada.id, adaKey.keyId, 'revoked')).rejects.toMatchObject({ code: 'unknown_api_key' });
        await expect(store.renameKey(ada.id, 'key_\u0000', 'x')).rejects.toMatchObject({ code: 'unknown_api_key' });
      });

      it('refuses a name the store cannot hold or longer than 200 characters, as creation does', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        const key = await store.createKey(ada.id, { name: 'laptop' });
        for (const name of ['', '   ', 'a'.repeat(201), 'nul\u0000name', 'two\nlines', 'half \ud800 pair']) {
          await expect(store.renameKey(ada.id, key.keyId, name)).rejects.toMatchObject({ code: 'invalid_account_details', details: { field: 'name' } });
        }
        await expect(store.renameKey(ada.id, key.keyId, 'é'.repeat(200))).resolves.toMatchObject({ name: 'é'.repeat(200) });
      });
    });

    describe('throttles of the signed-in changes', () => {
      it('counts email changes per account, per new address and per client address', async () => {
        const ada = await store.signUp({ email: 'ada@example.com', password });
        for (let attempt = 0; attempt < 5; attempt += 1) await store.throttle('email-change', [ada.id, `new${attempt}@example.com`, address]);
        await expect(store.throttle('email-change', [ada.id, 'other@example.com', address])).rejects.toMatchObject({ code: 'sign_in_throttled' });
        await expect(store.throttle('key-rename', [ada.id])).resolves.toBeUndefined();
      });
    });
  });
}

describeAccountBasics('SQLite', sqliteBackend, true);
describeAccountBasics('PostgreSQL', postgresBackend, postgresAvailable);
