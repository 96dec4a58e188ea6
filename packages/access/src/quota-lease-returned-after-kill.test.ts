// A process holding a quota lease is killed with SIGKILL (no shutdown): the spare units its lease reserved stay
// counted as used (others see limit − committed − reserved, never more room than there is) until the lease expires;
// then they are given back, never charged, and a Free account still gets exactly its 100 units. On SQLite and on
// PostgreSQL (the survivor standing for another instance on the same database).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresAnswers, testDatabaseUrl } from '../test/postgres-test-database';
import type { OpenAccessStoreOptions } from './access-store';
import { AccessError } from './errors';
import { openAccessStore } from './open-access-store';

const childScript = fileURLToPath(new URL('../test/fixtures/lease-then-hang.ts', import.meta.url));
const packageDirectory = fileURLToPath(new URL('..', import.meta.url));
const postgresAvailable = await postgresAnswers();

/** The quota_leases rows of the store, straight from the database. */
async function leaseRows(options: OpenAccessStoreOptions): Promise<{ held_units: number; spare_units: number }[]> {
  if (options.databaseUrl === undefined) {
    const database = new DatabaseSync(join(options.dataDirectory, 'access.sqlite'), { readOnly: true });
    try {
      return database.prepare('SELECT held_units, spare_units FROM quota_leases').all() as { held_units: number; spare_units: number }[];
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ held_units: string; spare_units: string }>(`SELECT held_units, spare_units FROM "${options.postgresSchema ?? 'public'}".quota_leases`);
    return rows.rows.map((row) => ({ held_units: Number(row.held_units), spare_units: Number(row.spare_units) }));
  } finally {
    await client.end();
  }
}

async function killedWhileLeasing(options: OpenAccessStoreOptions): Promise<void> {
  const setup = await openAccessStore(options);
  try {
    const { accountId } = await setup.createAccountWithKey({ name: 'Killed', plan: 'free' });
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, options.dataDirectory, accountId, '10', options.databaseUrl ?? '', options.postgresSchema ?? 'public'], {
      cwd: packageDirectory,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => (chunk.toString().includes('"ready"') ? resolve() : undefined));
      child.once('exit', (code) => reject(new Error(`the child exited (${code}) before it was ready`)));
    });
    // Ten calls answered and committed; the lease still holds its spare units (blocks of 1 + 6, then 1 + 5).
    expect(await leaseRows(options)).toEqual([{ held_units: 3, spare_units: 3 }]);
    child.kill('SIGKILL');
    await exited;

    // What another process sees: the committed units and the dead lease's reserved ones, never more room.
    expect((await setup.usage(accountId)).used).toBe(13);
    await new Promise((resolve) => setTimeout(resolve, 1_700));

    // After expiry: a leasing store spends the account to its limit, reclaiming the dead lease when first refused.
    const survivor = await openAccessStore({ ...options, quotaLease: true });
    let successes = 0;
    let refused = 0;
    for (let wave = 0; wave < 12; wave += 1) {
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => survivor.runMetered({ accountId, units: 1 }, () => Promise.resolve(null))));
      successes += outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
      refused += outcomes.filter((outcome) => outcome.status === 'rejected' && AccessError.isInstance(outcome.reason) && outcome.reason.code === 'quota_exhausted').length;
    }
    await survivor.close();
    expect({ successes, refused }).toEqual({ successes: 90, refused: 30 });
    expect((await setup.usage(accountId)).used).toBe(100);
    expect(await leaseRows(options)).toEqual([]);
  } finally {
    await setup.close();
  }
}

describe('a quota lease whose process was killed', () => {
  it('SQLite: keeps its spare units reserved until it expires, then gives them back: the account still gets exactly 100', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-lease-kill-'));
    try {
      await killedWhileLeasing({ dataDirectory });
    } finally {
      rmSync(dataDirectory, { recursive: true, force: true });
    }
  }, 60_000);

  it.skipIf(!postgresAvailable)('PostgreSQL: keeps its spare units reserved until it expires, then gives them back: the account still gets exactly 100', async () => {
    const postgresSchema = `mandala_lease_kill_${randomBytes(6).toString('hex')}`;
    try {
      await killedWhileLeasing({ databaseUrl: testDatabaseUrl, postgresSchema, dataDirectory: '/nonexistent' });
    } finally {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${postgresSchema}" CASCADE`);
      await client.end();
    }
  }, 60_000);
});
