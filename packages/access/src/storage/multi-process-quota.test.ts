import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMeteredWorkers } from '../../test/run-metered-workers';
import { openAccessStore } from '../open-access-store';
import { postgresAnswers, testDatabaseUrl as databaseUrl } from '../../test/postgres-test-database';

const postgresAvailable = await postgresAnswers();
if (!postgresAvailable) console.warn('PostgreSQL multi-process test SKIPPED: PostgreSQL does not answer (set MANDALA_TEST_DATABASE_URL).');

describe('one quota across separate processes', () => {
  it('SQLite: three processes on one file give out exactly the remaining 75 units', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-access-processes-'));
    try {
      const store = await openAccessStore({ dataDirectory });
      const { accountId } = await store.createAccountWithKey({ name: 'Shared', plan: 'free' });
      await store.runMetered({ accountId, units: 25 }, () => Promise.resolve(null));
      await store.close();
      const reports = await runMeteredWorkers({ workers: 3, callsPerWorker: 60, accountId, dataDirectory });
      expect(reports.flatMap((report) => report.failures)).toEqual([]);
      expect(reports.reduce((sum, report) => sum + report.successes, 0)).toBe(75);
      expect(reports.reduce((sum, report) => sum + report.refused, 0)).toBe(105);
      const reopened = await openAccessStore({ dataDirectory });
      expect((await reopened.usage(accountId)).used).toBe(100);
      await reopened.close();
    } finally {
      rmSync(dataDirectory, { recursive: true, force: true });
    }
  });

  it.skipIf(!postgresAvailable)('PostgreSQL: three processes give out exactly the remaining 75 units', async () => {
    const postgresSchema = `mandala_access_test_${randomBytes(6).toString('hex')}`;
    try {
      const store = await openAccessStore({ databaseUrl, postgresSchema, dataDirectory: '/nonexistent' });
      const { accountId } = await store.createAccountWithKey({ name: 'Shared', plan: 'free' });
      await store.runMetered({ accountId, units: 25 }, () => Promise.resolve(null));
      const reports = await runMeteredWorkers({ workers: 3, callsPerWorker: 60, accountId, dataDirectory: '/nonexistent', databaseUrl, postgresSchema });
      expect(reports.flatMap((report) => report.failures)).toEqual([]);
      expect(reports.reduce((sum, report) => sum + report.successes, 0)).toBe(75);
      expect((await store.usage(accountId)).used).toBe(100);
      await store.close();
    } finally {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${postgresSchema}" CASCADE`);
      await client.end();
    }
  });
});
