import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { SqlDriver } from './sql-driver';
import { openSqliteDriver } from './sqlite-driver';

// Lone writes of one event-loop turn share one commit; these tests guard that each still behaves as if alone.
let directory: string;
let driver: SqlDriver;

const insertAccount = (id: string): Promise<number> =>
  driver.execute('INSERT INTO {schema}.accounts (id, name, plan, created_at_ms) VALUES ($1, $2, $3, $4)', [id, id, 'free', 0]);
const accountIds = async (): Promise<string[]> =>
  (await driver.query('SELECT id FROM {schema}.accounts ORDER BY id')).map((row) => String(row['id']));

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'mandala-group-commit-'));
  driver = openSqliteDriver(directory);
});

afterEach(async () => {
  await driver.close();
  rmSync(directory, { recursive: true, force: true });
});

it('fails only the statement that breaks a constraint and commits the others of the same turn', async () => {
  await insertAccount('acct_existing');
  const outcomes = await Promise.allSettled([insertAccount('acct_a'), insertAccount('acct_existing'), insertAccount('acct_b')]);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(outcomes[0]).toEqual({ status: 'fulfilled', value: 1 });
  expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
  expect(await accountIds()).toEqual(['acct_a', 'acct_b', 'acct_existing']);
});

it('returns each RETURNING row to its own caller', async () => {
  await insertAccount('acct_a');
  const reserve = (units: number): Promise<unknown> =>
    driver.query(
      `INSERT INTO {schema}.quota_usage AS current_usage (account_id, month, used_units) VALUES ($1, $2, $3)
       ON CONFLICT (account_id, month) DO UPDATE SET used_units = current_usage.used_units + excluded.used_units RETURNING used_units`,
      ['acct_a', '2026-11', units],
    );
  const totals = await Promise.all([reserve(1), reserve(10), reserve(100)]);
  expect(totals).toEqual([[{ used_units: 1 }], [{ used_units: 11 }], [{ used_units: 111 }]]);
});

it('keeps call order: a read or a transaction issued after a write sees it', async () => {
  const written = insertAccount('acct_a');
  const seenByRead = accountIds();
  const seenByTransaction = driver.transaction(async (executor) =>
    (await executor.query('SELECT id FROM {schema}.accounts')).map((row) => String(row['id'])),
  );
  const afterTransaction = insertAccount('acct_b');
  expect(await seenByRead).toEqual(['acct_a']);
  expect(await seenByTransaction).toEqual(['acct_a']);
  await Promise.all([written, afterTransaction]);
  expect(await accountIds()).toEqual(['acct_a', 'acct_b']);
});

it('commits the transactions of one turn together, each atomic: a failing one leaves no trace, the others stand', async () => {
  const failure = new Error('work failed after writing');
  const outcomes = await Promise.allSettled([
    driver.transaction(async (executor) => {
      await executor.execute('INSERT INTO {schema}.accounts (id, name, plan, created_at_ms) VALUES ($1, $2, $3, $4)', ['acct_a', 'a', 'free', 0]);
      return 'first';
    }),
    driver.transaction(async (executor) => {
      await executor.execute('INSERT INTO {schema}.accounts (id, name, plan, created_at_ms) VALUES ($1, $2, $3, $4)', ['acct_doomed', 'd', 'free', 0]);
      throw failure;
    }),
    insertAccount('acct_b'),
    driver.transaction(async (executor) => {
      const seen = (await executor.query('SELECT id FROM {schema}.accounts ORDER BY id')).map((row) => String(row['id']));
      await executor.execute('INSERT INTO {schema}.accounts (id, name, plan, created_at_ms) VALUES ($1, $2, $3, $4)', ['acct_c', 'c', 'free', 0]);
      return seen;
    }),
  ]);
  expect(outcomes[0]).toEqual({ status: 'fulfilled', value: 'first' });
  expect(outcomes[1]).toEqual({ status: 'rejected', reason: failure });
  expect(outcomes[2]).toEqual({ status: 'fulfilled', value: 1 });
  // The last transaction saw what came before it in call order, and not the rolled-back insert.
  expect(outcomes[3]).toEqual({ status: 'fulfilled', value: ['acct_a', 'acct_b'] });
  expect(await accountIds()).toEqual(['acct_a', 'acct_b', 'acct_c']);
});
