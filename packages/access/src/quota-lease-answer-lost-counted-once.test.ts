// A lease's exchange with the store can fail after the store applied it: PostgreSQL received the COMMIT and the answer
// never came back (a network partition, a statement past the client's timeout). The lease then took it for not applied:
// a reservation's units stayed held by its row with nothing in memory to give them back, and a commit was committed a
// second time. `fault-postgres-outage.test.ts` met it in CI: 204 units used where the answers accounted for at most
// 168. Now the lease is in doubt until its row is read back, and every unit is counted once, on SQLite and on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessStore } from './access-store';
import { openAccessStore } from './open-access-store';
import { createQuotaLeases, defaultQuotaLeaseSettings } from './quota-lease';
import type { QuotaLeases } from './quota-lease';
import { quotaMonthOf } from './quota-period';
import { openPostgresDriver } from './storage/postgres-driver';
import type { SqlDriver } from './storage/sql-driver';
import { openSqliteDriver } from './storage/sqlite-driver';
import { driverWithTransaction } from '../test/driver-with-transaction';
import { postgresAnswers, runTestSql, testDatabaseUrl } from '../test/postgres-test-database';

type Fault = 'answer lost' | 'not applied';

/** `inner`, whose next transaction can fail after committing (its answer lost) or before running. */
function faultyDriver(inner: SqlDriver): { driver: SqlDriver; failNext(fault: Fault): void } {
  let next: Fault | undefined;
  const driver = driverWithTransaction(inner, async (work) => {
    const fault = next;
    next = undefined;
    if (fault === 'not applied') throw new Error('Connection terminated unexpectedly');
    const result = await inner.transaction(work);
    if (fault === 'answer lost') throw new Error('Query read timeout');
    return result;
  });
  return { driver, failNext: (fault) => (next = fault) };
}

interface Dialect {
  readonly name: string;
  readonly skip: boolean;
  /** A store and a driver of its own on one new database; `removeData` drops the database once both are closed. */
  open(): Promise<{ store: AccessStore; driver: SqlDriver; removeData(): Promise<void> }>;
}

const dialects: Dialect[] = [
  {
    name: 'SQLite',
    skip: false,
    async open() {
      const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-lease-answer-lost-'));
      const store = await openAccessStore({ dataDirectory });
      const driver = openSqliteDriver(dataDirectory);
      return { store, driver, removeData: () => Promise.resolve(rmSync(dataDirectory, { recursive: true, force: true })) };
    },
  },
  {
    name: 'PostgreSQL',
    skip: !(await postgresAnswers()),
    async open() {
      const schema = `mandala_answer_lost_${randomBytes(6).toString('hex')}`;
      const store = await openAccessStore({ databaseUrl: testDatabaseUrl, postgresSchema: schema, dataDirectory: '/nonexistent', postgresPoolSize: 2 });
      const driver = await openPostgresDriver({ databaseUrl: testDatabaseUrl, schema, poolSize: 2 });
      return { store, driver, removeData: () => runTestSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`) };
    },
  },
];

describe.each(dialects)('$name: a lease exchange whose outcome is in doubt', (dialect) => {
  let opened: Awaited<ReturnType<Dialect['open']>>;
  let faulty: ReturnType<typeof faultyDriver>;
  let leases: QuotaLeases;
  let accountId: string;
  const month = quotaMonthOf(new Date());

  beforeEach(async () => {
    if (dialect.skip) return;
    opened = await dialect.open();
    faulty = faultyDriver(opened.driver);
    // Blocks of 1 + 8 units; the timer never runs: the test flushes.
    leases = createQuotaLeases(faulty.driver, () => new Date(), defaultQuotaLeaseSettings({ maximumBlockUnits: 8, commitIntervalMilliseconds: 600_000, idleReturnMilliseconds: 600_000 }));
    ({ accountId } = await opened.store.createAccountWithKey({ name: 'Answer lost', plan: 'business' }));
  });
  afterEach(async () => {
    if (dialect.skip) return;
    await leases.close();
    await opened.driver.close();
    await opened.store.close();
    await opened.removeData();
  });

  const leaseRows = async (): Promise<number> => Number((await opened.driver.query('SELECT COUNT(*) AS leases FROM {schema}.quota_leases'))[0]?.['leases']);
  const used = async (): Promise<number> => (await opened.store.usage(accountId)).used;

  /** One call granted by the leases, settled as succeeded. */
  const spendOne = async (): Promise<void> => {
    const take = await leases.take(accountId, month, 1, null);
    if (take.kind !== 'granted') throw new Error(`the call was not granted: ${take.kind}`);
    leases.settle(take.grant, true);
  };

  /** Closes the leases: the store then counts exactly `units`, and no lease row is left. */
  const closeCountingExactly = async (units: number): Promise<void> => {
    await leases.close();
    expect({ used: await used(), leaseRows: await leaseRows() }).toEqual({ used: units, leaseRows: 0 });
  };

  it.skipIf(dialect.skip)('a reservation applied whose answer was lost: its units go back, none left held by the row', async () => {
    faulty.failNext('answer lost');
    await expect(leases.take(accountId, month, 1, null)).rejects.toThrow('Query read timeout');
    // The store holds the block (1 + 8 units) for a call that was answered with the error.
    expect(await used()).toBe(9);
    await spendOne();
    await closeCountingExactly(1);
  });

  it.skipIf(dialect.skip)('a commit applied whose answer was lost is not committed again', async () => {
    await spendOne();
    faulty.failNext('answer lost');
    await expect(leases.flush(false)).rejects.toThrow('Query read timeout');
    // In doubt, the lease hands nothing out from memory until its row is read back.
    expect(leases.takeFromMemory(accountId, month, 1)).toBeUndefined();
    await leases.flush(false);
    await spendOne();
    await closeCountingExactly(2);
  });

  it.skipIf(dialect.skip)('a return applied whose answer was lost: the units returned are not handed out again', async () => {
    await spendOne();
    await leases.flush(false);
    faulty.failNext('answer lost');
    // Gives back the 8 unspent units; the row, emptied, is deleted.
    await expect(leases.flush(true)).rejects.toThrow('Query read timeout');
    expect(await used()).toBe(1);
    await spendOne();
    expect(await used()).toBe(10);
    await closeCountingExactly(2);
  });

  it.skipIf(dialect.skip)('an exchange that did not apply is tried again, every unit still counted once', async () => {
    faulty.failNext('not applied');
    await expect(leases.take(accountId, month, 1, null)).rejects.toThrow('Connection terminated');
    expect(await used()).toBe(0);
    await spendOne();
    faulty.failNext('not applied');
    await expect(leases.flush(false)).rejects.toThrow('Connection terminated');
    await spendOne();
    await closeCountingExactly(2);
  });
});
