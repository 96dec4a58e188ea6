import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccessStore } from '../open-access-store';
import { createActiveAccountsCheck } from './active-accounts';
import { openSqliteDriver, sqliteFileName } from './sqlite-driver';
import type { SqlDriver } from './sql-driver';

describe('the per-turn check of accounts still active', () => {
  const directory = mkdtempSync(join(tmpdir(), 'mandala-active-accounts-'));
  let driver: SqlDriver;
  let active: string;
  let alsoActive: string;
  let disabled: string;
  let deleted: string;

  beforeAll(async () => {
    const store = await openAccessStore({ dataDirectory: directory });
    active = (await store.createAccountWithKey({ name: 'Active', plan: 'free' })).accountId;
    alsoActive = (await store.createAccountWithKey({ name: 'Also active', plan: 'free' })).accountId;
    disabled = (await store.createAccountWithKey({ name: 'Disabled', plan: 'free' })).accountId;
    deleted = (await store.createAccountWithKey({ name: 'Deleted', plan: 'free' })).accountId;
    await store.close();
    driver = openSqliteDriver(directory);
    await driver.execute('UPDATE accounts SET disabled_at_ms = $1 WHERE id = $2', [Date.now(), disabled]);
    await driver.execute('DELETE FROM api_keys WHERE account_id = $1', [deleted]);
    await driver.execute('DELETE FROM accounts WHERE id = $1', [deleted]);
  });

  afterAll(async () => {
    await driver.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('answers a turn of one account (its own statement) as a turn of several does', async () => {
    for (const accountId of [active, disabled, deleted]) {
      const check = createActiveAccountsCheck(driver);
      expect(await check.isActive(accountId)).toBe(accountId === active);
    }
    const check = createActiveAccountsCheck(driver);
    const answers = await Promise.all([check.isActive(active), check.isActive(disabled), check.isActive(deleted), check.isActive(active)]);
    expect(answers).toEqual([true, false, false, true]);
  });

  it('reads the store once per turn, whatever the number of calls and accounts, when every account is active', async () => {
    let statements = 0;
    // Without the stamp, as on PostgreSQL: every turn asks.
    const { accountsStamp: _stamp, ...unstamped } = driver;
    const counting: SqlDriver = { ...unstamped, query: (sql, parameters) => ((statements += 1), driver.query(sql, parameters)) };
    const check = createActiveAccountsCheck(counting);
    expect(await Promise.all([check.isActive(active), check.isActive(alsoActive), check.isActive(active)])).toEqual([true, true, true]);
    expect(statements).toBe(1);
    expect(await check.isActive(active)).toBe(true);
    expect(statements).toBe(2);
    // A turn with an account no longer active counts, then reads which.
    expect(await Promise.all([check.isActive(active), check.isActive(disabled), check.isActive(alsoActive)])).toEqual([true, false, true]);
    expect(statements).toBe(4);
  });
});

describe('the per-turn check on SQLite, while no connection changes the accounts', () => {
  const directory = mkdtempSync(join(tmpdir(), 'mandala-active-accounts-stamp-'));
  let driver: SqlDriver;
  let statements = 0;
  let counting: SqlDriver;
  const accountIds: string[] = [];
  /** Another connection to the file, as another process (a worker, the CLI) has. */
  let elsewhere: DatabaseSync;

  beforeAll(async () => {
    const store = await openAccessStore({ dataDirectory: directory });
    for (const name of ['First', 'Second', 'Third', 'Fourth']) accountIds.push((await store.createAccountWithKey({ name, plan: 'free' })).accountId);
    await store.close();
    driver = openSqliteDriver(directory);
    counting = { ...driver, query: (sql, parameters) => ((statements += 1), driver.query(sql, parameters)) };
    elsewhere = new DatabaseSync(join(directory, sqliteFileName));
  });

  afterAll(async () => {
    elsewhere.close();
    await driver.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const accountAt = (index: number) => (): string => accountIds[index] ?? '';
  const [first, second, third, fourth] = [accountAt(0), accountAt(1), accountAt(2), accountAt(3)];
  const turn = (check: ReturnType<typeof createActiveAccountsCheck>, ...ids: string[]) => Promise.all(ids.map((id) => check.isActive(id)));

  it('asks for an account found active only once, and again for one it has not confirmed', async () => {
    const check = createActiveAccountsCheck(counting);
    statements = 0;
    expect(await turn(check, first(), second())).toEqual([true, true]);
    expect(statements).toBe(1);
    expect(await turn(check, first(), second(), first())).toEqual([true, true, true]);
    expect(statements).toBe(1);
    // This connection's writes elsewhere than `accounts` (a quota lease's) change nothing.
    await driver.execute('INSERT INTO {schema}.quota_usage (account_id, month, used_units) VALUES ($1, $2, 1)', [first(), '2026-11']);
    expect(await turn(check, second(), third())).toEqual([true, true]);
    expect(statements).toBe(2);
  });

  it('sees an account disabled by another connection at the next turn', async () => {
    const check = createActiveAccountsCheck(counting);
    expect(await turn(check, first(), second(), third())).toEqual([true, true, true]);
    elsewhere.prepare('UPDATE accounts SET disabled_at_ms = ? WHERE id = ?').run(Date.now(), second());
    expect(await turn(check, first(), second(), third())).toEqual([true, false, true]);
  });

  it('sees an account deleted by another connection at the next turn', async () => {
    const check = createActiveAccountsCheck(counting);
    expect(await turn(check, first(), fourth())).toEqual([true, true]);
    elsewhere.exec('PRAGMA foreign_keys = ON');
    elsewhere.prepare('DELETE FROM api_keys WHERE account_id = ?').run(fourth());
    elsewhere.prepare('DELETE FROM accounts WHERE id = ?').run(fourth());
    expect(await turn(check, first(), fourth())).toEqual([true, false]);
  });

  it('sees an account disabled through this connection at the next turn', async () => {
    const check = createActiveAccountsCheck(counting);
    expect(await turn(check, first(), third())).toEqual([true, true]);
    await driver.execute('UPDATE {schema}.accounts SET disabled_at_ms = $1 WHERE id = $2', [Date.now(), third()]);
    expect(await turn(check, first(), third())).toEqual([true, false]);
  });

  it('asks again, and answers the same, after another connection wrote anything', async () => {
    const check = createActiveAccountsCheck(counting);
    expect(await turn(check, first())).toEqual([true]);
    statements = 0;
    elsewhere.prepare('INSERT INTO quota_usage (account_id, month, used_units) VALUES (?, ?, 1) ON CONFLICT DO NOTHING').run(first(), '2026-10');
    expect(await turn(check, first())).toEqual([true]);
    expect(statements).toBe(1);
  });
});
