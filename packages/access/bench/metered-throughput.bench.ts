// Prints how fast the access store authenticates and meters on SQLite and (when it answers) PostgreSQL.
// Asserts nothing. Run: pnpm --filter @mandala/access bench
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AccessStore } from '../src/access-store';
import { openAccessStore } from '../src/open-access-store';
import { requestFingerprint } from '../src/request-fingerprint';

const databaseUrl = process.env['MANDALA_TEST_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';
const sequentialCalls = 2000;
const concurrentCalls = 200;

async function timeIt(label: string, count: number, run: () => Promise<unknown>): Promise<void> {
  const started = process.hrtime.bigint();
  await run();
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`  ${label.padEnd(44)} ${count.toString().padStart(5)} calls  ${elapsedMs.toFixed(0).padStart(6)} ms  ${((count / elapsedMs) * 1000).toFixed(0).padStart(7)} calls/s  ${((elapsedMs * 1000) / count).toFixed(0).padStart(6)} µs/call`);
}

async function measure(name: string, store: AccessStore): Promise<void> {
  console.log(`${name}:`);
  const { key, accountId } = await store.createAccountWithKey({ name: 'bench', plan: 'enterprise' });
  const work = (): Promise<number> => Promise.resolve(1);
  await timeIt('authenticate (sequential)', sequentialCalls, async () => {
    for (let index = 0; index < sequentialCalls; index += 1) await store.authenticate(key, { category: 'core' });
  });
  await timeIt('runMetered, 1 unit (sequential)', sequentialCalls, async () => {
    for (let index = 0; index < sequentialCalls; index += 1) await store.runMetered({ accountId, units: 1 }, work);
  });
  await timeIt('runMetered + Idempotency-Key (sequential)', sequentialCalls, async () => {
    for (let index = 0; index < sequentialCalls; index += 1) {
      const idempotency = { key: `bench-${index.toString().padStart(8, '0')}`, fingerprint: requestFingerprint('bench', { index }) };
      await store.runMetered({ accountId, units: 1, idempotency }, work);
    }
  });
  await timeIt(`runMetered, ${concurrentCalls} concurrent`, concurrentCalls, () =>
    Promise.all(Array.from({ length: concurrentCalls }, () => store.runMetered({ accountId, units: 1 }, work))),
  );
}

const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-access-bench-'));
const sqlite = await openAccessStore({ dataDirectory });
await measure('SQLite (WAL, one file)', sqlite);
await sqlite.close();
rmSync(dataDirectory, { recursive: true, force: true });

const probe = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
const postgresAnswers = await probe.connect().then(
  () => true,
  () => false,
);
await probe.end().catch(() => undefined);
if (postgresAnswers) {
  const postgresSchema = `mandala_access_bench_${randomBytes(6).toString('hex')}`;
  const postgres = await openAccessStore({ databaseUrl, postgresSchema, dataDirectory });
  try {
    await measure('PostgreSQL (pool of 10, localhost)', postgres);
  } finally {
    await postgres.close();
    const cleaner = new pg.Client({ connectionString: databaseUrl });
    await cleaner.connect();
    await cleaner.query(`DROP SCHEMA IF EXISTS "${postgresSchema}" CASCADE`);
    await cleaner.end();
  }
} else {
  console.log('PostgreSQL: skipped (nothing answers; set MANDALA_TEST_DATABASE_URL)');
}
