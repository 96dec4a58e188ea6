// A call served from a quota lease writes nothing that would refuse it, so an account deleted or disabled in another
// process (the dashboard on another worker, `mandala accounts`, another instance) used to keep being served from the
// lease until this process's key cache aged (1 s). The leased call now asks the store once per turn whether its
// account is still active: refused at once, and the units it took go back to the lease, uncharged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessStore } from './access-store';
import { openAccessStore } from './open-access-store';
import type { SqlDriver } from './storage/sql-driver';
import { openSqliteDriver } from './storage/sqlite-driver';
import { deleteAccountRows } from './storage/user-account-rows';

describe('a leased call of an account revoked in another process', () => {
  let dataDirectory: string;
  let other: AccessStore;
  let leasing: AccessStore;
  beforeEach(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-lease-revoked-'));
    other = await openAccessStore({ dataDirectory });
    // The key cache keeps keys and accounts for 5 s here: only the store can tell the call its account is gone.
    leasing = await openAccessStore({ dataDirectory, quotaLease: { idleReturnMilliseconds: 600_000 }, accessCacheMilliseconds: 5_000 });
  });
  afterEach(async () => {
    await leasing.close();
    await other.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  // Written straight to the database, as another process does: nothing in this process hears of it.
  it.each([
    ['disabled', 'account_disabled', (driver: SqlDriver, accountId: string) => driver.execute('UPDATE {schema}.accounts SET disabled_at_ms = $1 WHERE id = $2', [Date.now(), accountId])],
    ['deleted', 'invalid_key', (driver: SqlDriver, accountId: string) => deleteAccountRows(driver, accountId)],
  ] as const)('%s: refused at once with %s, not served from the lease', async (_name, code, revoke) => {
    const { key, accountId } = await other.createAccountWithKey({ name: 'Revoked', plan: 'business' });
    let runs = 0;
    const work = () => Promise.resolve((runs += 1));
    expect(await leasing.authenticate(key)).toMatchObject({ account: { id: accountId } });
    await leasing.runMetered({ accountId, units: 1 }, work);
    // The lease holds spare units, and the key and its account are cached.
    const driver = openSqliteDriver(dataDirectory);
    try {
      await revoke(driver, accountId);
    } finally {
      await driver.close();
    }
    await expect(leasing.runMetered({ accountId, units: 1 }, work)).rejects.toMatchObject({ code });
    expect(runs).toBe(1);
  });
});
