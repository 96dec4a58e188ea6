// A call served from a quota lease writes nothing that would refuse it, so an account deleted or disabled in another
// process (the dashboard on another worker, `mandala accounts`, another instance) used to keep being served from the
// lease until this process's key cache aged (1 s). The leased call now asks the store once per turn whether its
// account is still active: refused at once, and the units it took go back to the lease, uncharged.
import { describe, expect, it } from 'vitest';
import type { SqlDriver } from './storage/sql-driver';
import { deleteAccountRows } from './storage/user-account-rows';
import { leasingStoreBesideAnother, writtenElsewhere } from '../test/leasing-store-beside-another';

describe('a leased call of an account revoked in another process', () => {
  const stores = leasingStoreBesideAnother('mandala-lease-revoked-');

  // Written straight to the database, as another process does: nothing in this process hears of it.
  it.each([
    ['disabled', 'account_disabled', (driver: SqlDriver, accountId: string) => driver.execute('UPDATE {schema}.accounts SET disabled_at_ms = $1 WHERE id = $2', [Date.now(), accountId])],
    ['deleted', 'invalid_key', (driver: SqlDriver, accountId: string) => deleteAccountRows(driver, accountId)],
  ] as const)('%s: refused at once with %s, not served from the lease', async (_name, code, revoke) => {
    const { other, leasing, dataDirectory } = stores;
    const { key, accountId } = await other.createAccountWithKey({ name: 'Revoked', plan: 'business' });
    let runs = 0;
    const work = () => Promise.resolve((runs += 1));
    expect(await leasing.authenticate(key)).toMatchObject({ account: { id: accountId } });
    await leasing.runMetered({ accountId, units: 1 }, work);
    // The lease holds spare units, and the key and its account are cached.
    await writtenElsewhere(dataDirectory, (driver) => revoke(driver, accountId));
    await expect(leasing.runMetered({ accountId, units: 1 }, work)).rejects.toMatchObject({ code });
    expect(runs).toBe(1);
  });
});
