import pg from 'pg';

/** The PostgreSQL the tests use (`MANDALA_TEST_DATABASE_URL`, default the local trust-auth server's `test` database). */
export const testDatabaseUrl = process.env['MANDALA_TEST_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';

/** True when `CI` is set: a suite that cannot reach its PostgreSQL then fails instead of skipping. */
export function runningInCi(): boolean {
  return (process.env['CI'] ?? '') !== '';
}

/**
 * Whether {@link testDatabaseUrl} accepts a connection within 3 s; tests that need it are skipped when it does not,
 * except under CI (`CI` set), where this throws, so the suite fails with what to do and a run without PostgreSQL is
 * never green.
 */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (runningInCi()) {
      const safeUrl = testDatabaseUrl.replace(/\/\/[^@/]*@/, '//…@');
      throw new Error(
        `PostgreSQL does not answer at ${safeUrl} (${error instanceof Error ? error.message : String(error)}), and CI is set, so this suite fails ` +
          'instead of skipping. Run `pnpm prerequisites` as root (it installs and starts PostgreSQL) or set MANDALA_TEST_DATABASE_URL.',
      );
    }
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs one SQL statement on {@link testDatabaseUrl} over a connection of its own (schema set-up and clean-up). */
export async function runTestSql(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
