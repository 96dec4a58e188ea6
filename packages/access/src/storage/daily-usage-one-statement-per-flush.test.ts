// Guards what the dashboard's per-day figures cost a process on PostgreSQL: every process wrote its second of figures
// with one statement per account, day and surface (256 round trips a second per process in the cluster bench, 18–54
// ms of its CPU). A flush now writes up to 200 of them in one statement, adds to what is stored, leaves out accounts
// deleted meanwhile without losing the others, and does so alike on SQLite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAnswers, runTestSql, testDatabaseUrl } from '../../test/postgres-test-database';
import { openAccessStore } from '../open-access-store';
import { addDailyUnitsTogether, createDailyUsageBuffer, readDailyUnits } from './daily-usage';
import type { DailyUnitsEntry } from './daily-usage';
import { openPostgresDriver } from './postgres-driver';
import type { SqlDriver, SqlExecutor } from './sql-driver';
import { openSqliteDriver } from './sqlite-driver';

const postgresAvailable = await postgresAnswers();

/** A database with `accountCount` accounts, its driver, and how to remove it. */
interface Database {
  readonly driver: SqlDriver;
  readonly accountIds: readonly string[];
  dispose(): Promise<void>;
}

/** Creates `accountCount` accounts through a store, closes it, then opens the driver the tests write with. */
async function withAccounts(store: Awaited<ReturnType<typeof openAccessStore>>, accountCount: number, openDriver: () => Promise<SqlDriver> | SqlDriver): Promise<{ driver: SqlDriver; accountIds: string[] }> {
  const accountIds: string[] = [];
  for (let index = 0; index < accountCount; index += 1) accountIds.push((await store.createAccountWithKey({ name: `Account ${index}`, plan: 'creator' })).accountId);
  await store.close();
  return { driver: await openDriver(), accountIds };
}

async function sqliteDatabase(accountCount: number): Promise<Database> {
  const directory = mkdtempSync(join(tmpdir(), 'mandala-daily-usage-'));
  const { driver, accountIds } = await withAccounts(await openAccessStore({ dataDirectory: directory }), accountCount, () => openSqliteDriver(directory));
  return {
    driver,
    accountIds,
    async dispose() {
      await driver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function postgresDatabase(accountCount: number): Promise<Database> {
  const schema = `mandala_daily_usage_test_${randomBytes(6).toString('hex')}`;
  const store = await openAccessStore({ databaseUrl: testDatabaseUrl, postgresSchema: schema, postgresPoolSize: 2, dataDirectory: '/nonexistent' });
  const { driver, accountIds } = await withAccounts(store, accountCount, () => openPostgresDriver({ databaseUrl: testDatabaseUrl, schema, poolSize: 4 }));
  return {
    driver,
    accountIds,
    async dispose() {
      await driver.close();
      await runTestSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    },
  };
}

/** `executor` with its statements counted. */
function counted(executor: SqlExecutor): { executor: SqlExecutor; statements: () => number } {
  let statements = 0;
  return {
    executor: {
      query: (sql, parameters) => ((statements += 1), executor.query(sql, parameters)),
      execute: (sql, parameters) => ((statements += 1), executor.execute(sql, parameters)),
    },
    statements: () => statements,
  };
}

const day = '2026-11-30';
const month = '2026-11';

async function unitsOn(driver: SqlDriver, accountId: string): Promise<{ rest: number; agentHttp: number; mcp: number }> {
  const found = (await readDailyUnits(driver, accountId, month)).find((each) => each.day === day);
  return { rest: found?.rest ?? 0, agentHttp: found?.agentHttp ?? 0, mcp: found?.mcp ?? 0 };
}

const databases: [string, (accountCount: number) => Promise<Database>, boolean][] = [
  ['SQLite', sqliteDatabase, false],
  ['PostgreSQL', postgresDatabase, !postgresAvailable],
];

describe.each(databases)('the daily figures written together (%s)', (_name, openDatabase, skip) => {
  let database: Database;

  beforeAll(async () => {
    if (!skip) database = await openDatabase(260);
  }, 60_000);

  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  it.skipIf(skip)('writes 260 accounts with two statements (200 a statement) and adds to what is stored', async () => {
    const { executor, statements } = counted(database.driver);
    const buffer = createDailyUsageBuffer(executor, 60_000);
    for (const [index, accountId] of database.accountIds.entries()) {
      buffer.add(accountId, day, 'rest', 1 + (index % 3));
      buffer.add(accountId, day, 'rest', 1);
    }
    buffer.add(database.accountIds[0] ?? '', day, 'mcp', 5);
    await buffer.flush();
    expect(statements()).toBe(2);
    // A second flush adds to the stored counters rather than replacing them.
    buffer.add(database.accountIds[0] ?? '', day, 'rest', 10);
    buffer.add(database.accountIds[1] ?? '', day, 'agent-http', 4);
    await buffer.flush();
    expect(statements()).toBe(3);
    expect(await unitsOn(database.driver, database.accountIds[0] ?? '')).toEqual({ rest: 12, agentHttp: 0, mcp: 5 });
    expect(await unitsOn(database.driver, database.accountIds[1] ?? '')).toEqual({ rest: 3, agentHttp: 4, mcp: 0 });
    expect(await unitsOn(database.driver, database.accountIds[259] ?? '')).toEqual({ rest: 3, agentHttp: 0, mcp: 0 });
  });

  it.skipIf(skip)('leaves out an account deleted since its calls, and writes the others of its statement', async () => {
    const [kept, deleted, alsoKept] = database.accountIds.slice(200, 203) as [string, string, string];
    await database.driver.execute('DELETE FROM {schema}.api_keys WHERE account_id = $1', [deleted]);
    await database.driver.execute('DELETE FROM {schema}.accounts WHERE id = $1', [deleted]);
    const entries: DailyUnitsEntry[] = [kept, deleted, alsoKept].map((accountId) => ({ accountId, day, surface: 'mcp', units: 7 }));
    await addDailyUnitsTogether(database.driver, entries);
    expect((await unitsOn(database.driver, kept)).mcp).toBe(7);
    expect((await unitsOn(database.driver, alsoKept)).mcp).toBe(7);
    const left = await database.driver.query('SELECT used_units FROM {schema}.daily_usage WHERE account_id = $1', [deleted]);
    expect(left).toEqual([]);
  });
});
