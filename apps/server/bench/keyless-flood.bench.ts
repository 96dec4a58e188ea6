// The keyless-flood bench of issue 35: 64 connections fetch /openapi.json without a key (autocannon, in a process of
// its own, no Accept-Encoding: the 474 kB identity document, the costliest answer) for BENCH_SECONDS (default 15)
// beside a victim account calling /v3/hd-data, against the real service (`src/main.ts` with
// MANDALA_WORKERS=BENCH_WORKERS, default 2 as `pnpm start` on 2 cores, a fresh SQLite store). Before issue 35 the
// victim's p50 went from 3 ms to 2.0 s and its p99 to 5.2 s. Prints the victim's p50/p99 quiet and flooded, and what
// the flood got (answers a second, how many refused). Prints figures; asserts nothing. On a shared machine the
// figures are indicative. Run: pnpm --filter @mandala/server bench (or tsx bench/keyless-flood.bench.ts).
// BENCH_FLOOD=mcp floods the dedicated MCP port instead (MCP_PORT, GET /.well-known/oauth-protected-resource, what an
// OAuth client fetches without a key), which draws the same per-address keyless budget.
import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAccessStore } from '@mandala/access';
import type { LoadFigures, LoadJob } from './load-generator';
import { createVictim, formatLatencies, victimChartRoute } from './victim-loop';

const seconds = Number(process.env.BENCH_SECONDS ?? '15');
const workers = process.env.BENCH_WORKERS ?? '2';
const floodsMcp = process.env.BENCH_FLOOD === 'mcp';
const serverDirectory = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-keyless-flood-bench-'));
const store = await openAccessStore({ dataDirectory });
const victimAccount = await store.createAccountWithKey({ name: 'victim', plan: 'startup' });
await store.close();

const port = await freePort();
const mcpPort = await freePort();
const service: ChildProcess = spawn(process.execPath, [`--max-old-space-size=${process.env.MANDALA_HEAP_LIMIT_MB ?? '768'}`, '--import', 'tsx', 'src/main.ts'], {
  cwd: serverDirectory,
  env: { ...process.env, MANDALA_WORKERS: workers, MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), MCP_PORT: String(mcpPort), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// Whatever happens to the bench, the service does not outlive it.
process.once('exit', () => service.kill('SIGKILL'));
const restUrl = `http://127.0.0.1:${port}`;
const startedWaiting = Date.now();
for (;;) {
  try {
    if ((await fetch(`${restUrl}/healthz`, { headers: { authorization: `Bearer ${victimAccount.key}` } })).ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() - startedWaiting > 300_000) throw new Error('the service did not start within 300 s');
  await new Promise((resolve) => setTimeout(resolve, 250));
}

/** The victim: one /v3/hd-data of a new birth every 100 ms a loop (10 a second, within the Startup plan's rate). */
const victim = createVictim({ restUrl, key: victimAccount.key, routes: [victimChartRoute], periodMilliseconds: 100 });

// Warm up both workers' routes, then measure the quiet victim.
await victim.run(Date.now() + 3000);
const quiet = (await victim.run(Date.now() + 5000)).byRoute[0] ?? [];

const flood = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const floodTarget = floodsMcp ? { url: `http://127.0.0.1:${mcpPort}`, path: '/.well-known/oauth-protected-resource' } : { url: restUrl, path: '/openapi.json' };
const job: LoadJob = { ...floodTarget, headers: {}, connections: 64, warmUpSeconds: 1, durationSeconds: seconds, newBirths: false, firstBirthMinute: 0 };
const measuring = new Promise<void>((resolve) => flood.on('message', (message) => message === 'measuring' && resolve()));
const figures = new Promise<LoadFigures>((resolve) => flood.on('message', (message) => typeof message === 'object' && resolve((message as { figures: LoadFigures }).figures)));
flood.send(job);
await measuring;
const floodEnd = Date.now() + (seconds - 1) * 1000;
const flooded = (await victim.run(floodEnd, 2, 50)).byRoute[0] ?? [];
const floodFigures = await figures;

service.kill('SIGTERM');
await new Promise((resolve) => {
  service.once('exit', resolve);
  setTimeout(() => {
    service.kill('SIGKILL');
    resolve(undefined);
  }, 15_000).unref();
});
rmSync(dataDirectory, { recursive: true, force: true });

const format = formatLatencies;
process.stdout.write(
  [
    `keyless flood, ${seconds} s of 64 connections on ${floodsMcp ? 'the MCP port' : ''}${floodTarget.path} without a key, MANDALA_WORKERS=${workers}, a shared 2-core machine (figures are indicative)`,
    `victim /v3/hd-data  quiet    ${format(quiet)}`,
    `victim /v3/hd-data  flooded  ${format(flooded)}   target p99 <= 100 ms`,
    `victim failures: ${JSON.stringify(victim.failuresByCause)}`,
    `flood: ${floodFigures.requests} answers (${floodFigures.requestsPerSecond.toFixed(0)} a second), ${floodFigures.non2xx} of them not 2xx (429 rate_limited), ${floodFigures.errors} errors; flood latency p50 ${floodFigures.p50Milliseconds} ms, p99 ${floodFigures.p99Milliseconds} ms`,
  ].join('\n') + '\n',
);
