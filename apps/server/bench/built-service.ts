// The built service as an operator starts it (`node apps/server/dist/main.js`), for the benches that measure it from
// outside: a free port, the start with a fresh data directory, the development key, and the processes of its group.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { openAccessStore } from '@mandala/access';
import { freePort } from '../test/cluster-harness';

/** The built service's entry; the bench exits with a message when it is missing. */
export function builtServiceEntry(): string {
  const entry = fileURLToPath(new URL('../dist/main.js', import.meta.url));
  if (!existsSync(entry)) {
    process.stderr.write(`${entry} is missing: run \`pnpm build\` at the repository root first.\n`);
    process.exit(1);
  }
  return entry;
}

/** The start command's V8 flag that turns allocation-site pretenuring off (see the server README, Footprint). */
export const pretenuringOffFlag = '--no-allocation-site-pretenuring';

/**
 * The arguments of `node` as `pnpm start`, the systemd unit and the image give them (package.json `start`): the heap
 * limit and the young generation's semi-space (`MANDALA_HEAP_LIMIT_MB`, `MANDALA_SEMI_SPACE_MB`, read from `environment`),
 * V8's allocation-site pretenuring turned off, then the built entry.
 */
export function builtServiceArguments(environment: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const heapLimit = environment.MANDALA_HEAP_LIMIT_MB ?? '768';
  const semiSpace = environment.MANDALA_SEMI_SPACE_MB ?? '16';
  return [`--max-old-space-size=${heapLimit}`, `--max-semi-space-size=${semiSpace}`, pretenuringOffFlag, builtServiceEntry()];
}

/** The environment the start command sets (`MALLOC_ARENA_MAX=2`); what the bench's own environment says wins. */
export const builtServiceEnvironment: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/**
 * Creates `count` Enterprise accounts with a key each in the store of `dataDirectory`, for the load benches: an
 * Enterprise account may send 100 requests a second and a load asks for thousands, so the requests take the keys in
 * turn. Made before the service starts, they also spare it its development-key notice.
 */
export async function enterpriseBenchKeys(dataDirectory: string, label: string, count = 256): Promise<string[]> {
  const store = await openAccessStore({ dataDirectory });
  try {
    const keys: string[] = [];
    for (let account = 0; account < count; account += 1) keys.push((await store.createAccountWithKey({ name: `${label} ${account}`, plan: 'enterprise' })).key);
    return keys;
  } finally {
    await store.close();
  }
}

/** One process of a process group: pid, RSS in kB, thread count and command line. */
export interface GroupMember {
  readonly pid: number;
  readonly rssKilobytes: number;
  readonly threads: number;
  readonly command: string;
}

/**
 * The processes of a process group and their descendants, read from /proc: the service's picture processes start in
 * process groups of their own (so that a signal to the service's group does not reach them) and count all the same.
 */
