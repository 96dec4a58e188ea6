// Where the server CPU of GET /v3/hd-data goes: starts the built service (`dist/main.js` with the start command's flags,
// as the throughput bench does; run `pnpm build` first) in one process (MANDALA_WORKERS=1) under `node --cpu-prof`,
// loads it as the cluster benchmark does (a new birth on every request, bench/load-generator.ts in a process of its
// own), stops it and prints the profile's self time grouped by package (each package's built `dist/` or its `src/`)
// and by function, as shares of the server's CPU and as µs per request. Figures only. Run: pnpm --filter
// @mandala/server exec tsx bench/profile-chart-route.ts (PROFILE_SECONDS, default 10; PROFILE_CONNECTIONS, default 64;
// PROFILE_OUTPUT=file.cpuprofile; MANDALA_QUOTA_LEASE=off profiles the per-call quota).
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtServiceArguments, builtServiceEnvironment, enterpriseBenchKeys, untilListening } from './built-service';
import type { LoadFigures, LoadJob } from './load-generator';

const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const connections = Number(process.env.PROFILE_CONNECTIONS ?? 64);
const serverDirectory = fileURLToPath(new URL('..', import.meta.url));

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly hitCount?: number;
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The package (or `node:internal`, `(program)`, `(garbage collector)`) a profile frame belongs to. */
function groupOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const workspace = /\/(packages|apps)\/([^/]+)\/(?:src|dist)\//.exec(url);
  if (workspace !== null) return `@mandala/${workspace[2]}`;
  const dependency = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (dependency !== null) return dependency[1] as string;
  if (url.startsWith('node:')) return 'node: (runtime)';
  return url.replace(/^file:\/\/.*\//, '');
}

function printTop(title: string, totals: Map<string, number>, totalMicroseconds: number, requests: number, limit: number): void {
  console.log(`\n${title}`);
  for (const [name, microseconds] of [...totals].sort((first, second) => second[1] - first[1]).slice(0, limit)) {
    console.log(`${((100 * microseconds) / totalMicroseconds).toFixed(1).padStart(5)} %  ${(microseconds / requests).toFixed(1).padStart(6)} µs/request  ${name}`);
  }
}

const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-profile-'));
const profileDirectory = join(dataDirectory, 'profile');
// 256 accounts taken in turn: none reaches the enterprise plan's 100 requests per second (429 past it).
const keys = await enterpriseBenchKeys(dataDirectory, 'profile');
const port = await freePort();
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDirectory}`, ...builtServiceArguments()], {
  cwd: serverDirectory,
  env: { ...builtServiceEnvironment, ...process.env, MANDALA_WORKERS: '1', MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), MCP_PORT: String(await freePort()), LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await untilListening(child);
const job: LoadJob = {
  url: `http://127.0.0.1:${port}`,
  path: '/v3/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin',
  headers: {},
  keys,
  connections,
  warmUpSeconds: 2,
  durationSeconds: seconds,
  newBirths: true,
  firstBirthMinute: 1_000_000,
};
const generator = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const figures = await new Promise<LoadFigures>((resolve) => {
  generator.on('message', (message: 'measuring' | { figures: LoadFigures }) => {
    if (message !== 'measuring') resolve(message.figures);
  });
  generator.send(job);
});
child.kill('SIGTERM');
await new Promise<void>((resolve) => child.once('exit', () => resolve()));

const file = readdirSync(profileDirectory).find((name) => name.endsWith('.cpuprofile'));
if (file === undefined) throw new Error('the service wrote no CPU profile');
const profileText = readFileSync(join(profileDirectory, file), 'utf8');
// PROFILE_OUTPUT=path keeps the profile (Chrome DevTools or speedscope open it).
if (process.env.PROFILE_OUTPUT !== undefined) writeFileSync(process.env.PROFILE_OUTPUT, profileText);
const profile = JSON.parse(profileText) as CpuProfile;
rmSync(dataDirectory, { recursive: true, force: true });

// Self time per node from the samples, over the whole run (start-up and warm-up included: the figures per request
// divide by every request served, warm-up included).
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
const byGroup = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, index) => {
  const node = nodeById.get(id);
  const delta = profile.timeDeltas[index] ?? 0;
  if (node === undefined) return;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)') return;
  busy += delta;
  const group = groupOf(url, functionName);
  byGroup.set(group, (byGroup.get(group) ?? 0) + delta);
  const name = `${functionName || '(anonymous)'} ${group}${url === '' ? '' : `:${url.split('/').at(-1)}:${lineNumber + 1}`}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
});
const requestsServed = figures.requests * (1 + job.warmUpSeconds / job.durationSeconds);
console.log(
  `GET /v3/hd-data under load, ${connections} connections, ${seconds} s measured: ${figures.requestsPerSecond.toFixed(0)} req/s, p99 ${figures.p99Milliseconds} ms, ${figures.non2xx} not 2xx; ` +
    `profiled CPU (not idle) ${(busy / 1000).toFixed(0)} ms over about ${requestsServed.toFixed(0)} requests = ${(busy / requestsServed).toFixed(0)} µs per request (start-up included)`,
);
printTop('self time by package', byGroup, busy, requestsServed, 25);
printTop('self time by function', byFunction, busy, requestsServed, 45);
