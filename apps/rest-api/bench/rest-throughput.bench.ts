// Throughput and latency of GET /v3/hd-data (full path: key check, quota debit on SQLite, natal chart
// v3, one JSON log line) beside a bare Koa route in the same run, with autocannon at 64 connections.
// The servers run in this process; autocannon runs in a child process (bench/load-generator.ts), so the
// load generator has its own event loop and does not starve the server (on a 2-core machine: one core
// each, roughly). Rows:
//   - the bare Koa route (the yardstick);
//   - one URL, as a load test sends it (after its second request the result cache answers);
//   - a new birth on every request (the cache never hits, the engine always runs);
//   - the same with a fresh Idempotency-Key per request (idempotency record written and settled);
//   - new births with the chart engine replaced by a constant (the service layer alone).
// Every row runs BENCH_ROUNDS times (default 3), the rows interleaved, and the table gives medians, with the
// ratio to the bare route taken within each round: on a shared machine the figures of one run drift.
// Prints figures; asserts nothing. Run: pnpm --filter @mandala/rest-api bench
// BENCH_CONNECTIONS, BENCH_SECONDS and BENCH_ROUNDS change the load; BENCH_ONLY=<row number> runs one row
// (for profiling).
import { fork } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAccessStore } from '@mandala/access';
import { createDefaultEngines, warmUpDefaultEngines } from '@mandala/operations';
import { echoed } from '@mandala/operations/testing';
import type { OperationEngines } from '@mandala/operations';
import Koa from 'koa';
import { createApp } from '../src/create-app';
import { createBatchedLogSink } from '../src/log-sink';
import { createJsonLogger } from '../src/logger';
import type { LoadFigures, LoadJob } from './load-generator';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmUpSeconds = 2;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const onlyRow = process.env.BENCH_ONLY === undefined ? undefined : Number(process.env.BENCH_ONLY);

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Figures of one row: the load generator's, plus this process's CPU time per request during the measured run. */
interface RowFigures extends LoadFigures {
  readonly serverCpuMicrosecondsPerRequest: number;
}

