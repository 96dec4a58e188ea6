// Throughput and latency of GET /v3/hd-data with a new birth on every request (the engine always runs: key check,
// SQLite quota debit, natal chart v3, JSON, one log line), served as `pnpm start` serves it — the built
// dist/main.js under plain `node` with the start command's flags (built-service.ts; run `pnpm build` first) — with
// MANDALA_WORKERS=1 and MANDALA_WORKERS=2, beside a bare Koa route. Every server runs in
// process(es) of its own and autocannon in another (bench/load-generator.ts), so no server shares an event loop
// with the load generator. Rows run BENCH_ROUNDS times (default 3), interleaved; the table gives medians, and the
// ratios are taken within each round, then their median (the figures of a shared machine drift).
// The yardstick of issue 39 is the floor of a chart request: a bare Koa route answering the service's own v3 body
// (the same bytes, so the answer's write and autocannon's read cost the same) plus `natalChart` v3 and
// `JSON.stringify` in this process for the same births; the service's CPU per request is given as a multiple of that
// floor, in each round, for one worker and two, as started (with the per-process quota lease) and with the per-call
// quota (MANDALA_QUOTA_LEASE=off). A cheap metered route on the one-worker service (`/planetary-positions`) splits the
// chart request's CPU: less the bare route and its own positions and JSON.stringify in process, the service's fixed
// cost per metered request; the chart row less the cheap row plus those positions, the chart's own cost in the
// service, printed beside the floor's chart part. The bare chart rows serve the chart with nothing else (bare Koa:
// `natalChart` v3 and `JSON.stringify` per request, in one process and through a two-worker node:cluster): the floor's
// parts measured as one server under the same load, against which the service's own additions show; the raw chart row
// serves the same without Koa (node:http alone), the least any Node server does for a chart. The `pair` row
// runs two independent one-worker services (each its own SQLite file, no cluster) loaded at once with half the
// connections each: what two copies of the service cost on this machine's cores, against which the two-worker row
// shows what the cluster itself (shared SQLite file, primary, IPC) adds.
// Prints figures; asserts nothing. Run: pnpm --filter @mandala/server bench
// BENCH_CONNECTIONS (default 64), BENCH_SECONDS (5) and BENCH_ROUNDS (3) change the load; BENCH_ROWS (a comma-separated
// list of the labels' keys: bare,sized,one,two,onePerCall,twoPerCall,variant,cheap,bareChart,bareChartTwo,rawChart,pair; default all) measures only those rows, for a short
// run while iterating (the floor needs sized and one); BENCH_VARIANT (`NAME=value …`) adds a one-worker row started with
// those settings.
import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDefaultEngines } from '@mandala/operations';
import { builtServiceArguments, builtServiceEnvironment, enterpriseBenchKeys } from './built-service';
import type { BareServerReady } from './bare-koa-server';
import type { LoadFigures, LoadJob } from './load-generator';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const selectedRows = process.env.BENCH_ROWS?.split(',').map((each) => each.trim());
const warmUpSeconds = 2;
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

/** CPU time (user + system) of each of `pids` so far, in microseconds, from /proc (Linux). */
function cpuMicrosecondsEach(pids: readonly number[]): number[] {
  return pids.map((pid) => {
    // Fields after the command name (which may hold spaces): state is field 3; utime and stime are fields 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10_000; // USER_HZ = 100 on Linux
  });
}

/**
 * The bare Koa routes (bench/bare-koa-server.ts): `/` answers `{ ok: true }`, `/sized` the bytes of `bodyFile`,
 * `/v3/hd-data` the chart and nothing else; `workers` above 1 serves them through a node:cluster. Started with the
 * service's V8 flags and environment, so that the chart routes differ in what they do, not in their heap settings.
 */
