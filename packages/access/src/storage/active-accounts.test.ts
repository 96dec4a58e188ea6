import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccessStore } from '../open-access-store';
import { createActiveAccountsCheck } from './active-accounts';
import { openSqliteDriver } from './sqlite-driver';
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
    const counting: SqlDriver = { ...driver, query: (sql, parameters) => ((statements += 1), driver.query(sql, parameters)) };
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
