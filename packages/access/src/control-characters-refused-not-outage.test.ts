// A NUL (or another control character) in any text the store is handed is a 400, on SQLite and PostgreSQL alike:
// PostgreSQL used to fail the statement ("invalid byte sequence for encoding UTF8: 0x00", SQLSTATE 22021) and the
// store answered store_unavailable (503, Retry-After, the store-error metric), while SQLite stored the NUL as is.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postgresAnswers, runTestSql, testDatabaseUrl } from '../test/postgres-test-database';
import type { AccessStore } from './access-store';
import { AccessError } from './errors';
import { openAccessStore } from './open-access-store';
import { openPostgresDriver } from './storage/postgres-driver';
import { unstorableTextProblem } from './stored-text';

const postgresAvailable = await postgresAnswers();
const underCi = process.env['CI'] !== undefined && process.env['CI'] !== '' && process.env['CI'] !== 'false';
if (!postgresAvailable) console.warn(`PostgreSQL control-character tests ${underCi ? 'FAIL' : 'SKIPPED'}: PostgreSQL does not answer (set MANDALA_TEST_DATABASE_URL).`);

const controls = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\ud800'];
const password = 'correct horse battery';

describe('the storable-text rule', () => {
  it('refuses control characters and unpaired surrogates, keeps tabs and line breaks only in multi-line text', () => {
    for (const control of controls) {
      expect(unstorableTextProblem(`a${control}b`, 'single')).toMatch(/send it again|valid Unicode/u);
      expect(unstorableTextProblem(`a${control}b`, 'multiple')).toMatch(/send it again|valid Unicode/u);
    }
    expect(unstorableTextProblem('line one\nline two\tend', 'multiple')).toBeUndefined();
    expect(unstorableTextProblem('line one\nline two', 'single')).toBeDefined();
    expect(unstorableTextProblem('Zoë 😀 محمد', 'single')).toBeUndefined();
  });
});

function backends(): [string, boolean, () => Promise<{ store: AccessStore; dispose: () => Promise<void> }>][] {
  return [
    [
      'SQLite',
      true,
      async () => {
        const directory = mkdtempSync(join(tmpdir(), 'mandala-control-'));
        const store = await openAccessStore({ dataDirectory: directory });
        return { store, dispose: async () => rmSync(directory, { recursive: true, force: true }) };
      },
    ],
    [
      'PostgreSQL',
      postgresAvailable || underCi,
      async () => {
        if (!postgresAvailable) throw new Error('PostgreSQL does not answer: this test needs it under CI (set MANDALA_TEST_DATABASE_URL).');
        const schema = `mandala_control_${randomBytes(5).toString('hex')}`;
        const store = await openAccessStore({ databaseUrl: testDatabaseUrl, postgresSchema: schema, dataDirectory: '/nonexistent' });
        return { store, dispose: () => runTestSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`) };
      },
    ],
  ];
}

describe.each(backends())('%s: every text field with a control character', (_name, enabled, open) => {
  let store: AccessStore;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    if (!enabled) return;
    ({ store, dispose } = await open());
  });
  afterEach(async () => {
    if (!enabled) return;
    await store.close();
    await dispose();
  });

  /** Resolves with the code of the AccessError `attempt` rejects with. */
  async function codeOf(attempt: Promise<unknown>): Promise<string> {
    try {
      await attempt;
      return 'no error';
    } catch (error) {
      return AccessError.isInstance(error) ? error.code : String(error);
    }
  }

  it.skipIf(!enabled)('is a 400 (never store_unavailable) and stores nothing', async () => {
    const ada = await store.signUp({ email: 'ada@example.com', password });
    for (const control of controls) {
      const codes = [
        await codeOf(store.signUp({ email: `ada${control}@example.com`, password })),
        await codeOf(store.checkPassword({ email: `ada${control}@example.com`, password, clientAddress: '127.0.0.1' })),
        await codeOf(store.findAccountByEmail(`ada${control}@example.com`)),
        await codeOf(store.savePerson(ada.id, { name: `Ada${control}`, date: '1990-05-15T14:30', timezone: 'Europe/Berlin' })),
        await codeOf(store.savePerson(ada.id, { name: 'Ada', date: '1990-05-15T14:30', timezone: `Europe/Berlin${control}` })),
        await codeOf(store.savePerson(ada.id, { name: 'Ada', date: '1990-05-15T14:30', timezone: 'Europe/Berlin', notes: `notes${control}` })),
        await codeOf(store.createKey(ada.id, { name: `key${control}` })),
        await codeOf(store.createAccountWithKey({ name: `operator${control}`, plan: 'free' })),
      ];
      expect(codes.filter((code) => !['invalid_account_details', 'invalid_access_option', 'invalid_text'].includes(code))).toEqual([]);
    }
    // Ids that no row can have are simply unknown.
    expect(await codeOf(store.getPerson(ada.id, 'prs_\u0000'))).toBe('unknown_person');
    expect(await codeOf(store.deletePerson(ada.id, 'prs_\u0000'))).toBe('unknown_person');
    expect(await codeOf(store.revokeKey('key_\u0000'))).toBe('unknown_api_key');
    expect(await store.findOAuthRecord('AuthorizationCode', 'code\u0000')).toBeNull();
    expect(await store.listPeople(ada.id)).toEqual([]);
    expect((await store.listKeys({ accountId: ada.id })).length).toBe(0);
  });
});

describe.skipIf(!postgresAvailable && !underCi)('the PostgreSQL driver, past every edge', () => {
  it('classifies a value PostgreSQL cannot hold (22021) as invalid_text (400), not an outage', async () => {
    if (!postgresAvailable) throw new Error('PostgreSQL does not answer: this test needs it under CI.');
    const schema = `mandala_control_driver_${randomBytes(5).toString('hex')}`;
    const driver = await openPostgresDriver({ databaseUrl: testDatabaseUrl, schema, poolSize: 1 });
    try {
      await expect(driver.query('SELECT $1::text AS value', ['a\u0000b'])).rejects.toMatchObject({ code: 'invalid_text', httpStatus: 400 });
      await expect(driver.transaction((executor) => executor.query('SELECT $1::text AS value', ['a\u0000b']))).rejects.toMatchObject({ code: 'invalid_text' });
      // The connection is fine afterwards.
      expect(await driver.query('SELECT $1::text AS value', ['ab'])).toEqual([{ value: 'ab' }]);
    } finally {
      await driver.close();
      await runTestSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }
  });
});
