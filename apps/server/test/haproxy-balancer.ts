// Debian's haproxy in front of Mandala instances, as docs/deployment.md lays it out: health checks on /readyz, L7
// retries on another instance for a connection refused or cut, and its stats socket to see what it thinks of each.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/**
 * Where haproxy is (`MANDALA_HAPROXY_PATH`, else Debian's `/usr/sbin/haproxy`), or `undefined` when it is not installed
 * or `MANDALA_SKIP_HAPROXY_TESTS=1` (`pnpm prerequisites`, the first step of `pnpm check`, installs it as root).
 */
export function haproxyPath(environment: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  if (environment['MANDALA_SKIP_HAPROXY_TESTS'] === '1') return undefined;
  for (const candidate of [environment['MANDALA_HAPROXY_PATH'] ?? '/usr/sbin/haproxy', 'haproxy']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

/** One backend server as haproxy's configuration names it. */
export interface BalancedInstance {
  readonly name: string;
  readonly port: number;
}

/** A running haproxy. */
export interface Balancer {
  /** `http://127.0.0.1:<port>`: the front the clients call. */
  readonly url: string;
  /** haproxy's status of each server (`UP`, `DOWN`, `UP 1/2`, …), from its stats socket. */
  serverStatus(): Promise<Map<string, string>>;
  /** Resolves once haproxy's status of `server` starts with `status` (polled every 50 ms). */
  waitForStatus(server: string, status: 'UP' | 'DOWN', timeoutMilliseconds?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The configuration of docs/deployment.md with the test's ports and faster checks (every 200 ms; out after 2 failures,
 * back after 2 successes) so the test stays short. The instance that answered is named in `X-Mandala-Instance`.
 */
export function haproxyConfiguration(frontPort: number, statsSocket: string, instances: readonly BalancedInstance[]): string {
  return [
    'global',
    `  stats socket ${statsSocket} mode 600 level admin`,
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 5s',
    // A busy instance may take a while to answer its health check; only an answer other than 200 (or none within
    // 2 s, twice) takes it out.
    '  timeout check 2s',
    // A request whose connection is refused, or cut before any answer, goes again to another instance (L7 retries;
    // every Mandala calculation is safe to repeat under its Idempotency-Key, and reads are idempotent).
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    'frontend mandala',
    `  bind 127.0.0.1:${frontPort}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 200ms fall 2 rise 2',
    '  http-response set-header X-Mandala-Instance %s',
    ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`),
    '',
  ].join('\n');
}

function statsCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
    socket.end(`${command}\n`);
  });
}

/** Starts haproxy in the foreground with {@link haproxyConfiguration}, in `directory`; resolves once its front answers. */
export async function startBalancer(executable: string, directory: string, frontPort: number, instances: readonly BalancedInstance[]): Promise<Balancer> {
  const statsSocket = join(directory, 'haproxy.sock');
  const configurationFile = join(directory, 'haproxy.cfg');
  writeFileSync(configurationFile, haproxyConfiguration(frontPort, statsSocket, instances));
  const child: ChildProcess = spawn(executable, ['-db', '-f', configurationFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    errors += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const serverStatus = async (): Promise<Map<string, string>> => {
    const csv = await statsCommand(statsSocket, 'show stat');
    const [header = '', ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const status = columns.indexOf('status');
    const server = columns.indexOf('svname');
    const proxy = columns.indexOf('pxname');
    const statuses = new Map<string, string>();
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[proxy] === 'instances' && cells[server] !== 'BACKEND') statuses.set(cells[server] ?? '', cells[status] ?? '');
    }
    return statuses;
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await serverStatus();
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`haproxy did not start: ${errors || String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url: `http://127.0.0.1:${frontPort}`,
    serverStatus,
    async waitForStatus(server, status, timeoutMilliseconds = 60_000) {
      const until = Date.now() + timeoutMilliseconds;
      for (;;) {
        const now = (await serverStatus()).get(server) ?? '';
        if (now === status || (status === 'DOWN' && now.startsWith('DOWN'))) return;
        if (Date.now() > until) throw new Error(`haproxy's server ${server} is ${now}, not ${status}, after ${timeoutMilliseconds} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
