// The whole AccessStore contract (quota exactness under concurrency, two stores on one database, refunds, idempotent
// replays and take-overs, month rollover) again with quota leases on, on SQLite and on PostgreSQL: a lease changes
// when the store is written, never what a caller is answered or charged.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as NodeCrypto from 'node:crypto';
import pg from 'pg';
import { vi } from 'vitest';
import { describeAccessStoreContract } from '../test/access-store-contract';
import { postgresAnswers, testDatabaseUrl } from '../test/postgres-test-database';
import { openAccessStore } from './open-access-store';

// Wrap timingSafeEqual so the contract can prove the key comparison goes through it.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

describeAccessStoreContract('SQLite with quota leases', () => {
  const temporaryDirectory = mkdtempSync(join(tmpdir(), 'mandala-access-lease-'));
  const dataDirectory = join(temporaryDirectory, 'data');
  return Promise.resolve({
    open: (options) => openAccessStore({ ...options, dataDirectory, quotaLease: true }),
    dispose: () => {
      rmSync(temporaryDirectory, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
});

const postgresAvailable = await postgresAnswers();

describeAccessStoreContract(
  'PostgreSQL with quota leases',
  () => {
    const postgresSchema = `mandala_lease_contract_${randomBytes(6).toString('hex')}`;
    return Promise.resolve({
      open: (options) => openAccessStore({ ...options, databaseUrl: testDatabaseUrl, postgresSchema, dataDirectory: '/nonexistent', postgresPoolSize: 4, quotaLease: true }),
      dispose: async () => {
        const client = new pg.Client({ connectionString: testDatabaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${postgresSchema}" CASCADE`);
        await client.end();
      },
    });
  },
  { skip: !postgresAvailable },
);
