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
import { fileURLToPath } from 'node:url';
import { openAccessStore } from '@mandala/access';
import { webBuildCommand, webDistFolder } from '../src/web-pages';
import type { AttackJob, AttackTally } from './noisy-neighbour-attacker';
import { createVictim, formatLatencies, victimChartRoute, victimGateRoute } from './victim-loop';
import type { VictimLatencies } from './victim-loop';

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

const assets = join(webDistFolder(), 'assets');
const engineFile = existsSync(assets) ? readdirSync(assets).find((name) => /^engine-entry-.*\.js$/.test(name)) : undefined;
if (engineFile === undefined) throw new Error(`The pages are not built: run ${webBuildCommand} first.`);
const enginePath = `/assets/${engineFile}`;

const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-neighbour-bench-'));
const store = await openAccessStore({ dataDirectory });
const attacker = await store.createAccountWithKey({ name: 'attacker', plan: 'business' });
const victimAccount = await store.createAccountWithKey({ name: 'victim', plan: 'startup' });
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

/** The victim: one /v3/hd-data of a new birth and one /library/gates lookup every 200 ms a loop (10 calls a second). */
const victim = createVictim({ restUrl, key: victimAccount.key, routes: [victimChartRoute, victimGateRoute], periodMilliseconds: 200 });
const routesOf = (measured: VictimLatencies) => ({ hdData: measured.byRoute[0] ?? [], gates: measured.byRoute[1] ?? [], failures: measured.failures });

// Warm up: the victim's routes and a first picture, so neither measures module loading.
await victim.run(Date.now() + 2000);
await new Promise((resolve) => setTimeout(resolve, 1000));
const rssBefore = rssMegabytes(servicePid);
const cpuBefore = cpuSeconds(servicePid);
const quiet = routesOf(await victim.run(Date.now() + 3000));

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
const attacked = routesOf(await victim.run(attackEnd, 2, 100));
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

const format = formatLatencies;
const lines = [
  `noisy neighbour, ${seconds} s attack, MANDALA_WORKERS=1, a shared 2-core machine (figures are indicative)`,
  `victim /v3/hd-data     quiet     ${format(quiet.hdData)}`,
  `victim /library/gates  quiet     ${format(quiet.gates)}`,
  `victim /v3/hd-data     attacked  ${format(attacked.hdData)}   target p99 <= 50 ms`,
  `victim /library/gates  attacked  ${format(attacked.gates)}   target p99 <= 20 ms`,
  `victim failures during the attack: ${attacked.failures} ${JSON.stringify(victim.failuresByCause)}`,
  `attacker requests ${tally.requests}, 429 rate_limited ${tally.rateLimited}, successes ${tally.successes}, other ${JSON.stringify(tally.otherStatuses)}`,
  `attacker units charged ${attackerUsage.used}, units its successes reported ${tally.chargedUnitsReported} (so the ${tally.rateLimited} refusals charged ${attackerUsage.used - tally.chargedUnitsReported})`,
  `unread engine downloads held open: ${tally.unreadDownloadsOpened} (${enginePath}, served from disk)`,
  `service RSS before ${rssBefore.toFixed(0)} MB, peak ${rssPeak.toFixed(0)} MB, growth ${(rssPeak - rssBefore).toFixed(0)} MB   target <= 150 MB`,
  `service CPU during the attack ${cpuDuring.toFixed(1)} s (main thread and calculation threads)`,
];
process.stdout.write(`${lines.join('\n')}\n`);
