import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessStore } from './access-store';
import { openAccessStore } from './open-access-store';
import { postgresAnswers, testDatabaseUrl as databaseUrl } from '../test/postgres-test-database';

// The OAuth authorization server's storage, on both databases: expiry, consumption, grant revocation cutting
// off its tokens at once, token audience and scope checks, and tokens never stored in clear.
const postgresAvailable = await postgresAnswers();

interface Database {
  readonly store: AccessStore;
  readonly rawPayloads: () => Promise<string[]>;
  dispose(): Promise<void>;
}

let nowMs = Date.UTC(2026, 10, 27, 12);
const clock = (): Date => new Date(nowMs);

async function sqliteDatabase(): Promise<Database> {
  const directory = mkdtempSync(join(tmpdir(), 'mandala-oauth-'));
  const store = await openAccessStore({ dataDirectory: directory, clock });
  const { DatabaseSync } = await import('node:sqlite');
  return {
    store,
    async rawPayloads() {
      const database = new DatabaseSync(join(directory, 'access.sqlite'), { readOnly: true });
      const rows = database.prepare('SELECT id, payload FROM oauth_records').all() as { id: string; payload: string }[];
      database.close();
      return rows.map((row) => `${row.id} ${row.payload}`);
    },
    async dispose() {
      await store.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function postgresDatabase(): Promise<Database> {
  const postgresSchema = `mandala_oauth_test_${randomBytes(6).toString('hex')}`;
  const store = await openAccessStore({ databaseUrl, postgresSchema, dataDirectory: '/nonexistent', clock });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    store,
    async rawPayloads() {
      const result = await client.query<{ id: string; payload: string }>(`SELECT id, payload FROM "${postgresSchema}".oauth_records`);
      return result.rows.map((row) => `${row.id} ${row.payload}`);
    },
    async dispose() {
      await store.close();
      await client.query(`DROP SCHEMA IF EXISTS "${postgresSchema}" CASCADE`);
      await client.end();
    },
  };
}

const mcpResource = 'https://mcp.example.test/';

for (const [name, open, skip] of [
  ['SQLite', sqliteDatabase, false],
  ['PostgreSQL', postgresDatabase, !postgresAvailable],
] as const) {
  describe.skipIf(skip)(`OAuth records on ${name}`, () => {
    let database: Database | undefined;
    afterEach(async () => {
      await database?.dispose();
      database = undefined;
    });

    async function grantWithToken(store: AccessStore, scope = 'charts people') {
      const { accountId } = await store.createAccountWithKey({ name: 'Ada', plan: 'business' });
      const grantId = `grant-${randomBytes(6).toString('hex')}`;
      const token = randomBytes(32).toString('base64url');
      await store.saveOAuthRecord('Grant', grantId, { jti: grantId, accountId, clientId: 'client-1', kind: 'Grant' }, 3600);
      await store.saveOAuthRecord('AccessToken', token, { jti: token, accountId, grantId, clientId: 'client-1', scope, aud: mcpResource }, 600);
      return { accountId, grantId, token };
    }

    it('authenticates a token as its account, bound to its resource and scopes', async () => {
      database = await open();
      const { store } = database;
      const { accountId, grantId, token } = await grantWithToken(store);
      const authentication = await store.authenticateAccessToken(token, { audiences: [mcpResource], scopes: ['charts'], category: 'business' });
      expect(authentication).toMatchObject({ account: { id: accountId, plan: 'business' }, keyId: grantId, scopes: ['charts', 'people'] });
      await expect(store.authenticateAccessToken(token, { audiences: ['https://api.example.test/'] })).rejects.toMatchObject({ code: 'invalid_access_token' });
      await expect(store.authenticateAccessToken('x'.repeat(43), { audiences: [mcpResource] })).rejects.toMatchObject({ code: 'invalid_access_token' });
    });

    it('refuses a scope the grant lacks with insufficient_scope', async () => {
      database = await open();
      const { token } = await grantWithToken(database.store, 'charts');
      await expect(database.store.authenticateAccessToken(token, { audiences: [mcpResource], scopes: ['people'] })).rejects.toMatchObject({
        code: 'insufficient_scope',
      });
    });

    it('cuts off every token of a revoked grant at once', async () => {
      database = await open();
      const { store } = database;
      const { accountId, grantId, token } = await grantWithToken(store);
      expect((await store.listOAuthGrants(accountId)).map((grant) => grant.id)).toEqual([grantId]);
      await store.revokeOAuthGrant(grantId);
      await expect(store.authenticateAccessToken(token, { audiences: [mcpResource] })).rejects.toMatchObject({ code: 'invalid_access_token' });
      expect(await store.findOAuthRecord('AccessToken', token)).toBeNull();
      expect(await store.listOAuthGrants(accountId)).toEqual([]);
    });

    it('never returns an expired record and refuses an expired token', async () => {
      database = await open();
      const { store } = database;
      const { token } = await grantWithToken(store);
      nowMs += 601_000;
      expect(await store.findOAuthRecord('AccessToken', token)).toBeNull();
      await expect(store.authenticateAccessToken(token, { audiences: [mcpResource] })).rejects.toMatchObject({ code: 'invalid_access_token' });
    });

    it('marks a code consumed and finds sessions by uid', async () => {
      database = await open();
      const { store } = database;
      await store.saveOAuthRecord('AuthorizationCode', 'code-1', { jti: 'code-1', grantId: 'g' }, 60);
      await store.consumeOAuthRecord('AuthorizationCode', 'code-1');
      expect((await store.findOAuthRecord('AuthorizationCode', 'code-1'))?.payload).toMatchObject({ jti: 'code-1', consumed: Math.floor(nowMs / 1000) });
      await store.saveOAuthRecord('Session', 'session-1', { uid: 'uid-1', accountId: 'acct' }, 60);
      expect((await store.findOAuthRecordBy('Session', 'uid', 'uid-1'))?.id).toBe('session-1');
      await store.deleteOAuthRecord('Session', 'session-1');
      expect(await store.findOAuthRecordBy('Session', 'uid', 'uid-1')).toBeNull();
    });

    it('erases the grants, codes, access and refresh tokens of a disabled account at once, and no other account’s', async () => {
      // Issue 35: a refresh token used after `mandala accounts disable` answered 200 with new tokens.
      database = await open();
      const { store } = database;
      const { accountId, grantId, token } = await grantWithToken(store);
      await store.saveOAuthRecord('RefreshToken', 'refresh-1', { jti: 'refresh-1', accountId, grantId, clientId: 'client-1' }, 3600);
      await store.saveOAuthRecord('AuthorizationCode', 'code-2', { jti: 'code-2', grantId, clientId: 'client-1' }, 60);
      const other = await grantWithToken(store);
      await store.disableAccount(accountId);
      for (const [model, id] of [['AccessToken', token], ['RefreshToken', 'refresh-1'], ['AuthorizationCode', 'code-2'], ['Grant', grantId]] as const) {
        expect(await store.findOAuthRecord(model, id), model).toBeNull();
      }
      expect(await store.listOAuthGrants(accountId)).toEqual([]);
      await expect(store.authenticateAccessToken(token, { audiences: [mcpResource] })).rejects.toMatchObject({ code: 'invalid_access_token' });
      expect((await store.authenticateAccessToken(other.token, { audiences: [mcpResource] })).account.id).toBe(other.accountId);
    });

    it('erases the grants and tokens of a deleted account', async () => {
      database = await open();
      const { store } = database;
      const { accountId, token } = await grantWithToken(store);
      await store.deleteAccount(accountId);
      expect(await store.findOAuthRecord('AccessToken', token)).toBeNull();
      expect(await store.listOAuthGrants(accountId)).toEqual([]);
    });

    it('keeps the first of several secrets written under one id', async () => {
      database = await open();
      const { store } = database;
      expect(await store.keepOAuthRecordOnce('ProviderSecrets', 'v1', { n: 1 })).toEqual({ n: 1 });
      expect(await store.keepOAuthRecordOnce('ProviderSecrets', 'v1', { n: 2 })).toEqual({ n: 1 });
    });

    it('stores tokens and codes by their SHA-256, never in clear', async () => {
      database = await open();
      const { token } = await grantWithToken(database.store);
      const rows = await database.rawPayloads();
      expect(rows.length).toBe(2);
      expect(rows.join('\n')).not.toContain(token);
    });
  });
}