/** Runs one job in a fresh load-generator child and returns its figures. */
function measureInChild(job: LoadJob): Promise<RowFigures> {
  const child = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let cpuAtStart = process.cpuUsage();
  return new Promise((resolve, reject) => {
    child.on('message', (message: 'measuring' | { figures: LoadFigures }) => {
      if (message === 'measuring') {
        cpuAtStart = process.cpuUsage();
        return;
      }
      const cpu = process.cpuUsage(cpuAtStart);
      const figures = message.figures;
      resolve({ ...figures, serverCpuMicrosecondsPerRequest: (cpu.user + cpu.system) / Math.max(1, figures.requests) });
    });
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load generator exited with ${code}`))));
    child.send(job);
  });
}

interface Row {
  readonly label: string;
  readonly job: LoadJob;
}

async function main(): Promise<void> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-bench-'));
  const store = await openAccessStore({ dataDirectory });
  const { key } = await store.createAccountWithKey({ name: 'bench', plan: 'enterprise' });
  warmUpDefaultEngines();
  // The server logs as in production: one JSON line per request, the lines of each turn of the event loop
  // written together (as to stdout), here into /dev/null.
  const logSink = openSync('/dev/null', 'w');
  const logger = createJsonLogger('info', createBatchedLogSink((text) => writeSync(logSink, text)));
  const stubChart = { Type: 'Generator', Profile: '1/3', Gates: [], Channels: [] };
  const stubEngines: OperationEngines = { ...createDefaultEngines(), natalChart: () => echoed(stubChart) };
  const rest = await listen(createApp({ store, logger }).callback());
  const restWithStubEngine = await listen(createApp({ store, logger, engines: stubEngines }).callback());
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { ok: true };
  });
  const bareServer = await listen(bare.callback());

  const chartPath = '/v3/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin';
  const headers = { authorization: `Bearer ${key}` };
  const probe = await fetch(`${rest.url}${chartPath}`, { headers });
  if (probe.status !== 200) console.log(`GET ${chartPath} answers ${probe.status}: ${(await probe.text()).slice(0, 300)}`);

  const common = { connections, warmUpSeconds, durationSeconds, headers };
  const allRows: Row[] = [
    { label: 'bare Koa route', job: { ...common, url: bareServer.url, path: '/', headers: {}, paths: 'fixed' } },
    { label: 'one URL (cached)', job: { ...common, url: rest.url, path: chartPath, paths: 'fixed' } },
    { label: 'new birth each', job: { ...common, url: rest.url, path: chartPath, paths: 'new-birth' } },
    { label: '  + Idempotency-Key', job: { ...common, url: rest.url, path: chartPath, paths: 'new-birth', idempotencyKeys: true } },
    { label: 'stub engine', job: { ...common, url: restWithStubEngine.url, path: chartPath, paths: 'new-birth' } },
  ];
  const rows = allRows.filter((_row, index) => onlyRow === undefined || onlyRow === index + 1);
  const loadBefore = loadavg()[0] ?? 0;
  const measured = new Map<string, RowFigures[]>(rows.map((row) => [row.label, []]));
  let birthRange = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const row of rows) {
      birthRange += 1;
      measured.get(row.label)?.push(await measureInChild({ ...row.job, firstBirthMinute: birthRange * 5_000_000 }));
    }
  }
  const loadAfter = loadavg()[0] ?? 0;

  console.log(
    `\nGET /v3/hd-data vs a bare Koa route: ${connections} connections, ${warmUpSeconds} s warm-up + ${durationSeconds} s per row, ${rounds} rounds, medians; Node ${process.version}`,
  );
  console.log(
    `machine: ${availableParallelism()} cores; server in this process, autocannon in a child process; 1-min load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
  );
  console.log('route                  req/s   p50 ms  p99 ms  non-2xx  errors  server CPU µs/request');
  const median = (values: readonly number[]): number => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  const total = (figures: readonly RowFigures[], pick: (each: RowFigures) => number): number => figures.reduce((sum, each) => sum + pick(each), 0);
  for (const row of rows) {
    const figures = measured.get(row.label) ?? [];
    console.log(
      `${row.label.padEnd(20)} ${median(figures.map((each) => each.requestsPerSecond)).toFixed(0).padStart(7)} ${String(median(figures.map((each) => each.p50Milliseconds))).padStart(8)} ${String(median(figures.map((each) => each.p99Milliseconds))).padStart(7)} ${String(total(figures, (each) => each.non2xx)).padStart(8)} ${String(total(figures, (each) => each.errors)).padStart(7)} ${median(figures.map((each) => each.serverCpuMicrosecondsPerRequest)).toFixed(0).padStart(8)}`,
    );
  }
  const bareFigures = measured.get('bare Koa route');
  if (bareFigures !== undefined && bareFigures.length > 0) {
    for (const row of rows) {
      const figures = measured.get(row.label) ?? [];
      if (figures === bareFigures) continue;
      // Ratios within a round (both rows seconds apart), then the median over rounds.
      const ratios = figures.map((each, round) => each.requestsPerSecond / (bareFigures[round]?.requestsPerSecond ?? Number.NaN));
      const cpuRatios = figures.map((each, round) => (bareFigures[round]?.serverCpuMicrosecondsPerRequest ?? Number.NaN) / each.serverCpuMicrosecondsPerRequest);
      const ratio = median(ratios);
      const p99 = median(figures.map((each) => each.p99Milliseconds));
      const meets = ratio >= 1 / 3 && p99 <= 20 ? 'meets' : 'misses';
      // When the bare route is bound by the load generator rather than by the server, the req/s ratio flatters
      // the other rows; the ratio of server CPU per request does not depend on that.
      console.log(
        `${row.label.trim().padEnd(20)} ratio to bare ${ratio.toFixed(3)} (rounds ${ratios.map((each) => each.toFixed(2)).join(' ')}; target ≥ 0.333), p99 ${p99} ms (target ≤ 20): ${meets} the target; server-CPU ratio ${median(cpuRatios).toFixed(3)}`,
      );
    }
  }

  for (const { server } of [rest, restWithStubEngine, bareServer]) {
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
  }
  // Requests cut by closeAllConnections still log their lines, at the end of a later turn: /dev/null stays open
  // until the process exits.
  await logger.flush?.();
  await store.close();
  rmSync(dataDirectory, { recursive: true, force: true });
}

await main();
