// A leased call whose reservation raced the deletion of its account in another process failed in the store (on
// PostgreSQL the deletion's locks and the reservation's deadlocked, or a foreign key refused the lease's row), and the
// failure was answered as a store outage: 503 store_unavailable for a key whose account was gone (the two-worker
// `deleted-account-key-never-503.test.ts` met it once in CI). The account's state is now read after such a failure:
// gone answers invalid_key (403), disabled account_disabled; a store that fails for an active account still answers
// store_unavailable. The reservation's failure is made here by the store's connection, once.
import { describe, expect, it } from 'vitest';
import type { AccessStore } from './access-store';
import type { SqlDriver } from './storage/sql-driver';
import { deleteAccountRows } from './storage/user-account-rows';
import { leasingStoreBesideAnother, writtenElsewhere } from '../test/leasing-store-beside-another';

/** Makes the next transaction of the store's connection fail as PostgreSQL ends a deadlock's victim. */
function failNextTransaction(store: AccessStore): void {
  const driver = (store as unknown as { driver: SqlDriver }).driver;
  const transaction = driver.transaction.bind(driver);
  (driver as { transaction: SqlDriver['transaction'] }).transaction = () => {
    (driver as { transaction: SqlDriver['transaction'] }).transaction = transaction;
    return Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
  };
}

describe('a leased call whose reservation fails as its account is deleted elsewhere', () => {
  const stores = leasingStoreBesideAnother('mandala-lease-deleted-');

  it('answers invalid_key when the account is gone, never store_unavailable', async () => {
    const { other, leasing, dataDirectory } = stores;
    const { accountId } = await other.createAccountWithKey({ name: 'Deleted while reserving', plan: 'business' });
    let runs = 0;
    const work = () => Promise.resolve((runs += 1));
    await leasing.runMetered({ accountId, units: 1 }, work);
    await writtenElsewhere(dataDirectory, (driver) => deleteAccountRows(driver, accountId));
    // More units than the lease holds: the call needs a reservation, and the reservation fails.
    failNextTransaction(leasing);
    await expect(leasing.runMetered({ accountId, units: 500 }, work)).rejects.toMatchObject({ code: 'invalid_key' });
    expect(runs).toBe(1);
  });

  it('still answers store_unavailable when the account is active', async () => {
    const { other, leasing } = stores;
    const { accountId } = await other.createAccountWithKey({ name: 'Active', plan: 'business' });
    const work = () => Promise.resolve(1);
    await leasing.runMetered({ accountId, units: 1 }, work);
    failNextTransaction(leasing);
    await expect(leasing.runMetered({ accountId, units: 500 }, work)).rejects.toMatchObject({ code: 'store_unavailable' });
    expect(await leasing.runMetered({ accountId, units: 500 }, work)).toMatchObject({ chargedUnits: 500 });
  });
});
