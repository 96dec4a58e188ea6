// The quota's cost per metered call without an Idempotency-Key, every call reserving in the store against the
// per-process quota lease (MANDALA_QUOTA_LEASE), in this process alone (no HTTP, no chart): 256 unlimited accounts,
// 64 calls in flight at a time, each call the next account's, as the cluster bench's load. CPU (user + system) and
// wall time per call, 3 interleaved rounds, medians; SQLite, then PostgreSQL when it answers.
// Asserts nothing. Run: pnpm --filter @mandala/access exec tsx bench/quota-lease.bench.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { OpenAccessStoreOptions } from '../src/access-store';
import { openAccessStore } from '../src/open-access-store';

const databaseUrl = process.env['MANDALA_TEST_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';
const accounts = 256;
const inFlight = 64;
const callsPerRow = Number(process.env['BENCH_CALLS'] ?? 20_000);
const rounds = 3;

/** CPU and wall time per call of `callsPerRow` calls through a store opened with `options`. */
async function measure(options: OpenAccessStoreOptions): Promise<{ cpuMicroseconds: number; wallMicroseconds: number }> {
  const store = await openAccessStore(options);
  try {
    const accountIds: string[] = [];
    for (let account = 0; account < accounts; account += 1) accountIds.push((await store.createAccountWithKey({ name: `bench ${account}`, plan: 'enterprise' })).accountId);
    let next = 0;
    const work = (): Promise<number> => Promise.resolve(1);
    const caller = async (): Promise<void> => {
      while (next < callsPerRow) {
        const accountId = accountIds[next % accounts] ?? '';
        next += 1;
        await store.runMetered({ accountId, units: 1, surface: 'rest' }, work);
      }
    };
    const cpuAtStart = process.cpuUsage();
    const startedAt = process.hrtime.bigint();
    await Promise.all(Array.from({ length: inFlight }, caller));
    const wallMicroseconds = Number(process.hrtime.bigint() - startedAt) / 1000 / callsPerRow;
    const cpu = process.cpuUsage(cpuAtStart);
    return { cpuMicroseconds: (cpu.user + cpu.system) / callsPerRow, wallMicroseconds };
  } finally {
    await store.close();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function compare(name: string, open: () => Promise<{ options: OpenAccessStoreOptions; dispose: () => Promise<void> }>): Promise<void> {
  const rows: Record<'per call' | 'lease', { cpu: number[]; wall: number[] }> = { 'per call': { cpu: [], wall: [] }, lease: { cpu: [], wall: [] } };
  for (let round = 0; round < rounds; round += 1) {
    for (const row of round % 2 === 0 ? (['per call', 'lease'] as const) : (['lease', 'per call'] as const)) {
      const { options, dispose } = await open();
      try {
        const figures = await measure({ ...options, quotaLease: row === 'lease' });
        rows[row].cpu.push(figures.cpuMicroseconds);
        rows[row].wall.push(figures.wallMicroseconds);
      } finally {
        await dispose();
      }
    }
  }
  console.log(`${name}: ${callsPerRow} calls per row, ${inFlight} in flight over ${accounts} accounts, ${rounds} rounds (medians; rounds in brackets)`);
  for (const [row, figures] of Object.entries(rows)) {
    console.log(
      `  ${row.padEnd(9)} CPU ${median(figures.cpu).toFixed(1).padStart(6)} µs/call (${figures.cpu.map((each) => each.toFixed(1)).join(' ')})   wall ${median(figures.wall).toFixed(1).padStart(6)} µs/call (${figures.wall.map((each) => each.toFixed(1)).join(' ')})`,
    );
  }
}

console.log(`quota per metered call; Node ${process.version}; 1-min load average ${(loadavg()[0] ?? 0).toFixed(1)}`);
await compare('SQLite (WAL, one file)', () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-lease-bench-'));
  return Promise.resolve({ options: { dataDirectory }, dispose: () => Promise.resolve(rmSync(dataDirectory, { recursive: true, force: true })) });
});
const probe = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
const postgresAnswers = await probe.connect().then(
  () => true,
  () => false,
);
await probe.end().catch(() => undefined);
if (postgresAnswers) {
  await compare('PostgreSQL (pool of 10, localhost)', () => {
    const postgresSchema = `mandala_lease_bench_${randomBytes(6).toString('hex')}`;
    return Promise.resolve({
      options: { databaseUrl, postgresSchema, dataDirectory: '/nonexistent' },
      dispose: async () => {
        const cleaner = new pg.Client({ connectionString: databaseUrl });
        await cleaner.connect();
        await cleaner.query(`DROP SCHEMA IF EXISTS "${postgresSchema}" CASCADE`);
        await cleaner.end();
      },
    });
  });
} else {
  console.log('PostgreSQL: skipped (nothing answers; set MANDALA_TEST_DATABASE_URL)');
}
console.log(`1-min load average after: ${(loadavg()[0] ?? 0).toFixed(1)}`);
