// A call that needs a reservation while its process is giving the lease's units back (idle, near the limit, shutdown)
// waits for that exchange, then reserves under a lease the process still tracks. It used to reserve under the lease
// the exchange had just ended and forgotten: nothing committed or returned that lease again, so its units stayed
// taken (the account charged for a whole block) and its row outlived the process (`leasesAfter: 1` in the
// three-process test on PostgreSQL). The store's latency is what opens the window, so each transaction here is held
// back 20 ms, as a database across the network would.
import { expect, it } from 'vitest';
import { createQuotaLeases, defaultQuotaLeaseSettings } from './quota-lease';
import { quotaMonthOf } from './quota-period';
import type { SqlDriver } from './storage/sql-driver';
import { openSqliteDriver } from './storage/sqlite-driver';
import { sqliteLeaseRows } from '../test/sqlite-lease-rows';
import { temporaryAccessStore } from '../test/temporary-access-store';

const pause = (milliseconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, milliseconds));

const temporary = temporaryAccessStore('mandala-lease-orphan-');

it('a reservation queued behind the return of every unspent unit lands in a lease that is committed and returned', async () => {
  const { dataDirectory, store } = temporary;
  const { accountId } = await store.createAccountWithKey({ name: 'Unlimited', plan: 'enterprise' });
  const driver = openSqliteDriver(dataDirectory);
  const distant: SqlDriver = {
    ...driver,
    transaction: async (work) => {
      await pause(20);
      return driver.transaction(work);
    },
  };
  const leases = createQuotaLeases(distant, () => new Date(), defaultQuotaLeaseSettings({ commitIntervalMilliseconds: 60_000, idleReturnMilliseconds: 600_000 }));
  try {
    const month = quotaMonthOf(new Date());
    // One unit for the call and 64 spare in one block.
    const first = await leases.take(accountId, month, 1, null);
    if (first.kind !== 'granted') throw new Error(`the first call was not granted: ${first.kind}`);
    leases.settle(first.grant, true);
    // Commits the spent unit and gives the 64 back, in one transaction that takes 20 ms to start.
    const returning = leases.flush(true);
    await pause(5);
    // Nothing unspent now: this call's reservation waits for the exchange above.
    const secondTake = leases.take(accountId, month, 1, null);
    await returning;
    const second = await secondTake;
    if (second.kind !== 'granted') throw new Error(`the second call was not granted: ${second.kind}`);
    leases.settle(second.grant, true);
  } finally {
    await leases.close();
    await driver.close();
  }
  expect({ used: (await store.usage(accountId)).used, leaseRows: sqliteLeaseRows(dataDirectory) }).toEqual({ used: 2, leaseRows: 0 });
});
