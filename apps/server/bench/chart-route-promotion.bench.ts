// What reaches the old generation per GET /v3/hd-data request, from V8's own trace (`--trace-gc-nvp`): the built
// service with one worker, started with the start command's flags and again without `--no-allocation-site-pretenuring`
// (V8's default), alternately, loaded from bench/load-generator.ts in a process of its own (a new birth on every
// request, 256 accounts). Per request: bytes allocated in the young generation, bytes its scavenges copied (survivors)
// and promoted, the main thread's scavenge pause and the helper threads' scavenging; and the full (mark-compact)
// collections of the run with their main-thread pause. Objects that reach the old generation and die there are what
// makes full collections, whose pauses land in the p99. Figures only. Run: pnpm --filter @mandala/server exec tsx
// bench/chart-route-promotion.bench.ts (PROMOTION_SECONDS, default 8; PROMOTION_RUNS per setting, default 2).
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/cluster-harness';
import { builtServiceArguments, builtServiceEnvironment, enterpriseBenchKeys, pretenuringOffFlag, untilListening } from './built-service';
import type { LoadFigures, LoadJob } from './load-generator';

const seconds = Number(process.env.PROMOTION_SECONDS ?? 8);
const runs = Number(process.env.PROMOTION_RUNS ?? 2);

/** Sums of one run's collections, from the trace's `name=value` lines. */
interface TraceTotals {
  scavenges: number;
  allocatedBytes: number;
  survivedBytes: number;
  promotedBytes: number;
  scavengePauseMilliseconds: number;
  backgroundScavengeMilliseconds: number;
  markCompacts: number;
  markCompactPauseMilliseconds: number;
}

function traceTotals(lines: readonly string[]): TraceTotals {
  const totals: TraceTotals = { scavenges: 0, allocatedBytes: 0, survivedBytes: 0, promotedBytes: 0, scavengePauseMilliseconds: 0, backgroundScavengeMilliseconds: 0, markCompacts: 0, markCompactPauseMilliseconds: 0 };
  for (const line of lines) {
    const fields = new Map(
      line
        .split(' ')
        .filter((pair) => pair.includes('='))
        .map((pair) => [pair.slice(0, pair.indexOf('=')), Number(pair.slice(pair.indexOf('=') + 1))] as const),
    );
    const kind = /gc=(\w+)/.exec(line)?.[1];
    if (kind === 's') {
      totals.scavenges += 1;
      totals.allocatedBytes += fields.get('allocated') ?? 0;
      totals.survivedBytes += fields.get('new_space_survived') ?? 0;
      totals.promotedBytes += fields.get('promoted') ?? 0;
      totals.scavengePauseMilliseconds += fields.get('pause') ?? 0;
      totals.backgroundScavengeMilliseconds += fields.get('background.scavenge.parallel') ?? 0;
    } else if (kind === 'mc') {
      totals.markCompacts += 1;
      totals.markCompactPauseMilliseconds += fields.get('pause') ?? 0;
    }
  }
  return totals;
}

/** One measured run of the service started with `nodeArguments`: the load's figures and the trace's totals over it. */
async function measuredRun(nodeArguments: readonly string[]): Promise<{ figures: LoadFigures; totals: TraceTotals }> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-promotion-'));
  const keys = await enterpriseBenchKeys(dataDirectory, 'promotion');
  const port = await freePort();
  const child = spawn(process.execPath, ['--trace-gc-nvp', ...nodeArguments], {
    env: { ...builtServiceEnvironment, ...process.env, MANDALA_WORKERS: '1', MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), MCP_PORT: String(await freePort()), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await untilListening(child);
    // The trace and the log share stdout; only the trace's lines of the measured run are kept.
    let measuring = false;
    let pending = '';
    const traced: string[] = [];
    child.stdout?.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      if (measuring) traced.push(...lines.filter((line) => line.includes(' gc=')));
    });
    const generator = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const job: LoadJob = { url: `http://127.0.0.1:${port}`, path: '/v3/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin', headers: {}, connections: 64, warmUpSeconds: 2, durationSeconds: seconds, newBirths: true, firstBirthMinute: 0, keys };
    const figures = await new Promise<LoadFigures>((resolve) => {
      generator.on('message', (message: 'measuring' | { figures: LoadFigures }) => {
        if (message === 'measuring') measuring = true;
        else resolve(message.figures);
      });
      generator.send(job);
    });
    measuring = false;
    return { figures, totals: traceTotals(traced) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

const asStarted = builtServiceArguments();
const settings = [
  { label: 'as started (pretenuring off)', nodeArguments: asStarted },
  { label: "V8's default (pretenuring on)", nodeArguments: asStarted.filter((argument) => argument !== pretenuringOffFlag) },
];
console.log(`GET /v3/hd-data, one worker, 64 connections, 2 s warm-up + ${seconds} s, ${runs} run(s) per setting, alternating; Node ${process.version}`);
console.log('setting                         req/s  p99 ms  KiB allocated  KiB survived  KiB promoted  scavenge µs  helpers µs  full GCs  their pause ms   (per request but the last two)');
for (let run = 0; run < runs; run += 1) {
  for (const setting of settings) {
    const { figures, totals } = await measuredRun(setting.nodeArguments);
    const perRequest = (value: number): number => value / Math.max(1, figures.requests);
    console.log(
      `${setting.label.padEnd(30)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} ${String(figures.p99Milliseconds).padStart(7)} ${(perRequest(totals.allocatedBytes) / 1024).toFixed(1).padStart(14)} ${(perRequest(totals.survivedBytes) / 1024).toFixed(1).padStart(13)} ${(perRequest(totals.promotedBytes) / 1024).toFixed(2).padStart(13)} ${(perRequest(totals.scavengePauseMilliseconds) * 1000).toFixed(1).padStart(12)} ${(perRequest(totals.backgroundScavengeMilliseconds) * 1000).toFixed(1).padStart(11)} ${String(totals.markCompacts).padStart(9)} ${totals.markCompactPauseMilliseconds.toFixed(1).padStart(15)}`,
    );
  }
}