async function startBareKoa(bodyFile: string, workers = 1): Promise<ServerUnderTest> {
  const serviceFlags = builtServiceArguments().slice(0, -1);
  const child = fork(fileURLToPath(new URL('./bare-koa-server.ts', import.meta.url)), [bodyFile, String(workers)], {
    execArgv: ['--import', 'tsx', ...serviceFlags],
    env: { ...builtServiceEnvironment, ...process.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<BareServerReady>((resolve) => child.once('message', (message: BareServerReady) => resolve(message)));
  return {
    url: `http://127.0.0.1:${ready.port}`,
    pids: ready.pids,
    async stop() {
      child.disconnect();
      await stopped(child);
    },
  };
}

/**
 * Accounts the load is spread over: an enterprise account may send 100 requests per second (issue 22's request
 * rates), and the service is asked for up to about 15,000, so each request takes the next of 256 keys.
 */
const benchAccounts = 256;

/** Starts the built service with `workers` workers on a fresh SQLite store; resolves once every worker serves. */
async function startService(workers: number, environment: Record<string, string> = {}): Promise<ServerUnderTest & { readonly keys: readonly string[] }> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-cluster-bench-'));
  const keys = await enterpriseBenchKeys(dataDirectory, 'bench', benchAccounts);
  const port = await freePort();
  const serviceEnvironment = { ...builtServiceEnvironment, ...process.env, ...environment };
  const child = spawn(process.execPath, builtServiceArguments(serviceEnvironment), {
    env: { ...serviceEnvironment, MANDALA_WORKERS: String(workers), MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), MCP_PORT: String(await freePort()), LOG_LEVEL: 'info', ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The log lines are read until the service is ready, then only drained (the server still writes one per request).
  const workerPids: number[] = [];
  let pending = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the service exited with code ${code} while starting`)));
    // Readiness is read from the info lines: a variant that logs less (LOG_LEVEL=warn) would otherwise wait for ever.
    const startTimeout = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error('the service did not say it was ready within 60 s (readiness is read from its info log lines: keep LOG_LEVEL at info or debug)'));
    }, 60_000);
    child.once('exit', () => clearTimeout(startTimeout));
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
        clearTimeout(startTimeout);
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
  /** The same, per process of the server (for a cluster: the primary first, then each worker). */
  readonly processCpuMicrosecondsPerRequest: readonly number[];
}

function measure(server: ServerUnderTest, job: LoadJob): Promise<RowFigures> {
  const child = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let cpuAtStart: number[] = [];
  return new Promise((resolve, reject) => {
    child.on('message', (message: 'measuring' | { figures: LoadFigures }) => {
      if (message === 'measuring') {
        cpuAtStart = cpuMicrosecondsEach(server.pids);
        return;
      }
      const requests = Math.max(1, message.figures.requests);
      const perProcess = cpuMicrosecondsEach(server.pids).map((cpu, index) => (cpu - (cpuAtStart[index] ?? 0)) / requests);
      resolve({ ...message.figures, serverCpuMicrosecondsPerRequest: perProcess.reduce((sum, each) => sum + each, 0), processCpuMicrosecondsPerRequest: perProcess });
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

/** Labels of the rows the floor compares. */
const labels = {
  bare: 'bare Koa route',
  sized: 'bare Koa, v3 body',
  one: '/v3/hd-data, 1 worker',
  two: '/v3/hd-data, 2 workers',
  onePerCall: '1 worker, per-call quota',
  twoPerCall: '2 workers, per-call quota',
  variant: '1 worker, BENCH_VARIANT',
  cheap: 'cheap route, 1 worker',
  bareChart: 'bare chart, 1 process',
  bareChartTwo: 'bare chart, 2 workers',
  rawChart: 'raw chart, node:http',
  pair: 'two 1-worker services',
} as const;

/**
 * The cheap operation of the `cheap` row (`/planetary-positions`, new dates as the chart rows): metered like a chart (key, request rate, quota, executor, log line,
 * metrics) but computing only the planets' positions (a 4 kB answer), so its CPU per request less the bare route's and
 * less the positions' own cost in process is the service's fixed cost per metered request, apart from the chart.
 */
const cheapPath = '/planetary-positions?date=1990-05-15T14:30&timezone=Europe/Berlin';

/**
 * The variant row's settings: BENCH_VARIANT, space-separated `NAME=value` pairs of the service's environment (for
 * example `MANDALA_SEMI_SPACE_MB=64`), so that a setting is compared with the default in the same interleaved run.
 */
const variantEnvironment: Record<string, string> = Object.fromEntries(
  (process.env.BENCH_VARIANT ?? '')
    .split(' ')
    .filter((pair) => pair.includes('='))
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);

const minutesPerDay = 1440;

/** The birth of the load generator's `birthMinute` (minutes after 1950-01-01), as the route is asked for it. */
function birthOf(birthMinute: number): { date: string; timezone: string } {
  const day = new Date(Date.UTC(1950, 0, 1) + Math.floor(birthMinute / minutesPerDay) * 86_400_000).toISOString().slice(0, 10);
  const minute = birthMinute % minutesPerDay;
  return { date: `${day}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`, timezone: 'Europe/Berlin' };
}

const engines = createDefaultEngines();

/**
 * CPU time (user + system) of `natalChart` v3 plus `JSON.stringify` in this process, in microseconds per chart, over
 * `count` births from `firstBirthMinute` on (the births a row of the same round asked the service for).
 */
async function inProcessChartMicroseconds(firstBirthMinute: number, count: number): Promise<number> {
  let bytes = 0;
  const start = process.cpuUsage();
  for (let index = 1; index <= count; index += 1) bytes += JSON.stringify(await engines.natalChart(birthOf(firstBirthMinute + index), 'v3')).length;
  const cpu = process.cpuUsage(start);
  if (bytes === 0) throw new Error('no chart was encoded');
  return (cpu.user + cpu.system) / count;
}

/**
 * CPU time of the cheap row's own work in this process: `planetaryPositions` plus `JSON.stringify` for the same dates,
 * in microseconds per call, so that the fixed cost per metered request leaves the positions out.
 */
async function inProcessPositionsMicroseconds(firstBirthMinute: number, count: number): Promise<number> {
  let bytes = 0;
  const start = process.cpuUsage();
  for (let index = 1; index <= count; index += 1) bytes += JSON.stringify(await engines.planetaryPositions(birthOf(firstBirthMinute + index))).length;
  const cpu = process.cpuUsage(start);
  if (bytes === 0) throw new Error('no positions were encoded');
  return (cpu.user + cpu.system) / count;
}

/** Prints the table and the service's CPU per request against its floor, from the medians over rounds. */
function report(rows: readonly Row[], measured: ReadonlyMap<string, RowFigures[]>, inProcess: readonly number[], positionsInProcess: readonly number[], loadBefore: number, loadAfter: number): void {
  console.log(
    `\nGET /v3/hd-data (a new birth on every request) served by dist/main.js, vs its floor: ${connections} connections, ${warmUpSeconds} s warm-up + ${durationSeconds} s per row, ${rounds} rounds, medians; Node ${process.version}`,
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
  for (const row of rows) {
    const figures = measured.get(row.label) ?? [];
    const processes = figures[0]?.processCpuMicrosecondsPerRequest.length ?? 0;
    if (processes < 3) continue;
    const each = Array.from({ length: processes }, (_, index) => median(figures.map((round) => round.processCpuMicrosecondsPerRequest[index] ?? Number.NaN)).toFixed(0));
    console.log(`${row.label}: server CPU µs/request by process: primary ${each[0]}, workers ${each.slice(1).join(' + ')}`);
  }
  console.log(`natalChart v3 + JSON.stringify in process, same births: ${median(inProcess).toFixed(0)} µs of CPU per chart (rounds ${inProcess.map((each) => each.toFixed(0)).join(' ')})`);
  const perRound = (label: string): RowFigures[] => measured.get(label) ?? [];
  const describe = (values: readonly number[]): string => `${median(values).toFixed(2)} (rounds ${values.map((each) => each.toFixed(2)).join(' ')})`;
  const verdict = (meets: boolean): string => (meets ? 'meets' : 'misses');
  // The floor of a chart request, per round: the bare route answering the same bytes plus the chart and its JSON.
  const floorPerRound = perRound(labels.sized).map((each, round) => each.serverCpuMicrosecondsPerRequest + (inProcess[round] ?? Number.NaN));
  console.log(`floor of a chart request (bare route answering the v3 body + chart and JSON.stringify in process): ${median(floorPerRound).toFixed(0)} µs`);
  const cpuOverFloor = (label: string): number[] => perRound(label).map((each, round) => each.serverCpuMicrosecondsPerRequest / (floorPerRound[round] ?? Number.NaN));
  const cpuRatio = (numerator: string, denominator: string): number[] =>
    perRound(numerator).map((each, round) => each.serverCpuMicrosecondsPerRequest / (perRound(denominator)[round]?.serverCpuMicrosecondsPerRequest ?? Number.NaN));
  for (const [one, two] of [
    [labels.one, labels.two],
    [labels.onePerCall, labels.twoPerCall],
  ] as const) {
    if (perRound(one).length === 0) continue;
    const oneOverFloor = cpuOverFloor(one);
    const p99 = median(perRound(one).map((each) => each.p99Milliseconds));
    console.log(`${one}: server CPU per request ${describe(oneOverFloor)} × its floor: ${verdict(median(oneOverFloor) <= 1.25)} the target (≤ 1.25×); p99 ${p99} ms: ${verdict(p99 <= 20)} the target (≤ 20 ms)`);
    const twoOverOne = cpuRatio(two, one);
    console.log(`${two}: server CPU per request ${describe(cpuOverFloor(two))} × the floor, ${describe(twoOverOne)} × one worker's: ${verdict(median(twoOverOne) <= 1.1)} the target (within 10 %)`);
  }
  if (perRound(labels.bareChart).length > 0) {
    // The least a server does for a chart, measured as a server: whatever serving adds to the floor's parts when they
    // run together under load is in this row, and what the service adds to it is its own.
    console.log(`${labels.bareChart} (bare Koa: natalChart v3 + JSON.stringify per request, nothing else): server CPU per request ${describe(cpuOverFloor(labels.bareChart))} × the floor`);
    console.log(`${labels.one}: server CPU per request ${describe(cpuRatio(labels.one, labels.bareChart))} × the bare chart route's (what the service adds to the least a server does for a chart)`);
    if (perRound(labels.bareChartTwo).length > 0) {
      console.log(`${labels.bareChartTwo}: server CPU per request ${describe(cpuRatio(labels.bareChartTwo, labels.bareChart))} × its one process's; ${labels.two}: ${describe(cpuRatio(labels.two, labels.bareChartTwo))} × the bare chart route's with 2 workers`);
    }
  }
  if (perRound(labels.rawChart).length > 0) {
    // No framework, no metering: node:http, the chart and its JSON. Above the floor only by serving them together.
    console.log(`${labels.rawChart} (node:http alone: natalChart v3 + JSON.stringify per request): server CPU per request ${describe(cpuOverFloor(labels.rawChart))} × the floor`);
    console.log(`${labels.one}: server CPU per request ${describe(cpuRatio(labels.one, labels.rawChart))} × the raw chart route's (what the service and Koa add to the least any Node server does for a chart)`);
  }
  if (perRound(labels.pair).length > 0) {
    // Two copies of the service on the same cores, without a cluster: what the two-worker row adds beyond them is the cluster's own.
    console.log(
      `${labels.pair} (each its own SQLite file, no cluster, loaded at once with half the connections each): server CPU per request ${describe(cpuRatio(labels.pair, labels.one))} × one worker's; ${labels.two}: ${describe(cpuRatio(labels.two, labels.pair))} × theirs (what the cluster itself adds)`,
    );
  }
  if (perRound(labels.cheap).length > 0) {
    // The cheap row computes the positions and encodes them: their in-process cost is taken out as well.
    const fixed = perRound(labels.cheap).map(
      (each, round) => each.serverCpuMicrosecondsPerRequest - (perRound(labels.bare)[round]?.serverCpuMicrosecondsPerRequest ?? Number.NaN) - (positionsInProcess[round] ?? Number.NaN),
    );
    console.log(`planetaryPositions + JSON.stringify in process, same dates: ${median(positionsInProcess).toFixed(0)} µs of CPU per call (rounds ${positionsInProcess.map((each) => each.toFixed(0)).join(' ')})`);
    // The chart row less the cheap row leaves the chart less the positions: they are added back from their in-process cost.
    const chartShare = perRound(labels.one).map(
      (each, round) => each.serverCpuMicrosecondsPerRequest - (perRound(labels.cheap)[round]?.serverCpuMicrosecondsPerRequest ?? Number.NaN) + (positionsInProcess[round] ?? Number.NaN),
    );
    const chartFloor = perRound(labels.sized).map((each, round) => each.serverCpuMicrosecondsPerRequest - (perRound(labels.bare)[round]?.serverCpuMicrosecondsPerRequest ?? Number.NaN) + (inProcess[round] ?? Number.NaN));
    console.log(`the service's fixed cost per metered request (${labels.cheap} − bare { ok: true } route − the positions and JSON.stringify in process): ${median(fixed).toFixed(0)} µs (rounds ${fixed.map((each) => each.toFixed(0)).join(' ')})`);
    console.log(
      `the chart's own cost in the service (${labels.one} − ${labels.cheap} + the positions in process): ${median(chartShare).toFixed(0)} µs (rounds ${chartShare.map((each) => each.toFixed(0)).join(' ')}), against ${median(chartFloor).toFixed(0)} µs for the chart and JSON.stringify in process plus the bare route's cost of the larger answer`,
    );
  }
  if (perRound(labels.variant).length > 0) console.log(`${process.env.BENCH_VARIANT ?? ''} / as started, 1 worker, server CPU per request: ${describe(cpuRatio(labels.variant, labels.one))}; p99 ${median(perRound(labels.variant).map((each) => each.p99Milliseconds))} ms`);
  if (perRound(labels.onePerCall).length > 0) console.log(`quota lease / per-call quota, server CPU per request: 1 worker ${describe(cpuRatio(labels.one, labels.onePerCall))}, 2 workers ${describe(cpuRatio(labels.two, labels.twoPerCall))}`);
  if (perRound(labels.bare).length > 0) console.log(`1 worker: server CPU per request ${describe(cpuRatio(labels.one, labels.bare))} × the bare { ok: true } route's (the earlier yardstick)`);
  // The cores are shared by the workers and autocannon: with S µs of server CPU and G µs of autocannon CPU per request,
  // C cores serve at most C / (S + G) requests per µs, two workers at most 2 / S, one worker 1 / S.
  const twoWorkerFigures = perRound(labels.two);
  const server = median(twoWorkerFigures.map((each) => each.serverCpuMicrosecondsPerRequest));
  const generator = median(twoWorkerFigures.map((each) => each.loadGeneratorCpuMicrosecondsPerRequest));
  const ratioPerRound = (numerator: string, denominator: string): number[] =>
    perRound(numerator).map((each, round) => each.requestsPerSecond / (perRound(denominator)[round]?.requestsPerSecond ?? Number.NaN));
  console.log(`scaling 2 workers / 1 worker (requests per second): ${describe(ratioPerRound(labels.two, labels.one))}`);
  const ceiling = Math.min(2, (availableParallelism() * server) / (server + generator));
  console.log(`ceiling of that scaling with autocannon on the same ${availableParallelism()} cores: ${ceiling.toFixed(2)} (server ${server.toFixed(0)} µs + autocannon ${generator.toFixed(0)} µs of CPU per request)`);
}

/** Saves one answer of the chart route (the bench's first birth) to a file, for the bare route to answer the same bytes. */
async function saveAnswer(service: ServerUnderTest & { readonly keys: readonly string[] }, file: string): Promise<void> {
  const response = await fetch(service.url + chartPath, { headers: { authorization: `Bearer ${service.keys[0] ?? ''}` } });
  if (!response.ok) throw new Error(`the chart route answered ${response.status} while the bench saved its answer`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

/** One row of the table: a server and the load it gets (each round adds its own range of births). */
interface Row {
  readonly label: string;
  readonly server: ServerUnderTest;
  readonly job: Omit<LoadJob, 'firstBirthMinute'>;
  /** A second server loaded at the same time by its own load generator; the row's figures are the two together. */
  readonly partner?: { readonly server: ServerUnderTest; readonly job: Omit<LoadJob, 'firstBirthMinute'> };
}

/** The figures of two servers loaded at once, as one row: requests and rates add up, CPU per request is weighted by requests. */
function together(first: RowFigures, second: RowFigures): RowFigures {
  const requests = first.requests + second.requests;
  const weighted = (pick: (each: RowFigures) => number): number => (pick(first) * first.requests + pick(second) * second.requests) / Math.max(1, requests);
  return {
    requestsPerSecond: first.requestsPerSecond + second.requestsPerSecond,
    p50Milliseconds: Math.max(first.p50Milliseconds, second.p50Milliseconds),
    p99Milliseconds: Math.max(first.p99Milliseconds, second.p99Milliseconds),
    requests,
    non2xx: first.non2xx + second.non2xx,
    errors: first.errors + second.errors,
    loadGeneratorCpuMicrosecondsPerRequest: weighted((each) => each.loadGeneratorCpuMicrosecondsPerRequest),
    serverCpuMicrosecondsPerRequest: weighted((each) => each.serverCpuMicrosecondsPerRequest),
    processCpuMicrosecondsPerRequest: [weighted((each) => each.serverCpuMicrosecondsPerRequest)],
  };
}

/** Births the in-process chart row computes per round at most (a few seconds of CPU). */
const inProcessChartsPerRound = 20_000;

async function main(): Promise<void> {
  const servers: ServerUnderTest[] = [];
  const bodyDirectory = mkdtempSync(join(tmpdir(), 'mandala-bench-body-'));
  try {
    const wanted = (row: keyof typeof labels): boolean => selectedRows === undefined || selectedRows.includes(row);
    // The one-worker service also gives the bare route its body, so it starts whichever rows run.
    const oneWorker = await startService(1);
    servers.push(oneWorker);
    const started = async (row: keyof typeof labels, workers: number, environment: Record<string, string> = {}) => {
      if (!wanted(row)) return undefined;
      const service = await startService(workers, environment);
      servers.push(service);
      return service;
    };
    const perCall = { MANDALA_QUOTA_LEASE: 'off' };
    const twoWorkers = await started('two', 2);
    const onePerCall = await started('onePerCall', 1, perCall);
    const twoPerCall = await started('twoPerCall', 2, perCall);
    const variant = Object.keys(variantEnvironment).length === 0 ? undefined : await started('variant', 1, variantEnvironment);
    const secondOneWorker = await started('pair', 1);
    // The pair's two services share the row's connections.
    const halfConnections = Math.max(1, Math.round(connections / 2));
    const bodyFile = join(bodyDirectory, 'v3-answer.json');
    await saveAnswer(oneWorker, bodyFile);
    const bare = await startBareKoa(bodyFile);
    servers.push(bare);
    const bareTwo = wanted('bareChartTwo') ? await startBareKoa(bodyFile, 2) : undefined;
    if (bareTwo !== undefined) servers.push(bareTwo);
    const common = { connections, warmUpSeconds, durationSeconds };
    const bareChartJob = (server: ServerUnderTest) => ({ ...common, url: server.url, path: chartPath, headers: {}, newBirths: true });
    const chartJob = (service: ServerUnderTest & { readonly keys: readonly string[] }) => ({ ...common, url: service.url, path: chartPath, headers: {}, keys: service.keys, newBirths: true });
    const chartRow = (label: string, service: (ServerUnderTest & { readonly keys: readonly string[] }) | undefined): Row[] => (service === undefined ? [] : [{ label, server: service, job: chartJob(service) }]);
    const rows: Row[] = [
      { label: labels.bare, server: bare, job: { ...common, url: bare.url, path: '/', headers: {}, newBirths: false } },
      { label: labels.sized, server: bare, job: { ...common, url: bare.url, path: '/sized', headers: {}, newBirths: false } },
      ...chartRow(labels.one, oneWorker),
      ...chartRow(labels.two, twoWorkers),
      ...chartRow(labels.onePerCall, onePerCall),
      ...chartRow(labels.twoPerCall, twoPerCall),
      ...chartRow(labels.variant, variant),
      { label: labels.cheap, server: oneWorker, job: { ...chartJob(oneWorker), path: cheapPath } },
      { label: labels.bareChart, server: bare, job: bareChartJob(bare) },
      ...(bareTwo === undefined ? [] : [{ label: labels.bareChartTwo, server: bareTwo, job: bareChartJob(bareTwo) }]),
      { label: labels.rawChart, server: bare, job: { ...bareChartJob(bare), path: `/raw${chartPath}` } },
      ...(secondOneWorker === undefined
        ? []
        : [
            {
              label: labels.pair,
              server: oneWorker,
              job: { ...chartJob(oneWorker), connections: halfConnections },
              partner: { server: secondOneWorker, job: { ...chartJob(secondOneWorker), connections: halfConnections } },
            },
          ]),
    ].filter((row) => wanted((Object.keys(labels) as (keyof typeof labels)[]).find((key) => labels[key] === row.label) ?? 'bare'));
    const loadBefore = loadavg()[0] ?? 0;
    const measured = new Map<string, RowFigures[]>(rows.map((row) => [row.label, []]));
    const inProcess: number[] = [];
    const positionsInProcess: number[] = [];
    // The engine's tables are decoded and its code compiled before the first measured chart.
    await inProcessChartMicroseconds(0, 2_000);
    await inProcessPositionsMicroseconds(0, 2_000);
    let birthRange = 0;
    for (let round = 0; round < rounds; round += 1) {
      // Each round starts one row later, so no row always follows the same one (a row right after two busy workers
      // ran under more contention on a shared machine).
      const shift = round % rows.length;
      for (const row of [...rows.slice(shift), ...rows.slice(0, shift)]) {
        birthRange += 1;
        // A range of 1,000,000 minutes (≈ 1.9 years) per row and round, more births than a row asks for, wrapping
        // within ≈ 190 years from 1950 (the engine's range ends in 2200).
        const firstBirthMinute = (birthRange * 1_000_000) % 100_000_000;
        // A partner asks for the second half of the row's range of births.
        const figures =
          row.partner === undefined
            ? await measure(row.server, { ...row.job, firstBirthMinute })
            : together(...(await Promise.all([measure(row.server, { ...row.job, firstBirthMinute }), measure(row.partner.server, { ...row.partner.job, firstBirthMinute: firstBirthMinute + 500_000 })])));
        measured.get(row.label)?.push(figures);
        // The same births as the one-worker row asked for (as many as it served, within a bound).
        if (row.label === labels.one) inProcess.push(await inProcessChartMicroseconds(firstBirthMinute, Math.min(inProcessChartsPerRound, Math.max(1_000, figures.requests))));
        if (row.label === labels.cheap) positionsInProcess.push(await inProcessPositionsMicroseconds(firstBirthMinute, Math.min(inProcessChartsPerRound, Math.max(1_000, figures.requests))));
      }
    }
    report(rows, measured, inProcess, positionsInProcess, loadBefore, loadavg()[0] ?? 0);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(bodyDirectory, { recursive: true, force: true });
  }
}

await main();
