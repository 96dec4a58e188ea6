// Three processes, each with its own quota lease, share one Free account with 75 units left: together they give out
// exactly 75, whether their calls come all at once or in waves (a lease then holds spare units between waves while
// another process is refused: blocks shrink near the limit, spare units near it go back at the next tick, and a
// refusal waits for other processes' spare units), and once they have closed the store counts exactly 100.
// On SQLite (one file) and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresAnswers, testDatabaseUrl as databaseUrl } from '../test/postgres-test-database';
import { runMeteredWorkers } from '../test/run-metered-workers';
import { openAccessStore } from './open-access-store';
import type { OpenAccessStoreOptions } from './access-store';

const postgresAvailable = await postgresAnswers();

/** Rows left in quota_leases: none once every process has committed and closed. */
async function leaseRows(options: OpenAccessStoreOptions): Promise<number> {
  if (options.databaseUrl === undefined) {
    const database = new DatabaseSync(join(options.dataDirectory, 'access.sqlite'), { readOnly: true });
    try {
      return Number((database.prepare('SELECT COUNT(*) AS leases FROM quota_leases').get() as { leases: number }).leases);
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ leases: string }>(`SELECT COUNT(*) AS leases FROM "${options.postgresSchema ?? 'public'}".quota_leases`)).rows[0]?.leases);
  } finally {
    await client.end();
  }
}

/** Opens a store with `options`, leaves 75 units on a Free account, runs three leasing processes; what they did. */
async function threeLeasingProcesses(
  options: OpenAccessStoreOptions,
  waveSize: number | undefined,
): Promise<{ successes: number; refused: number; failures: string[]; usedAfter: number; leasesAfter: number }> {
  const store = await openAccessStore(options);
  try {
    const { accountId } = await store.createAccountWithKey({ name: 'Shared', plan: 'free' });
    await store.runMetered({ accountId, units: 25 }, () => Promise.resolve(null));
    const reports = await runMeteredWorkers({
      workers: 3,
      callsPerWorker: 60,
      accountId,
      dataDirectory: options.dataDirectory,
      ...(options.databaseUrl === undefined ? {} : { databaseUrl: options.databaseUrl }),
      ...(options.postgresSchema === undefined ? {} : { postgresSchema: options.postgresSchema }),
      quotaLease: true,
      ...(waveSize === undefined ? {} : { waveSize }),
    });
    return {
      successes: reports.reduce((sum, report) => sum + report.successes, 0),
      refused: reports.reduce((sum, report) => sum + report.refused, 0),
      failures: reports.flatMap((report) => report.failures),
      usedAfter: (await store.usage(accountId)).used,
      leasesAfter: await leaseRows(options),
    };
  } finally {
    await store.close();
  }
}

describe.each([
  ['all at once', undefined],
  ['in waves of 3', 3],
])('quota leases across processes, calls %s', (_name, waveSize) => {
  it('SQLite: three leasing processes on one file give out exactly the remaining 75 units', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-lease-processes-'));
    try {
      expect(await threeLeasingProcesses({ dataDirectory }, waveSize)).toEqual({ successes: 75, refused: 105, failures: [], usedAfter: 100, leasesAfter: 0 });
    } finally {
      rmSync(dataDirectory, { recursive: true, force: true });
    }
  }, 90_000);

  it.skipIf(!postgresAvailable)('PostgreSQL: three leasing processes give out exactly the remaining 75 units', async () => {
    const postgresSchema = `mandala_lease_processes_${randomBytes(6).toString('hex')}`;
    try {
      expect(await threeLeasingProcesses({ databaseUrl, postgresSchema, dataDirectory: '/nonexistent' }, waveSize)).toEqual({ successes: 75, refused: 105, failures: [], usedAfter: 100, leasesAfter: 0 });
    } finally {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${postgresSchema}" CASCADE`);
      await client.end();
    }
  }, 90_000);
});
