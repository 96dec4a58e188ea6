// The trade behind `--max-semi-space-size` in the service's start command (MANDALA_SEMI_SPACE_MB): for each size of
// the young generation's semi-spaces, the built service (one worker) serves GET /v3/hd-data with a new birth on every
// request (64 connections, autocannon in a process of its own), and the bench prints the service's CPU per request,
// the garbage collections per 1,000 requests and their pause time per request (from the service's own
// `mandala_nodejs_gc_duration_seconds`), and the RSS 3 s after the load. Figures, not a test; the choice and its
// figures are in docs/benchmark-history.md. Run after `pnpm build`: tsx bench/young-generation.bench.ts
// BENCH_SEMI_SPACES (MB, 0 = V8's default; default "0,16,8"), BENCH_ROUNDS (2) and BENCH_SECONDS (5) change the run.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/cluster-harness';
import { builtServiceEntry, enterpriseBenchKeys, groupCpuMilliseconds, groupRssKilobytes } from './built-service';
import type { LoadFigures, LoadJob } from './load-generator';

const semiSpaces = (process.env.BENCH_SEMI_SPACES ?? '0,16,8').split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Enterprise accounts the load is spread over, so none reaches its plan's request rate. */
const benchAccounts = 256;

/** Collections and their total pause in seconds so far, from the service's Prometheus text. */
async function collections(metricsUrl: string): Promise<{ count: number; seconds: number }> {
  const text = await (await fetch(metricsUrl)).text();
  let count = 0;
  let seconds = 0;
  for (const line of text.split('\n')) {
    const [name, value] = line.split(' ');
    if (name?.startsWith('mandala_nodejs_gc_duration_seconds_count')) count += Number(value);
    if (name?.startsWith('mandala_nodejs_gc_duration_seconds_sum')) seconds += Number(value);
  }
  return { count, seconds };
}

interface RowFigures {
  readonly cpuMicrosecondsPerRequest: number;
  readonly requestsPerSecond: number;
  readonly p99Milliseconds: number;
  readonly collectionsPerThousand: number;
  readonly pauseMicrosecondsPerRequest: number;
  readonly rssMegabytesAfter: number;
}

async function row(semiSpaceMegabytes: number, firstBirthMinute: number): Promise<RowFigures> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-young-bench-'));
  const keys = await enterpriseBenchKeys(dataDirectory, 'bench', benchAccounts);
  const [port, mcpPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
  const semiSpaceFlag = semiSpaceMegabytes === 0 ? [] : [`--max-semi-space-size=${semiSpaceMegabytes}`];
  const child = spawn(process.execPath, ['--max-old-space-size=768', ...semiSpaceFlag, builtServiceEntry()], {
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      MANDALA_WORKERS: '1',
      MANDALA_DATA_DIR: dataDirectory,
      MANDALA_DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      MCP_PORT: String(mcpPort),
      MANDALA_METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  const pid = child.pid ?? 0;
  try {
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((answer) => answer.status === 200, () => false);
      if (ready) break;
      if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
      await sleep(50);
    }
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    const job: LoadJob = {
      url: `http://127.0.0.1:${port}`,
      path: '/v3/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin',
      headers: {},
      connections: 64,
      warmUpSeconds: 2,
      durationSeconds,
      newBirths: true,
      firstBirthMinute,
      keys,
    };
    const generator = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let cpuAtStart = 0;
    let collectionsAtStart = Promise.resolve({ count: 0, seconds: 0 });
    const figures = await new Promise<LoadFigures>((resolve, reject) => {
      generator.on('message', (message: 'measuring' | { figures: LoadFigures }) => {
        if (message === 'measuring') {
          cpuAtStart = groupCpuMilliseconds(pid);
          collectionsAtStart = collections(metricsUrl);
          return;
        }
        resolve(message.figures);
      });
      generator.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load generator exited with ${code}`))));
      generator.send(job);
    });
    const cpu = (groupCpuMilliseconds(pid) - cpuAtStart) * 1000;
    const [before, after] = [await collectionsAtStart, await collections(metricsUrl)];
    const requests = Math.max(1, figures.requests);
    await sleep(3_000);
    return {
      cpuMicrosecondsPerRequest: cpu / requests,
      requestsPerSecond: figures.requestsPerSecond,
      p99Milliseconds: figures.p99Milliseconds,
      collectionsPerThousand: ((after.count - before.count) * 1000) / requests,
      pauseMicrosecondsPerRequest: ((after.seconds - before.seconds) * 1e6) / requests,
      rssMegabytesAfter: groupRssKilobytes(pid) / 1024,
    };
  } finally {
    process.kill(-pid, 'SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

const loadBefore = loadavg()[0] ?? 0;
console.log(`GET /v3/hd-data, new birth per request, 64 connections, ${durationSeconds} s per row, ${rounds} rounds; built service, one worker, Node ${process.version}`);
console.log('semi-space MB   CPU µs/request   req/s   p99 ms   collections/1000 req   GC pause µs/request   RSS 3 s after');
let birthMinute = 0;
for (let round = 0; round < rounds; round += 1) {
  for (const semiSpace of semiSpaces) {
    const figures = await row(semiSpace, (birthMinute += 200_000));
    console.log(
      `${(semiSpace === 0 ? 'default' : String(semiSpace)).padStart(13)} ${figures.cpuMicrosecondsPerRequest.toFixed(0).padStart(16)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} ${String(figures.p99Milliseconds).padStart(8)} ${figures.collectionsPerThousand.toFixed(1).padStart(22)} ${figures.pauseMicrosecondsPerRequest.toFixed(1).padStart(21)} ${figures.rssMegabytesAfter.toFixed(0).padStart(12)} MB`,
    );
  }
}
console.log(`1-min load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`);
