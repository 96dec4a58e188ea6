// Runs the real service as `pnpm start` does (from source through tsx, main.ts) in a child process, with its
// cluster of workers on two free ports, and reads its JSON log lines and its stderr.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDirectory = fileURLToPath(new URL('..', import.meta.url));

/** One JSON log line of the service (a worker's, or the primary's with `role: "primary"`). */
export interface LogLine {
  readonly msg?: string;
  readonly role?: string;
  readonly worker?: number;
  readonly pid?: number;
  readonly [field: string]: unknown;
}

/** The service running in a child process. */
export interface ServiceProcess {
  readonly restUrl: string;
  readonly mcpUrl: string;
  /** Every log line so far, in order. */
  readonly lines: readonly LogLine[];
  /** Everything written to stderr so far. */
  stderr(): string;
  /** The first line so far or to come that `matches`, within `timeoutMilliseconds`. */
  waitForLine(matches: (line: LogLine) => boolean, timeoutMilliseconds?: number): Promise<LogLine>;
  /** Worker id → pid of the workers started and not yet exited, from the primary's lines. */
  liveWorkers(): Map<number, number>;
  /** Sends `signal` to the primary and resolves with how it exited. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` to the primary (or the one process) without waiting for it to exit. */
  signal(signal: NodeJS.Signals): void;
  /** Sends `signal` to every process of the service at once, as systemd does to a control group (needs `processGroup`). */
  signalGroup(signal: NodeJS.Signals): void;
  /** Resolves with how the primary exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** True while the process runs. */
  running(): boolean;
}

/** A port that was free a moment ago on 127.0.0.1 (the cluster listens on fixed ports, so 0 will not do). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `GET url` on a connection of its own (fetch would reuse an idle pooled one); resolves with the status. */
export function getOnNewConnection(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers, agent: false }, (response) => {
      response.resume().once('end', () => resolve(response.statusCode ?? 0));
    }).once('error', reject);
  });
}

/** True while a process with this pid exists. */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Options of {@link startService}. */
export interface StartServiceOptions {
  /** The ports to listen on (a restarted instance keeps its own); default two free ones. */
  readonly port?: number;
  readonly mcpPort?: number;
  /** The log line that says the service serves; default the primary's `cluster ready` (with `MANDALA_WORKERS=1`, pass `mcp listening`). */
  readonly readyWhen?: (line: LogLine) => boolean;
  /** Starts the service in a process group of its own (the primary leads it), for {@link ServiceProcess.signalGroup}. */
  readonly processGroup?: boolean;
}

/**
 * Starts `src/main.ts` with `environment` added (MANDALA_WORKERS, MANDALA_DATA_DIR or MANDALA_DATABASE_URL, …) on two
 * free ports of 127.0.0.1 (or the given ones), and resolves once the primary logs `cluster ready` (or `readyWhen`).
 */
export async function startService(environment: Record<string, string>, timeoutMilliseconds = 150_000, options: StartServiceOptions = {}): Promise<ServiceProcess> {
  const port = options.port ?? (await freePort());
  const mcpPort = options.mcpPort ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDirectory,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), MCP_PORT: String(mcpPort), LOG_LEVEL: 'info', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.processGroup === true,
  });
  const lines: LogLine[] = [];
  const waiters = new Set<{ matches: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  let stderrText = '';
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const text of complete) {
      if (text.trim() === '') continue;
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      for (const waiter of waiters) {
        if (!waiter.matches(line)) continue;
        waiters.delete(waiter);
        waiter.resolve(line);
      }
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderrText += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const waitForLine = (matches: (line: LogLine) => boolean, timeout = 60_000): Promise<LogLine> => {
    const seen = lines.find(matches);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter = {
        matches,
        resolve: (line: LogLine) => {
          clearTimeout(timer);
          resolve(line);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no such log line within ${timeout} ms; stderr: ${stderrText.slice(-2000)}`));
      }, timeout);
      waiters.add(waiter);
    });
  };

  const service: ServiceProcess = {
    restUrl: `http://127.0.0.1:${port}`,
    mcpUrl: `http://127.0.0.1:${mcpPort}/`,
    lines,
    stderr: () => stderrText,
    waitForLine,
    liveWorkers() {
      const live = new Map<number, number>();
      for (const line of lines) {
        if (line.role !== 'primary' || line.worker === undefined || line.pid === undefined) continue;
        if (line.msg === 'worker started') live.set(line.worker, line.pid);
        if (line.msg === 'worker exited' || line.msg === 'worker stopped' || line.msg === 'worker failed to start') live.delete(line.worker);
      }
      return live;
    },
    running: () => child.exitCode === null && child.signalCode === null,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    signal(signal) {
      child.kill(signal);
    },
    signalGroup(signal) {
      if (options.processGroup !== true || child.pid === undefined) throw new Error('signalGroup needs a service started with processGroup: true.');
      process.kill(-child.pid, signal);
    },
    exited,
  };
  try {
    await Promise.race([
      waitForLine(options.readyWhen ?? ((line) => line.role === 'primary' && line.msg === 'cluster ready'), timeoutMilliseconds),
      exited.then(({ code }) => Promise.reject(new Error(`the service exited with code ${code} before it was ready: ${stderrText}`))),
    ]);
  } catch (error) {
    if (options.processGroup === true && child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
    throw error;
  }
  return service;
}
