// A process that stalled past its lease's lifetime must not hand out the units another process has since reclaimed
// from that lease (and may have given to its own calls): after the stall the lease is confirmed in the store before
// any of its unspent units are spent, and when it is gone they are dropped. Before, the stalled process spent them
// from memory and charged them directly, past the limit (78 calls answered of 75 units once, at a load average of 24).
import { expect, it } from 'vitest';
import { createQuotaLeases, defaultQuotaLeaseSettings } from './quota-lease';
import { quotaMonthOf } from './quota-period';
import { reclaimExpiredLeases } from './storage/quota-lease-rows';
import { openSqliteDriver } from './storage/sqlite-driver';
import { temporaryAccessStore } from '../test/temporary-access-store';

const temporary = temporaryAccessStore('mandala-lease-reclaimed-');

it('units of a lease reclaimed during a stall are not handed to a call afterwards', async () => {
  const { dataDirectory, store } = temporary;
  const limitUnits = 1_000;
  const { accountId } = await store.createAccountWithKey({ name: 'Custom', plan: 'enterprise' });
  await store.setPlan(accountId, 'enterprise', limitUnits);
  await store.runMetered({ accountId, units: 840 }, () => Promise.resolve(null));
  const driver = openSqliteDriver(dataDirectory);
  let nowMs = Date.now();
  const month = quotaMonthOf(new Date(nowMs));
  const leases = createQuotaLeases(driver, () => new Date(nowMs), defaultQuotaLeaseSettings({ commitIntervalMilliseconds: 60_000, idleReturnMilliseconds: 600_000 }));
  try {
    // One unit for the call and floor(159 / 16) = 9 spare; the spent unit is committed.
    const first = await leases.take(accountId, month, 1, limitUnits);
    if (first.kind !== 'granted') throw new Error(`the first call was not granted: ${first.kind}`);
    leases.settle(first.grant, true);
    await leases.flush(false);
    expect(leases.unspentUnits(accountId, month)).toBe(9);
    // The process stalls past the lease's 30 s; another process reclaims the lease and spends the whole rest.
    nowMs += 31_000;
    expect(await reclaimExpiredLeases(driver, nowMs)).toBe(9);
    await store.runMetered({ accountId, units: 159 }, () => Promise.resolve(null));
    expect(await leases.take(accountId, month, 1, limitUnits)).toMatchObject({ kind: 'refused' });
  } finally {
    await leases.close();
    await driver.close();
  }
  expect((await store.usage(accountId)).used).toBe(limitUnits);
});
