// The noisy-neighbour bench of issue 22: an attacking account (30 concurrent 2000 px PNGs, JSON-RPC replay batches,
// 500 concurrent 90-day transit alerts, 100 unread engine downloads) runs for 20 s beside a victim account, against
// the real service (`src/main.ts`, MANDALA_WORKERS=1, a fresh SQLite store) in a process of its own. It prints the
// victim's /v3/hd-data and /library/gates latencies, the attacker's 429 rate_limited count and the units charged,
// and the service's RSS growth. Prints figures; asserts nothing. On a shared machine the figures are indicative.
// The service runs as `pnpm start` runs it (with its heap limit, MANDALA_HEAP_LIMIT_MB, default 768).
// Run: pnpm --filter @mandala/server bench (or BENCH_SECONDS=20 tsx bench/noisy-neighbour.bench.ts). To find what
// costs: ATTACK_ONLY=pictures,replays,alerts,downloads runs only those parts of the attack; BENCH_CPU_PROF_DIR=dir
// writes the service's CPU profiles (one per thread) there.
import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openAccessStore } from '@mandala/access';
import { webBuildCommand, webDistFolder } from '../src/web-pages';
import type { AttackJob, AttackTally } from './noisy-neighbour-attacker';

const seconds = Number(process.env.BENCH_SECONDS ?? '20');
const serverDirectory = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? '0') / 1024;
}

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

const assets = join(webDistFolder(), 'assets');
const engineFile = existsSync(assets) ? readdirSync(assets).find((name) => /^engine-entry-.*\.js$/.test(name)) : undefined;
if (engineFile === undefined) throw new Error(`The pages are not built: run ${webBuildCommand} first.`);
const enginePath = `/assets/${engineFile}`;

const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-neighbour-bench-'));
const store = await openAccessStore({ dataDirectory });
const attacker = await store.createAccountWithKey({ name: 'attacker', plan: 'business' });
const victim = await store.createAccountWithKey({ name: 'victim', plan: 'startup' });
await store.close();

