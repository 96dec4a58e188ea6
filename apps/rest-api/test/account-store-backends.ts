// The two stores the account tests run on: SQLite (a temporary file) and the local PostgreSQL (a throw-away schema).
// Under CI a PostgreSQL that does not answer fails the suite instead of skipping it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestServerOptions } from './helpers';

const databaseUrl = process.env['MANDALA_TEST_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((process.env['CI'] ?? '') !== '') {
      throw new Error(
        `PostgreSQL does not answer (${error instanceof Error ? error.message : String(error)}), and CI is set, so this suite fails instead of skipping. ` +
          'Run `pnpm prerequisites` as root (it installs and starts PostgreSQL) or set MANDALA_TEST_DATABASE_URL.',
      );
    }
    console.warn('PostgreSQL account tests SKIPPED: nothing answers (set MANDALA_TEST_DATABASE_URL).');
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One store to run a suite on: the server options that select it, and the clean-up after each test. */
export interface AccountStoreBackend {
  readonly name: string;
  readonly available: boolean;
  /** Options for `startTestServer` with a store of its own (a fresh PostgreSQL schema each time). */
  serverOptions(): Pick<TestServerOptions, 'databaseUrl' | 'postgresSchema'>;
  /** Drops what the last `serverOptions()` made (nothing for SQLite: the server removes its directory). */
  dispose(): Promise<void>;
}

/** SQLite, then PostgreSQL (available when it answers). */
export async function accountStoreBackends(): Promise<AccountStoreBackend[]> {
  const postgresAvailable = await postgresAnswers();
  let schema: string | undefined;
  return [
    { name: 'SQLite', available: true, serverOptions: () => ({}), dispose: () => Promise.resolve() },
    {
      name: 'PostgreSQL',
      available: postgresAvailable,
      serverOptions: () => {
        schema = `rest_account_${randomBytes(6).toString('hex')}`;
        return { databaseUrl, postgresSchema: schema };
      },
      async dispose() {
        if (schema === undefined) return;
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        } finally {
          await client.end();
        }
        schema = undefined;
      },
    },
  ];
}
