// Young-generation garbage collection per GET /v3/hd-data request (issue 39: fewer allocations on the chart path).
// Starts the built service with one worker as the start command does (as the cluster benchmark does, environment passed through, so
// MANDALA_QUOTA_LEASE=off measures the per-call quota path) with bench/young-generation-counter.ts loaded, loads it
// from bench/load-generator.ts in a process of its own (a new birth on every request, 256 accounts), and prints the
// main thread's scavenges and their pause per request over the measured run, with an estimate of the bytes
// allocated per request (scavenges × one semi-space). Figures only. Run: pnpm --filter @mandala/server
// exec tsx bench/chart-route-young-generation.bench.ts (GC_SECONDS, default 8; GC_CONNECTIONS, default 64).
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/cluster-harness';
import { builtServiceArguments, builtServiceEnvironment, enterpriseBenchKeys, untilListening } from './built-service';
import type { LoadFigures, LoadJob } from './load-generator';
import type { CollectionTotals } from './young-generation-counter';

const seconds = Number(process.env.GC_SECONDS ?? 8);
const connections = Number(process.env.GC_CONNECTIONS ?? 64);
const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-young-generation-'));
const totalsFile = join(dataDirectory, 'collections.json');
const keys = await enterpriseBenchKeys(dataDirectory, 'gc');
const port = await freePort();
const counter = fileURLToPath(new URL('./young-generation-counter.ts', import.meta.url));
// The counter is TypeScript: tsx loads it (and only it; the service is the built dist/main.js).
const serviceArguments = builtServiceArguments();
const child = spawn(process.execPath, [...serviceArguments.slice(0, -1), '--import', 'tsx', '--import', counter, ...serviceArguments.slice(-1)], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: { ...builtServiceEnvironment, ...process.env, MANDALA_WORKERS: '1', MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), MCP_PORT: String(await freePort()), LOG_LEVEL: 'info', MANDALA_BENCH_GC_FILE: totalsFile },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await untilListening(child);

let sequence = 0;
/** Asks the service for its totals (SIGUSR2) and reads them once written. */
async function collections(): Promise<CollectionTotals> {
  sequence += 1;
  child.kill('SIGUSR2');
  for (;;) {
    if (existsSync(totalsFile)) {
      const totals = JSON.parse(readFileSync(totalsFile, 'utf8')) as CollectionTotals;
      if (totals.sequence === sequence) return totals;
    }
    await sleep(5);
  }
}

const job: LoadJob = { url: `http://127.0.0.1:${port}`, path: '/v3/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin', headers: {}, keys, connections, warmUpSeconds: 3, durationSeconds: seconds, newBirths: true, firstBirthMinute: 2_000_000 };
const generator = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
let atStart: Promise<CollectionTotals> | undefined;
const figures = await new Promise<LoadFigures>((resolve) => {
  generator.on('message', (message: 'measuring' | { figures: LoadFigures }) => {
    if (message === 'measuring') atStart = collections();
    else resolve(message.figures);
  });
  generator.send(job);
});
const start = await (atStart ?? collections());
const end = await collections();
child.kill('SIGTERM');
await new Promise<void>((resolve) => child.once('exit', () => resolve()));
rmSync(dataDirectory, { recursive: true, force: true });

const requests = Math.max(1, figures.requests);
const scavenges = end.young.count - start.young.count;
console.log(
  `GET /v3/hd-data, 1 worker, ${connections} connections, ${seconds} s measured (quota lease ${process.env.MANDALA_QUOTA_LEASE ?? 'default'}): ${figures.requestsPerSecond.toFixed(0)} req/s, ${figures.requests} requests`,
);
console.log(
  `young generation: ${((1000 * scavenges) / requests).toFixed(2)} scavenges per 1,000 requests, ${((1000 * (end.young.milliseconds - start.young.milliseconds)) / requests).toFixed(1)} µs of scavenge per request; new space ${(end.newSpaceBytes / 1048576).toFixed(1)} MiB (two semi-spaces; one fills between scavenges), so about ${((scavenges * end.newSpaceBytes) / 2 / requests / 1024).toFixed(0)} KiB allocated per request`,
);
console.log(`old generation: ${end.old.count - start.old.count} collections, ${((1000 * (end.old.milliseconds - start.old.milliseconds)) / requests).toFixed(1)} µs per request`);
// How the requests were batched: the turns of the main thread's event loop per request, and the events (a socket read
// or write, a timer) each turn handled. Fewer turns per request is more requests read, computed and answered together.
const turns = Math.max(1, end.loopTurns - start.loopTurns);
console.log(`event loop: ${(turns / requests).toFixed(3)} turns per request, ${((end.loopEvents - start.loopEvents) / turns).toFixed(1)} events per turn`);
