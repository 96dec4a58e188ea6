// A lease row left holding nothing is deleted when its process stops tracking the lease (idle, or at close), so no
// emptied row outlives its process with the spare units it last wrote (other processes' refused calls would wait for
// them). Once, under a CI run's load, the three-process test on PostgreSQL ended with one such row (`leasesAfter: 1`,
// the quota exact); the commit that empties rows now deletes them in the same transaction, and this is the net
// behind it. The leftover is made here by writing it back after the commit deleted it.
import { expect, it } from 'vitest';
import { createQuotaLeases, defaultQuotaLeaseSettings } from './quota-lease';
import { quotaMonthOf } from './quota-period';
import { openSqliteDriver } from './storage/sqlite-driver';
import { sqliteLeaseRows } from '../test/sqlite-lease-rows';
import { temporaryAccessStore } from '../test/temporary-access-store';

const temporary = temporaryAccessStore('mandala-lease-emptied-');

it('deletes an emptied row of its own at close', async () => {
  const { dataDirectory, store } = temporary;
  const { accountId } = await store.createAccountWithKey({ name: 'Near the limit', plan: 'free' });
  await store.runMetered({ accountId, units: 90 }, () => Promise.resolve(null));
  const driver = openSqliteDriver(dataDirectory);
  const leases = createQuotaLeases(driver, () => new Date(), defaultQuotaLeaseSettings({ commitIntervalMilliseconds: 60_000, idleReturnMilliseconds: 600_000 }));
  const month = quotaMonthOf(new Date());
  try {
    // 9 units left: no spare units, the lease holds the call's unit alone, and the commit empties and deletes its row.
    const take = await leases.take(accountId, month, 1, 100);
    if (take.kind !== 'granted') throw new Error(`the call was not granted: ${take.kind}`);
    leases.settle(take.grant, true);
    await leases.flush(false);
    expect(sqliteLeaseRows(dataDirectory)).toBe(0);
    await driver.execute('INSERT INTO quota_leases (lease_id, account_id, month, held_units, spare_units, expires_at_ms) VALUES ($1, $2, $3, 0, 6, $4)', [
      take.grant.generation.leaseId,
      accountId,
      month,
      Date.now() + 30_000,
    ]);
  } finally {
    await leases.close();
    await driver.close();
  }
  expect({ used: (await store.usage(accountId)).used, leaseRows: sqliteLeaseRows(dataDirectory) }).toEqual({ used: 91, leaseRows: 0 });
});