const port = await freePort();
const mcpPort = await freePort();
// BENCH_CPU_PROF_DIR=folder: the service runs under --cpu-prof and writes its profiles there (one per thread).
const profileArguments = process.env.BENCH_CPU_PROF_DIR === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR];
// The heap limit `pnpm start` sets (MANDALA_HEAP_LIMIT_MB, default 768).
const heapLimitArgument = `--max-old-space-size=${process.env.MANDALA_HEAP_LIMIT_MB ?? '768'}`;
const service: ChildProcess = spawn(process.execPath, [...profileArguments, heapLimitArgument, '--import', 'tsx', 'src/main.ts'], {
  cwd: serverDirectory,
  env: { ...process.env, MANDALA_WORKERS: '1', MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), MCP_PORT: String(mcpPort), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const restUrl = `http://127.0.0.1:${port}`;
const mcpUrl = `http://127.0.0.1:${mcpPort}/`;
const startedWaiting = Date.now();
for (;;) {
  try {
    if ((await fetch(`${restUrl}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() - startedWaiting > 120_000) throw new Error('the service did not start within 120 s');
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const servicePid = service.pid ?? 0;

const victimHeaders = { authorization: `Bearer ${victim.key}` };
let victimMinute = 0;
const victimErrors: Record<string, number> = {};
async function timed(path: string): Promise<{ milliseconds: number; status: number }> {
  const before = performance.now();
  try {
    const response = await fetch(`${restUrl}${path}`, { headers: victimHeaders });
    await response.arrayBuffer();
    if (response.status !== 200) victimErrors[String(response.status)] = (victimErrors[String(response.status)] ?? 0) + 1;
    return { milliseconds: performance.now() - before, status: response.status };
  } catch (error) {
    const code = String((error as { cause?: { code?: unknown } }).cause?.code ?? 'network');
    victimErrors[code] = (victimErrors[code] ?? 0) + 1;
    return { milliseconds: performance.now() - before, status: 0 };
  }
}
/** The victim: one /v3/hd-data of a new birth and one /library/gates lookup every 200 ms (10 calls a second). */
async function victimLoop(until: number): Promise<{ hdData: number[]; gates: number[]; failures: number }> {
  const hdData: number[] = [];
  const gates: number[] = [];
  let failures = 0;
  while (Date.now() < until) {
    const tick = Date.now();
    victimMinute = (victimMinute + 1) % 1440;
    const time = `${String(Math.floor(victimMinute / 60)).padStart(2, '0')}:${String(victimMinute % 60).padStart(2, '0')}`;
    const chart = await timed(`/v3/hd-data?date=1979-02-0${1 + (victimMinute % 9)}T${time}&timezone=America/New_York`);
    const gate = await timed(`/library/gates/${1 + (victimMinute % 64)}`);
    if (chart.status === 200) hdData.push(chart.milliseconds);
    else failures += 1;
    if (gate.status === 200) gates.push(gate.milliseconds);
    else failures += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 200 - (Date.now() - tick))));
  }
  return { hdData, gates, failures };
}

// Warm up: the victim's routes and a first picture, so neither measures module loading.
await victimLoop(Date.now() + 2000);
await new Promise((resolve) => setTimeout(resolve, 1000));
const rssBefore = rssMegabytes(servicePid);
const cpuBefore = cpuSeconds(servicePid);
const quiet = await victimLoop(Date.now() + 3000);

const attackerProcess = fork(fileURLToPath(new URL('./noisy-neighbour-attacker.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const tallyReceived = new Promise<AttackTally>((resolve) => attackerProcess.once('message', (message) => resolve(message as AttackTally)));
const job: AttackJob = { restUrl, mcpUrl, key: attacker.key, durationSeconds: seconds, enginePath };
attackerProcess.send(job);
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, rssMegabytes(servicePid));
}, 250);
// The attacker's processes start (tsx) before the attack: let it begin, then measure the victim for the rest.
await new Promise((resolve) => setTimeout(resolve, 1500));
// Two victim loops, the second 100 ms after the first: 10 calls a second of each route (within the Startup plan's
// rate), about 180 of each in the attack, so the p99 is not simply the slowest call (with 90 it would be).
const attackEnd = Date.now() + (seconds - 2) * 1000;
const victimLoops = await Promise.all([
  victimLoop(attackEnd),
  new Promise<void>((resolve) => setTimeout(resolve, 100)).then(() => victimLoop(attackEnd)),
]);
const attacked = {
  hdData: victimLoops.flatMap((loop) => loop.hdData),
  gates: victimLoops.flatMap((loop) => loop.gates),
  failures: victimLoops.reduce((sum, loop) => sum + loop.failures, 0),
};
const tally = await tallyReceived;
attackerProcess.kill();
clearInterval(sampler);
const cpuDuring = cpuSeconds(servicePid) - cpuBefore;

const reopened = await openAccessStore({ dataDirectory });
const attackerUsage = await reopened.usage(attacker.accountId);
await reopened.close();
service.kill('SIGTERM');
await new Promise((resolve) => {
  service.once('exit', resolve);
  setTimeout(() => {
    service.kill('SIGKILL');
    resolve(undefined);
  }, 15_000).unref();
});
rmSync(dataDirectory, { recursive: true, force: true });

const format = (values: number[]): string =>
  `p50 ${percentile(values, 0.5).toFixed(1).padStart(7)} ms  p99 ${percentile(values, 0.99).toFixed(1).padStart(7)} ms  max ${Math.max(...values).toFixed(1).padStart(7)} ms  (${values.length} calls)`;
const lines = [
  `noisy neighbour, ${seconds} s attack, MANDALA_WORKERS=1, a shared 2-core machine (figures are indicative)`,
  `victim /v3/hd-data     quiet     ${format(quiet.hdData)}`,
  `victim /library/gates  quiet     ${format(quiet.gates)}`,
  `victim /v3/hd-data     attacked  ${format(attacked.hdData)}   target p99 <= 50 ms`,
  `victim /library/gates  attacked  ${format(attacked.gates)}   target p99 <= 20 ms`,
  `victim failures during the attack: ${attacked.failures} ${JSON.stringify(victimErrors)}`,
  `attacker requests ${tally.requests}, 429 rate_limited ${tally.rateLimited}, successes ${tally.successes}, other ${JSON.stringify(tally.otherStatuses)}`,
  `attacker units charged ${attackerUsage.used}, units its successes reported ${tally.chargedUnitsReported} (so the ${tally.rateLimited} refusals charged ${attackerUsage.used - tally.chargedUnitsReported})`,
  `unread engine downloads held open: ${tally.unreadDownloadsOpened} (${enginePath}, served from disk)`,
  `service RSS before ${rssBefore.toFixed(0)} MB, peak ${rssPeak.toFixed(0)} MB, growth ${(rssPeak - rssBefore).toFixed(0)} MB   target <= 150 MB`,
  `service CPU during the attack ${cpuDuring.toFixed(1)} s (main thread and calculation threads)`,
];
process.stdout.write(`${lines.join('\n')}\n`);
