// Throughput and latency of GET /v3/hd-data with a new birth on every request (the engine always runs: key check,
// SQLite quota debit, natal chart v3, JSON, one log line), served as `pnpm start` serves it — src/main.ts from
// source through tsx — with MANDALA_WORKERS=1 and MANDALA_WORKERS=2, beside a bare Koa route. Every server runs in
// process(es) of its own and autocannon in another (bench/load-generator.ts), so no server shares an event loop
// with the load generator. Rows run BENCH_ROUNDS times (default 3), interleaved; the table gives medians, and the
// ratios are taken within each round, then their median (the figures of a shared machine drift).
// Prints figures; asserts nothing. Run: pnpm --filter @mandala/server bench
// BENCH_CONNECTIONS (default 64), BENCH_SECONDS (5) and BENCH_ROUNDS (3) change the load.
import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAccessStore } from '@mandala/access';
import type { LoadFigures, LoadJob } from './load-generator';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmUpSeconds = 2;
const serverDirectory = fileURLToPath(new URL('..', import.meta.url));
const chartPath = '/v3/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin';

/** A server under test: its URL and the processes whose CPU time it spends. */
interface ServerUnderTest {
  readonly url: string;
  readonly pids: readonly number[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** CPU time (user + system) of `pids` so far, in microseconds, from /proc (Linux). */
function cpuMicroseconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    // Fields after the command name (which may hold spaces): state is field 3; utime and stime are fields 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10_000; // USER_HZ = 100 on Linux
}

/** The bare Koa routes (bench/bare-koa-server.ts): `/` answers `{ ok: true }`, `/sized` a body of `sizedBytes` bytes. */
async function startBareKoa(sizedBytes: number): Promise<ServerUnderTest> {
  const child = fork(fileURLToPath(new URL('./bare-koa-server.ts', import.meta.url)), [String(sizedBytes)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await new Promise<{ port: number }>((resolve) => child.once('message', (message: { port: number }) => resolve(message)));
  return {
    url: `http://127.0.0.1:${port}`,
    pids: [child.pid ?? 0],
    async stop() {
      child.disconnect();
      await stopped(child);
    },
  };
}

/** Starts src/main.ts with `workers` workers on a fresh SQLite store; resolves once every worker serves. */
/**
 * Accounts the load is spread over: an enterprise account may send 100 requests per second (issue 22's request
 * rates), and the service is asked for up to about 15,000, so each request takes the next of 256 keys.
 */
const benchAccounts = 256;

async function startService(workers: number): Promise<ServerUnderTest & { readonly keys: readonly string[] }> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-cluster-bench-'));
  // The accounts come first, so the service finds a store with accounts and prints no development key.
  const store = await openAccessStore({ dataDirectory });
  const keys: string[] = [];
  for (let account = 0; account < benchAccounts; account += 1) keys.push((await store.createAccountWithKey({ name: `bench ${account}`, plan: 'enterprise' })).key);
  await store.close();
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDirectory,
    env: { ...process.env, MANDALA_WORKERS: String(workers), MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), MCP_PORT: String(await freePort()), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The log lines are read until the service is ready, then only drained (the server still writes one per request).
  const workerPids: number[] = [];
  let pending = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the service exited with code ${code} while starting`)));
    const readLines = (chunk: string): void => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const text of lines) {
        const line = JSON.parse(text) as { role?: string; msg?: string; pid?: number };
        if (line.role === 'primary' && line.msg === 'worker started' && line.pid !== undefined) workerPids.push(line.pid);
        const ready = workers === 1 ? line.msg === 'mcp listening' : line.role === 'primary' && line.msg === 'cluster ready';
        if (!ready) continue;
        child.stdout?.off('data', readLines).on('data', () => undefined);
        resolve();
        return;
      }
    };
    child.stdout?.setEncoding('utf8').on('data', readLines);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    keys,
    pids: [child.pid ?? 0, ...workerPids],
    async stop() {
      child.kill('SIGTERM');
      await stopped(child);
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

/** Figures of one row: the load generator's, plus the server processes' CPU time per request during the measured run. */
interface RowFigures extends LoadFigures {
  readonly serverCpuMicrosecondsPerRequest: number;
}

function measure(server: ServerUnderTest, job: LoadJob): Promise<RowFigures> {
  const child = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let cpuAtStart = 0;
  return new Promise((resolve, reject) => {
    child.on('message', (message: 'measuring' | { figures: LoadFigures }) => {
      if (message === 'measuring') {
        cpuAtStart = cpuMicroseconds(server.pids);
        return;
      }
      const cpu = cpuMicroseconds(server.pids) - cpuAtStart;
      resolve({ ...message.figures, serverCpuMicrosecondsPerRequest: cpu / Math.max(1, message.figures.requests) });
    });
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load generator exited with ${code}`))));
    child.send(job);
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** Prints the table, the ratios to the bare route and the scaling, from the medians over rounds. */
function report(rows: readonly Row[], measured: ReadonlyMap<string, RowFigures[]>, loadBefore: number, loadAfter: number): void {
  console.log(
    `\nGET /v3/hd-data (a new birth on every request) served by src/main.ts, vs a bare Koa route: ${connections} connections, ${warmUpSeconds} s warm-up + ${durationSeconds} s per row, ${rounds} rounds, medians; Node ${process.version}`,
  );
  console.log(
    `machine: ${availableParallelism()} cores; every server in its own process(es), autocannon in another; 1-min load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
  );
  console.log('route                      req/s   p50 ms  p99 ms  non-2xx  errors  server CPU µs/request  autocannon CPU µs/request');
  for (const row of rows) {
    const figures = measured.get(row.label) ?? [];
    const total = (pick: (each: RowFigures) => number): number => figures.reduce((sum, each) => sum + pick(each), 0);
    console.log(
      `${row.label.padEnd(24)} ${median(figures.map((each) => each.requestsPerSecond)).toFixed(0).padStart(7)} ${String(median(figures.map((each) => each.p50Milliseconds))).padStart(8)} ${String(median(figures.map((each) => each.p99Milliseconds))).padStart(7)} ${String(total((each) => each.non2xx)).padStart(8)} ${String(total((each) => each.errors)).padStart(7)} ${median(figures.map((each) => each.serverCpuMicrosecondsPerRequest)).toFixed(0).padStart(8)} ${median(figures.map((each) => each.loadGeneratorCpuMicrosecondsPerRequest)).toFixed(0).padStart(22)}`,
    );
  }
  const perRound = (label: string): RowFigures[] => measured.get(label) ?? [];
  const ratioPerRound = (numerator: string, denominator: string): number[] =>
    perRound(numerator).map((each, round) => each.requestsPerSecond / (perRound(denominator)[round]?.requestsPerSecond ?? Number.NaN));
  const describe = (values: readonly number[]): string => `${median(values).toFixed(3)} (rounds ${values.map((each) => each.toFixed(2)).join(' ')})`;
  // Server CPU per request, within each round, as a multiple of the bare route's (far steadier than req/s on a
  // shared machine: another job's load slows every row but adds little CPU time to a request).
  const cpuRatioPerRound = (numerator: string, denominator: string): number[] =>
    perRound(numerator).map((each, round) => each.serverCpuMicrosecondsPerRequest / (perRound(denominator)[round]?.serverCpuMicrosecondsPerRequest ?? Number.NaN));
  const oneWorkerRatio = ratioPerRound('/v3/hd-data, 1 worker', 'bare Koa route');
  const sizedCpuRatio = cpuRatioPerRound('/v3/hd-data, 1 worker', sizedBareLabel);
  const oneWorkerP99 = median(perRound('/v3/hd-data, 1 worker').map((each) => each.p99Milliseconds));
  const scaling = ratioPerRound('/v3/hd-data, 2 workers', '/v3/hd-data, 1 worker');
  const verdict = (meets: boolean): string => (meets ? 'meets' : 'misses');
  const cpuRatio = cpuRatioPerRound('/v3/hd-data, 1 worker', 'bare Koa route');
  const twoWorkerCpu = cpuRatioPerRound('/v3/hd-data, 2 workers', '/v3/hd-data, 1 worker');
  console.log(
    `1 worker: server CPU per request ${describe(cpuRatio)} × the bare route's: ${verdict(median(cpuRatio) <= 3.5)} the target (≤ 3.5×)`,
  );
  // Not a target of the issue: the same ratio against a bare route answering as many bytes, which takes the cost of
  // writing (and of autocannon reading) a 13 kB answer out of the comparison and leaves what the service adds.
  console.log(`1 worker: server CPU per request ${describe(sizedCpuRatio)} × that of a bare route answering a body of the same size`);
  console.log(
    `1 worker: requests per second ${describe(oneWorkerRatio)} × the bare route's, p99 ${oneWorkerP99} ms: ${verdict(median(oneWorkerRatio) >= 0.25 && oneWorkerP99 <= 20)} the target (≥ 0.25×, p99 ≤ 20 ms)`,
  );
  console.log(
    `2 workers: server CPU per request ${describe(twoWorkerCpu)} × one worker's: ${verdict(Math.abs(median(twoWorkerCpu) - 1) <= 0.1)} the target (within 10 %)`,
  );
  console.log(`2 workers: ratio to bare ${describe(ratioPerRound('/v3/hd-data, 2 workers', 'bare Koa route'))}, p99 ${median(perRound('/v3/hd-data, 2 workers').map((each) => each.p99Milliseconds))} ms`);
  console.log(`scaling 2 workers / 1 worker (requests per second): ${describe(scaling)}`);
  // The cores are shared by the workers and autocannon: with S µs of server CPU and G µs of autocannon CPU per request,
  // C cores serve at most C / (S + G) requests per µs, two workers at most 2 / S, one worker 1 / S.
  const twoWorkerFigures = perRound('/v3/hd-data, 2 workers');
  const server = median(twoWorkerFigures.map((each) => each.serverCpuMicrosecondsPerRequest));
  const generator = median(twoWorkerFigures.map((each) => each.loadGeneratorCpuMicrosecondsPerRequest));
  const ceiling = Math.min(2, (availableParallelism() * server) / (server + generator));
  console.log(`ceiling of that scaling with autocannon on the same ${availableParallelism()} cores: ${ceiling.toFixed(2)} (server ${server.toFixed(0)} µs + autocannon ${generator.toFixed(0)} µs of CPU per request)`);
}

