import pg from 'pg';

/** The PostgreSQL the tests use (`MANDALA_TEST_DATABASE_URL`, default the local trust-auth server's `test` database). */
export const testDatabaseUrl = process.env['MANDALA_TEST_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';

/** Whether {@link testDatabaseUrl} accepts a connection within 3 s; tests that need it are skipped when it does not. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
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
