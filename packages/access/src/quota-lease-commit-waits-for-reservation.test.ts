// The tick's group commit and a lease's reservation once ran side by side. On PostgreSQL (a pool of connections) a
// reservation that still counted the lease as held could run its update after this process's own commit had emptied
// and deleted the lease's row: the row was "gone", the lease was taken for reclaimed by another process, and the
// retry that followed left, under load, a unit granted to no call and a row holding it after every process had
// closed (`quota-lease-three-processes-exact.test.ts` on PostgreSQL: 9 failures in 28 runs beside a CPU load). Now a
// lease's exchanges never overlap (an exchange whose answer is lost is then told from its row alone): the group commit
// waits for the reservation in flight, then commits. Here the reservation is held at a gate while the tick flushes.
import { expect, it } from 'vitest';
import { createQuotaLeases, defaultQuotaLeaseSettings } from './quota-lease';
import { quotaMonthOf } from './quota-period';
import type { SqlDriver } from './storage/sql-driver';
import { openSqliteDriver } from './storage/sqlite-driver';
import { driverWithTransaction } from '../test/driver-with-transaction';
import { sqliteLeaseRows } from '../test/sqlite-lease-rows';
import { temporaryAccessStore } from '../test/temporary-access-store';

const temporary = temporaryAccessStore('mandala-lease-own-commit-');

/** `inner`, whose next transaction waits until `release` is called. */
function gatedDriver(inner: SqlDriver): { driver: SqlDriver; holdNext(): void; release(): void; held: Promise<void> } {
  let hold = false;
  let release = (): void => undefined;
  let reached = (): void => undefined;
  const held = new Promise<void>((resolve) => (reached = resolve));
  const driver = driverWithTransaction(inner, async (work) => {
    if (hold) {
      hold = false;
      const gate = new Promise<void>((resolve) => (release = resolve));
      reached();
      await gate;
    }
    return inner.transaction(work);
  });
  return { driver, holdNext: () => (hold = true), release: () => release(), held };
}

it('commits after the reservation in flight, keeps the lease, and leaves no row behind', async () => {
  const { dataDirectory, store } = temporary;
  const { accountId } = await store.createAccountWithKey({ name: 'Racing its own commit', plan: 'free' });
  const inner = openSqliteDriver(dataDirectory);
  const gated = gatedDriver(inner);
  // No spare units: the lease holds exactly what its calls took.
  const leases = createQuotaLeases(gated.driver, () => new Date(), defaultQuotaLeaseSettings({ maximumBlockUnits: 0, commitIntervalMilliseconds: 60_000, idleReturnMilliseconds: 600_000 }));
  const month = quotaMonthOf(new Date());
  try {
    const first = await leases.take(accountId, month, 1, 100);
    if (first.kind !== 'granted') throw new Error(`the first call was not granted: ${first.kind}`);
    leases.settle(first.grant, true);
    // The lease holds one spent unit. The next call's reservation counts it as held, and waits at the gate.
    gated.holdNext();
    const second = leases.take(accountId, month, 1, 100);
    await gated.held;
    // The commit waits for the reservation: nothing is committed while it is held.
    let flushed = false;
    const flushing = leases.flush(false).then(() => (flushed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(flushed).toBe(false);
    expect((await store.usage(accountId)).used).toBe(1);
    gated.release();
    const granted = await second;
    await flushing;
    if (granted.kind !== 'granted') throw new Error(`the second call was not granted: ${granted.kind}`);
    // The same lease, never taken for one another process reclaimed.
    expect(granted.grant.generation.leaseId).toBe(first.grant.generation.leaseId);
    leases.settle(granted.grant, true);
    await leases.close();
    expect(sqliteLeaseRows(dataDirectory)).toBe(0);
    expect((await store.usage(accountId)).used).toBe(2);
  } finally {
    await leases.close();
    await inner.close();
  }
});
