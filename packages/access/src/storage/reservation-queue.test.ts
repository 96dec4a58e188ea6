import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from './account-rows';
import { readUsedUnits } from './quota-ledger';
import { createReservationQueue } from './reservation-queue';
import type { SqlDriver } from './sql-driver';
import { openSqliteDriver } from './sqlite-driver';

describe('reservation queue', () => {
  let directory: string;
  let database: SqlDriver;
  /** Statements sent to the database, each by its first words (transactions count their own statements). */
  let statements: string[];
  let driver: SqlDriver;

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'mandala-reservations-'));
    database = openSqliteDriver(directory);
    for (const id of ['acct_a', 'acct_b']) {
      await insertAccount(database, { id, name: id, plan: 'enterprise', customMonthlyUnits: null, createdAt: new Date(0), email: null, emailVerifiedAt: null, disabledAt: null });
    }
    statements = [];
    const spied = (sql: string): string => {
      statements.push(sql.trim().split(/\s+/).slice(0, 2).join(' '));
      return sql;
    };
    driver = {
      ...database,
      query: (sql, parameters) => database.query(spied(sql), parameters),
      execute: (sql, parameters) => database.execute(spied(sql), parameters),
      transaction: (work) =>
        database.transaction((executor) =>
          work({ query: (sql, parameters) => executor.query(spied(sql), parameters), execute: (sql, parameters) => executor.execute(spied(sql), parameters) }),
        ),
    };
  });

  afterEach(async () => {
    await database.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('makes the reservations of one account in one turn with one statement, each with its own counter', async () => {
    const queue = createReservationQueue(driver);
    const counters = await Promise.all(Array.from({ length: 64 }, () => queue.reserve('acct_a', '2026-03', 1, 100)));
    expect(counters).toEqual(Array.from({ length: 64 }, (_unused, index) => index + 1));
    expect(statements).toEqual(['INSERT INTO']);
    expect(await readUsedUnits(database, 'acct_a', '2026-03')).toBe(64);
  });

  it('grants in call order when not everything fits: a later, smaller amount may still fit', async () => {
    const queue = createReservationQueue(driver);
    await queue.reserve('acct_a', '2026-03', 4, 10);
    statements = [];
    const counters = await Promise.all([3, 2, 2, 1].map((units) => queue.reserve('acct_a', '2026-03', units, 10)));
    expect(counters).toEqual([7, 9, null, 10]);
    // The all-or-nothing upsert finds no room for 8 more units, then one transaction locks the row, decides and adds 6.
    expect(statements).toEqual(['INSERT INTO', 'INSERT INTO', 'UPDATE {schema}.quota_usage']);
    expect(await readUsedUnits(database, 'acct_a', '2026-03')).toBe(10);
  });

  it('keeps accounts, months and limits apart', async () => {
    const queue = createReservationQueue(driver);
    const counters = await Promise.all([
      queue.reserve('acct_a', '2026-03', 1, 1),
      queue.reserve('acct_b', '2026-03', 1, 1),
      queue.reserve('acct_a', '2026-04', 1, 1),
      queue.reserve('acct_a', '2026-03', 1, 1),
      queue.reserve('acct_b', '2026-03', 1, null),
    ]);
    expect(counters).toEqual([1, 1, 1, null, 2]);
    expect(await readUsedUnits(database, 'acct_a', '2026-03')).toBe(1);
    expect(await readUsedUnits(database, 'acct_b', '2026-03')).toBe(2);
  });

  it('answers 0 units and amounts above the whole limit alone, at once', async () => {
    const queue = createReservationQueue(driver, () => {
      throw new Error('nothing should wait for the end of the turn');
    });
    expect(await queue.reserve('acct_a', '2026-03', 0, 5)).toBe(0);
    expect(await queue.reserve('acct_a', '2026-03', 6, 5)).toBeNull();
  });

  it('rejects every caller of a group when the database fails', async () => {
    const failure = new Error('disk I/O error');
    const failing: SqlDriver = { ...driver, query: () => Promise.reject(failure) };
    const queue = createReservationQueue(failing);
    const outcomes = await Promise.allSettled([queue.reserve('acct_a', '2026-03', 1, 10), queue.reserve('acct_a', '2026-03', 1, 10)]);
    expect(outcomes).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
  });
});
