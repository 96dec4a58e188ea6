// The PostgreSQL the service's tests use, and what a suite does when nothing answers: skip on a developer's machine,
// fail in CI (`CI` set), so a run without PostgreSQL is never green.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `MANDALA_TEST_DATABASE_URL`, default the local trust-auth server's `test` database. */
export const testDatabaseUrl = process.env['MANDALA_TEST_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';

/** {@link testDatabaseUrl} without its password, for messages. */
export const safeTestDatabaseUrl = testDatabaseUrl.replace(/\/\/[^@/]*@/, '//…@');

/** Runs `sql` on `url` (default {@link testDatabaseUrl}) over a connection of its own; rejects on failure. */
export async function runSql(sql: string, url: string = testDatabaseUrl): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs `sql` like {@link runSql} and tells whether it succeeded (set-up and clean-up that may meet a missing object). */
export function sqlSucceeds(sql: string): Promise<boolean> {
  return runSql(sql).then(
    () => true,
    () => false,
  );
}

/**
 * Whether PostgreSQL answers at {@link testDatabaseUrl}. When it does not: with `CI` set, throws (the suite fails with
 * what to do); otherwise warns that `suite` is skipped and resolves false.
 */
export async function postgresForSuite(suite: string): Promise<boolean> {
  try {
    await runSql('SELECT 1');
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env['CI'] !== undefined && process.env['CI'] !== '') {
      throw new Error(
        `${suite}: PostgreSQL does not answer at ${safeTestDatabaseUrl} (${reason}), and CI is set, so this suite fails instead of ` +
          'skipping. Run `pnpm prerequisites` as root (it installs and starts PostgreSQL) or set MANDALA_TEST_DATABASE_URL.',
      );
    }
    console.warn(`${suite} SKIPPED: PostgreSQL does not answer at ${safeTestDatabaseUrl} (set MANDALA_TEST_DATABASE_URL).`);
    return false;
  }
}

/** A schema or database name no other test uses: `prefix` and 12 random hex digits. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}
