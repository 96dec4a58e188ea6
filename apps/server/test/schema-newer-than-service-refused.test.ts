// Issue 34, migrations as a step: the store's schema has a version; `mandala migrate` applies the migrations
// explicitly; with MANDALA_AUTO_MIGRATE=off the service refuses a store with migrations pending; and the service never
// starts on a schema newer than it knows (a newer release migrated it), saying what to do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latestSchemaVersion, openAccessStore } from '@mandala/access';
import { silentLogger } from '@mandala/rest-api';
import { afterAll, describe, expect, it } from 'vitest';
import { mandalaOptionsFrom } from '../src/run-service';
import { startMandala } from '../src/start-mandala';
import { runMandalaCli } from './cli-runner';
import { postgresForSuite, runSql, testDatabaseUrl, uniqueName } from './postgres-test-database';

/** node:sqlite's connection, as far as this test uses it (typed here until the workspace's @types/node is 24's). */
interface SqliteFile {
  exec(sql: string): void;
  prepare(sql: string): { get(): unknown };
  close(): void;
}
const sqliteModule = 'node:sqlite';
const { DatabaseSync } = (await import(sqliteModule)) as { DatabaseSync: new (path: string) => SqliteFile };

function startFrom(environment: Record<string, string>) {
  const options = mandalaOptionsFrom({ ...environment, PORT: '0', MCP_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  return startMandala({ ...options, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
}

const newerMessage = new RegExp(`schema is version ${latestSchemaVersion + 1}, newer than this Mandala knows \\(version ${latestSchemaVersion}\\)[^]*Run that release`);

describe('a SQLite store migrated by a newer Mandala', () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-newer-schema-'));
  afterAll(() => rmSync(dataDirectory, { recursive: true, force: true }));

  it('is refused at start with what to do, and left as it was', async () => {
    await (await openAccessStore({ dataDirectory })).close();
    const file = new DatabaseSync(join(dataDirectory, 'access.sqlite'));
    file.exec(`PRAGMA user_version = ${latestSchemaVersion + 1}`);
    file.close();
    await expect(startFrom({ MANDALA_DATA_DIR: dataDirectory })).rejects.toThrow(newerMessage);
    const after = new DatabaseSync(join(dataDirectory, 'access.sqlite'));
    expect(after.prepare('PRAGMA user_version').get()).toEqual({ user_version: latestSchemaVersion + 1 });
    after.close();
  }, 120_000);
});

const available = await postgresForSuite('Schema versions on PostgreSQL');

describe.skipIf(!available)('schema versions on PostgreSQL', () => {
  const schema = uniqueName('mandala_schema_version');
  const environment = { MANDALA_DATABASE_URL: testDatabaseUrl, MANDALA_DATABASE_SCHEMA: schema, MANDALA_DATA_DIR: '/nonexistent/mandala-schema-test' };
  afterAll(async () => {
    await runSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });

  it('with MANDALA_AUTO_MIGRATE=off the service refuses pending migrations; `mandala migrate` applies them; then it starts', async () => {
    await expect(startFrom({ ...environment, MANDALA_AUTO_MIGRATE: 'off' })).rejects.toThrow(/schema is version 0 and this Mandala needs version \d+\. Run `mandala migrate`/);
    // The refusal changed nothing: not even the schema exists.
    expect(await runSql(`SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = '${schema}'`)).toEqual([{ n: 0 }]);

    const migrated = await runMandalaCli(['migrate', '--json'], environment);
    expect(migrated.exitCode, migrated.stderr).toBe(0); // stderr holds `pnpm mandala`'s build step (turbo), not the CLI's words
    expect(JSON.parse(migrated.stdout)).toEqual({ version: latestSchemaVersion, applied: Array.from({ length: latestSchemaVersion }, (_, index) => index + 1) });

    const running = await startFrom({ ...environment, MANDALA_AUTO_MIGRATE: 'off' });
    expect((await fetch(`${running.rest.url}/readyz`)).status).toBe(200);
    await running.close();
  }, 240_000);

  it('a schema newer than the service knows is refused by the service and by `mandala migrate`, each saying what to do', async () => {
    await runSql(`INSERT INTO "${schema}".access_migrations (version, applied_at_ms) VALUES (${latestSchemaVersion + 1}, 0)`);
    await expect(startFrom(environment)).rejects.toThrow(newerMessage);
    const refused = await runMandalaCli(['migrate'], environment);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(newerMessage);
  }, 240_000);
});
