import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { describeAccessStoreContract } from '../../test/access-store-contract';
import { openAccessStore } from '../open-access-store';
import { migrations } from './schema';
import { postgresAnswers, testDatabaseUrl as databaseUrl } from '../../test/postgres-test-database';

// Wrap timingSafeEqual so the contract can prove the key comparison goes through it.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

/** The test database; override with MANDALA_TEST_DATABASE_URL. */

const available = await postgresAnswers();
const safeUrl = databaseUrl.replace(/\/\/[^@/]*@/, '//…@');
if (!available) console.warn(`PostgreSQL tests SKIPPED: nothing answers at ${safeUrl} (set MANDALA_TEST_DATABASE_URL).`);
else console.info(`PostgreSQL tests run against ${safeUrl}, one throw-away schema per test.`);

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

function uniqueSchema(): string {
  return `mandala_access_test_${randomBytes(6).toString('hex')}`;
}

describeAccessStoreContract(
  'PostgreSQL',
  () => {
    const postgresSchema = uniqueSchema();
    return Promise.resolve({
      open: (options) => openAccessStore({ ...options, databaseUrl, postgresSchema, postgresPoolSize: 8, dataDirectory: '/nonexistent' }),
      dispose: () => dropSchema(postgresSchema),
    });
  },
  { skip: !available },
);

describe.skipIf(!available)('PostgreSQL storage', () => {
  it('runs migrations once when several processes start together', async () => {
    const postgresSchema = uniqueSchema();
    try {
      const stores = await Promise.all(
        Array.from({ length: 4 }, () => openAccessStore({ databaseUrl, postgresSchema, postgresPoolSize: 2, dataDirectory: '/nonexistent' })),
      );
      expect(stores.every((store) => store.kind === 'postgres')).toBe(true);
      const created = await stores[0]?.createAccountWithKey({ name: 'Acme', plan: 'creator' });
      expect((await stores[3]?.authenticate(created?.key ?? ''))?.account.name).toBe('Acme');
      await Promise.all(stores.map((store) => store.close()));
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const versions = await client.query(`SELECT version FROM "${postgresSchema}".access_migrations ORDER BY version`);
      await client.end();
      expect(versions.rows).toEqual(migrations.map(({ version }) => ({ version })));
    } finally {
      await dropSchema(postgresSchema);
    }
  });

  it('reports store_unavailable without the URL when the server cannot be reached', async () => {
    const error: unknown = await openAccessStore({
      databaseUrl: 'postgres://secretuser:secretpass@127.0.0.1:1/none',
      dataDirectory: '/nonexistent',
    }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code: 'store_unavailable' });
    expect(String((error as Error).message)).not.toContain('secretpass');
  });
});
