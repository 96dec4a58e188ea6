// `pnpm start` with two workers, on SQLite and on PostgreSQL, with MANDALA_QUOTA_LEASE=on (the default: each worker
// leases the account's units) and =off (every call reserves in the store): either way the quota is given out exactly
// across the workers through every surface (REST, Agent HTTP, MCP), and once the service has stopped (leasing workers
// give their unspent units back) the store counts exactly the units charged.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { usedUnits } from '@mandala/operations/testing';
import { describe, expect, it } from 'vitest';
import { startService } from './cluster-harness';
import type { ServiceProcess } from './cluster-harness';
import { sendChartCalls, tally } from './chart-calls';
import { postgresForSuite, sqlSucceeds, testDatabaseUrl } from './postgres-test-database';

const postgresAvailable = await postgresForSuite('PostgreSQL quota lease cluster test');

/**
 * 200 concurrent calculations over REST, Agent HTTP and MCP for an account of 150 units: exactly 150 charged and 50
 * refused, and 150 used in `store` once the workers have stopped (their leases committed or returned).
 */
async function expectExactQuota(service: ServiceProcess, store: AccessStore): Promise<void> {
  const { key, accountId } = await store.createAccountWithKey({ name: 'cluster', plan: 'enterprise', customMonthlyUnits: 150 });
  expect(tally(await sendChartCalls(service, key, 200))).toEqual({ charged: 150, quota_exhausted: 50 });
  await service.stop();
  expect(await usedUnits(store, accountId)).toBe(150);
  await store.close();
}

describe.each([
  ['two leasing workers', 'on'],
  ['two workers reserving every call', 'off'],
])('%s on one key store', (_name, quotaLease) => {
  it('SQLite: gives out an account quota exactly, 200 concurrent calculations over REST, Agent HTTP and MCP', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-cluster-lease-'));
    const service = await startService({ MANDALA_WORKERS: '2', MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: '', MANDALA_QUOTA_LEASE: quotaLease });
    try {
      await expectExactQuota(service, await openAccessStore({ dataDirectory }));
    } finally {
      await service.stop();
      rmSync(dataDirectory, { recursive: true, force: true });
    }
  }, 240_000);

  it.skipIf(!postgresAvailable)('PostgreSQL: gives out an account quota exactly, 200 concurrent calculations over REST, Agent HTTP and MCP', async () => {
    const databaseName = `mandala_cluster_lease_${randomBytes(6).toString('hex')}`;
    const databaseUrl = Object.assign(new URL(testDatabaseUrl), { pathname: `/${databaseName}` }).toString();
    expect(await sqlSucceeds(`CREATE DATABASE ${databaseName}`)).toBe(true);
    const service = await startService({ MANDALA_WORKERS: '2', MANDALA_DATABASE_URL: databaseUrl, MANDALA_DATA_DIR: '/nonexistent', MANDALA_QUOTA_LEASE: quotaLease });
    try {
      await expectExactQuota(service, await openAccessStore({ databaseUrl, dataDirectory: '/nonexistent' }));
    } finally {
      await service.stop();
      await sqlSucceeds(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    }
  }, 240_000);
});
