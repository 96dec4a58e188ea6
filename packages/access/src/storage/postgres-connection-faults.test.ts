// PostgreSQL failing under the store: a connection that dies inside a transaction (the server restarted or
// terminated it) fails that call without crashing the process, and a statement stuck behind a lock is cancelled
// by the server after the statement timeout. Either way the call answers store_unavailable, nothing is charged,
// and the same store works again at once, without being reopened.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessStore } from '../access-store';
import { openAccessStore } from '../open-access-store';
import { openPostgresDriver, postgresStatementTimeoutMilliseconds } from './postgres-driver';
import { postgresAnswers, testDatabaseUrl as databaseUrl } from '../../test/postgres-test-database';

const available = await postgresAnswers();

describe.skipIf(!available)('PostgreSQL connection faults', () => {
  const schema = `mandala_access_fault_${randomBytes(6).toString('hex')}`;
  let store: AccessStore;
  let accountId: string;
  let administrator: pg.Client;

  beforeAll(async () => {
    store = await openAccessStore({ databaseUrl, postgresSchema: schema, postgresPoolSize: 4, dataDirectory: '/nonexistent' });
    ({ accountId } = await store.createAccountWithKey({ name: 'faults', plan: 'business' }));
    administrator = new pg.Client({ connectionString: databaseUrl });
    await administrator.connect();
  });
  afterAll(async () => {
    await store.close();
    await administrator.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await administrator.end();
  });

  it('fails a transaction whose connection is terminated, without an uncaught error, and serves the next call', async () => {
    const driver = await openPostgresDriver({ databaseUrl, schema, poolSize: 2 });
    try {
      const failed = await driver
        .transaction(async (executor) => {
          await executor.query('SELECT 1');
          await executor.query('SELECT pg_terminate_backend(pg_backend_pid())');
          return executor.query('SELECT 1');
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failed).toBeInstanceOf(Error);
      // Give the dead client's late events a turn to surface (they crashed the process before).
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await driver.query('SELECT 2 AS two')).toEqual([{ two: 2 }]);
    } finally {
      await driver.close();
    }
  });

  it('answers store_unavailable when every connection is terminated, then works on the same store', async () => {
    await store.quotaStatus(accountId);
    await administrator.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND query LIKE '%${schema}%'`);
    // The pool's idle connections learn of it asynchronously; whatever the first call meets, nothing is charged wrongly.
    const first: unknown = await store
      .runMetered({ accountId, units: 1, idempotency: { key: 'terminated-0001', fingerprint: 'f' } }, () => Promise.resolve('ok'))
      .catch((error: unknown) => error);
    expect([(first as { code?: string }).code, (first as { value?: string }).value]).toContainEqual(expect.stringMatching(/^(store_unavailable|ok)$/));
    const second = await store.runMetered({ accountId, units: 1 }, () => Promise.resolve('ok'));
    expect(second.value).toBe('ok');
  });

  it('cancels a statement stuck behind a lock after the statement timeout: store_unavailable, nothing charged', async () => {
    const usedBefore = (await store.usage(accountId)).used;
    await administrator.query('BEGIN');
    await administrator.query(`LOCK TABLE "${schema}".quota_usage IN ACCESS EXCLUSIVE MODE`);
    const started = performance.now();
    const refused = await store.runMetered({ accountId, units: 1 }, () => Promise.resolve('ok')).catch((error: unknown) => error);
    const waitedMilliseconds = performance.now() - started;
    await administrator.query('ROLLBACK');
    expect(refused).toMatchObject({ code: 'store_unavailable' });
    expect(waitedMilliseconds).toBeGreaterThanOrEqual(postgresStatementTimeoutMilliseconds - 100);
    expect(waitedMilliseconds).toBeLessThan(postgresStatementTimeoutMilliseconds + 2_000);
    expect((await store.usage(accountId)).used).toBe(usedBefore);
    expect((await store.runMetered({ accountId, units: 1 }, () => Promise.resolve('ok'))).chargedUnits).toBe(1);
  }, 20_000);
});