/** The label of the bare route answering a body as large as the chart route's. */
const sizedBareLabel = 'bare Koa, chart-sized';

/** Bytes of the chart route's answer (the bench's first birth), for the bare route answering as many. */
async function answerBytes(service: ServerUnderTest & { readonly keys: readonly string[] }): Promise<number> {
  const response = await fetch(service.url + chartPath, { headers: { authorization: `Bearer ${service.keys[0] ?? ''}` } });
  if (!response.ok) throw new Error(`the chart route answered ${response.status} while the bench measured its size`);
  return (await response.arrayBuffer()).byteLength;
}

/** One row of the table: a server and the load it gets (each round adds its own range of births). */
interface Row {
  readonly label: string;
  readonly server: ServerUnderTest;
  readonly job: Omit<LoadJob, 'firstBirthMinute'>;
}

async function main(): Promise<void> {
  const servers: ServerUnderTest[] = [];
  try {
    const oneWorker = await startService(1);
    servers.push(oneWorker);
    const twoWorkers = await startService(2);
    servers.push(twoWorkers);
    const chartBytes = await answerBytes(oneWorker);
    const bare = await startBareKoa(chartBytes);
    servers.push(bare);
    const common = { connections, warmUpSeconds, durationSeconds };
    const chartJob = (keys: readonly string[]) => ({ ...common, path: chartPath, headers: {}, keys, newBirths: true });
    const rows: Row[] = [
      { label: 'bare Koa route', server: bare, job: { ...common, url: bare.url, path: '/', headers: {}, newBirths: false } },
      { label: sizedBareLabel, server: bare, job: { ...common, url: bare.url, path: '/sized', headers: {}, newBirths: false } },
      { label: '/v3/hd-data, 1 worker', server: oneWorker, job: { ...chartJob(oneWorker.keys), url: oneWorker.url } },
      { label: '/v3/hd-data, 2 workers', server: twoWorkers, job: { ...chartJob(twoWorkers.keys), url: twoWorkers.url } },
    ];
    const loadBefore = loadavg()[0] ?? 0;
    const measured = new Map<string, RowFigures[]>(rows.map((row) => [row.label, []]));
    let birthRange = 0;
    for (let round = 0; round < rounds; round += 1) {
      for (const row of rows) {
        birthRange += 1;
        measured.get(row.label)?.push(await measure(row.server, { ...row.job, firstBirthMinute: birthRange * 5_000_000 }));
      }
    }
    report(rows, measured, loadBefore, loadavg()[0] ?? 0);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

await main();