export function processGroup(groupId: number): GroupMember[] {
  const all: (GroupMember & { readonly parentPid: number; readonly groupId: number })[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command (in parentheses, which may hold spaces): state, ppid, pgrp, …, num_threads (20th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${name}/status`, 'utf8'))?.[1] ?? '0';
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
      all.push({ pid: Number(name), parentPid: Number(fields[1]), groupId: Number(fields[2]), rssKilobytes: Number(rss), threads: Number(fields[17]), command });
    } catch {
      // The process ended while it was read.
    }
  }
  const memberPids = new Set(all.filter((candidate) => candidate.groupId === groupId).map((candidate) => candidate.pid));
  for (let added = true; added; ) {
    added = false;
    for (const candidate of all) {
      if (memberPids.has(candidate.pid) || !memberPids.has(candidate.parentPid)) continue;
      memberPids.add(candidate.pid);
      added = true;
    }
  }
  return all.filter((candidate) => memberPids.has(candidate.pid)).map(({ pid, rssKilobytes, threads, command }) => ({ pid, rssKilobytes, threads, command }));
}

/** The RSS of a whole process group, in kB. */
export function groupRssKilobytes(groupId: number): number {
  return processGroup(groupId).reduce((sum, member) => sum + member.rssKilobytes, 0);
}

/** CPU time (user + system) the process group has used so far, in ms: the cost whatever the machine's load. */
export function groupCpuMilliseconds(groupId: number): number {
  let ticks = 0;
  for (const member of processGroup(groupId)) {
    try {
      const stat = readFileSync(`/proc/${member.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Ended meanwhile.
    }
  }
  return ticks * 10;
}

/** kB as "12.3 MB". */
export const megabytes = (kilobytes: number): string => `${(kilobytes / 1024).toFixed(1)} MB`;

/** A started service: its addresses, process group, stderr so far, and how to stop it. */
export interface BuiltService {
  readonly child: ChildProcess;
  readonly groupId: number;
  readonly baseUrl: string;
  readonly mcpPort: number;
  readonly entry: string;
  /** When the spawn happened (`performance.now()`). */
  readonly startedAt: number;
  stderr(): string;
  /** The development key the service printed on its first start (waits for it). */
  developmentKey(): Promise<string>;
  /** SIGTERM to the group, then the exit; SIGKILL and the data directory removed in any case. */
  stop(): Promise<{ exit: number | string | null; milliseconds: number }>;
}

/**
 * Starts `node --max-old-space-size=… --max-semi-space-size=… --no-allocation-site-pretenuring apps/server/dist/main.js` (with `MALLOC_ARENA_MAX=2`) in a process group of its own, on free ports, with a
 * fresh SQLite data directory and `environment` over the defaults (one worker, request rates off, warnings only).
 */
export async function startBuiltService(environment: Record<string, string> = {}): Promise<BuiltService> {
  const serviceArguments = builtServiceArguments();
  const entry = serviceArguments.at(-1) ?? '';
  const port = await freePort();
  const mcpPort = await freePort();
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-bench-'));
  const startedAt = performance.now();
  const child = spawn(process.execPath, serviceArguments, {
    env: {
      ...builtServiceEnvironment,
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      MCP_PORT: String(mcpPort),
      MANDALA_WORKERS: '1',
      MANDALA_DATA_DIR: dataDirectory,
      MANDALA_DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      MANDALA_RATE_LIMITS: 'off',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const groupId = child.pid ?? 0;
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return {
    child,
    groupId,
    baseUrl: `http://127.0.0.1:${port}`,
    mcpPort,
    entry,
    startedAt,
    stderr: () => stderr,
    async developmentKey() {
      const deadline = performance.now() + 60_000;
      while (performance.now() < deadline) {
        const key = /Development API key \(shown once, keep it\): (\S+)/.exec(stderr)?.[1];
        if (key !== undefined) return key;
        if (child.exitCode !== null) break;
        await sleep(20);
      }
      throw new Error(`no development key on stderr: ${stderr}`);
    },
    async stop() {
      const stopStarted = performance.now();
      try {
        if (child.exitCode !== null || child.signalCode !== null) return { exit: child.exitCode ?? child.signalCode, milliseconds: 0 };
        const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
        process.kill(-groupId, 'SIGTERM');
        const exit = await Promise.race([exited, sleep(30_000).then(() => 'still running after 30 s')]);
        return { exit, milliseconds: performance.now() - stopStarted };
      } finally {
        if (child.exitCode === null && child.signalCode === null) process.kill(-groupId, 'SIGKILL');
        rmSync(dataDirectory, { recursive: true, force: true });
      }
    },
  };
}

/** Waits for `path` to answer 200 (up to 60 s); the milliseconds since the start, or throws with the service's stderr. */
export async function firstOk(service: BuiltService, path: string): Promise<number> {
  while (performance.now() - service.startedAt < 60_000) {
    if ((await fetch(`${service.baseUrl}${path}`).then((answer) => answer.status, () => 0)) === 200) return performance.now() - service.startedAt;
    if (service.child.exitCode !== null) throw new Error(`the service exited with code ${service.child.exitCode}: ${service.stderr()}`);
    await sleep(10);
  }
  throw new Error(`${path} did not answer 200 within 60 s: ${service.stderr()}`);
}

/**
 * Resolves once a service started with its log on `child.stdout` (LOG_LEVEL=info) says 'mcp listening'; its further
 * lines are drained, unread. Rejects when it exits first.
 */
export function untilListening(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the service exited with code ${code} while starting`)));
    let pending = '';
    const readLines = (chunk: string): void => {
      pending += chunk;
      if (!pending.includes('"mcp listening"')) return;
      child.stdout?.off('data', readLines).on('data', () => undefined);
      resolve();
    };
    child.stdout?.setEncoding('utf8').on('data', readLines);
  });
}
