// Issue 34: the deployment guide's `pg_restore` into a new database exited 1 (`schema "public" already exists`), so a
// scripted restore test reported failure. This runs the guide's own backup and restore lines (read from
// docs/deployment.md) with Debian's pg_dump and pg_restore against the local PostgreSQL, into a fresh database, and
// checks they exit 0 and that a key made before the backup works on the restored store.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAccessStore } from '@mandala/access';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresForSuite, runSql, testDatabaseUrl, uniqueName } from './postgres-test-database';

const guide = readFileSync(fileURLToPath(new URL('../../../docs/deployment.md', import.meta.url)), 'utf8');

/** The shell lines of the guide's backup procedure: the `sh` block after its `backup-procedure` marker. */
function documentedProcedure(): string {
  const marker = guide.indexOf('<!-- backup-procedure');
  const block = /```sh\n([^]*?)```/.exec(guide.slice(marker));
  if (marker < 0 || block?.[1] === undefined) throw new Error('docs/deployment.md has no sh block after <!-- backup-procedure -->.');
  return block[1];
}

function databaseUrl(name: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.href;
}

function sh(script: string, environment: Record<string, string>): Promise<{ exitCode: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile('sh', ['-eu', '-c', script], { env: { PATH: process.env['PATH'] ?? '', ...environment }, timeout: 60_000 }, (error, _stdout, stderr) => {
      resolve({ exitCode: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stderr });
    });
  });
}

const available = await postgresForSuite('The documented restore procedure');

describe.skipIf(!available)('the documented PostgreSQL backup and restore', () => {
  const directory = mkdtempSync(join(tmpdir(), 'mandala-backup-'));
  const databases: string[] = [];
  afterAll(async () => {
    for (const name of databases) await runSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(directory, { recursive: true, force: true });
  }, 60_000);

  it('names pg_dump and pg_restore with the options that restore into a new database', () => {
    const procedure = documentedProcedure();
    expect(procedure).toMatch(/^\s*pg_dump .*--format=custom .*--schema="\$MANDALA_DATABASE_SCHEMA"/m);
    expect(procedure).toMatch(/^\s*pg_restore .*--clean --if-exists .*--exit-on-error/m);
  });

  it.each(['public', 'mandala'])('backs up the schema %s and restores it into a fresh database: exit 0, and the key still works', async (schema) => {
    const source = uniqueName('mandala_backup_source');
    const restored = uniqueName('mandala_backup_restored');
    databases.push(source, restored);
    await runSql(`CREATE DATABASE ${source}`);
    const store = await openAccessStore({ databaseUrl: databaseUrl(source), postgresSchema: schema, dataDirectory: '/nonexistent' });
    const created = await store.createAccountWithKey({ name: 'Backed up', plan: 'creator' });
    await store.close();
    // The new, empty database the guide restores into (`createdb`).
    await runSql(`CREATE DATABASE ${restored}`);

    const outcome = await sh(documentedProcedure(), {
      MANDALA_DATABASE_URL: databaseUrl(source),
      MANDALA_DATABASE_SCHEMA: schema,
      RESTORE_DATABASE_URL: databaseUrl(restored),
      BACKUP_FILE: join(directory, `${schema}.dump`),
    });
    expect([outcome.exitCode, outcome.stderr]).toEqual([0, '']);

    const restoredStore = await openAccessStore({ databaseUrl: databaseUrl(restored), postgresSchema: schema, dataDirectory: '/nonexistent', applyMigrations: false });
    try {
      const authentication = await restoredStore.authenticate(created.key);
      expect([authentication.account.id, authentication.keyId]).toEqual([created.accountId, created.keyId]);
    } finally {
      await restoredStore.close();
    }
  }, 120_000);
});
