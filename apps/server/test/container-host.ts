// The podman host of the container tests: whether this machine can build and run the image, and small helpers
// around the podman command line. The tests need root (podman's root store and debootstrap), podman, runc and
// debootstrap; `pnpm prerequisites` installs them as root on Debian.
import { execFile, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root (the build context of the Containerfile). */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * An image already built from this checkout to test instead of building one (MANDALA_TEST_IMAGE, e.g.
 * `localhost/mandala:latest`), for a quicker run by hand; unset (CI), the tests build the Containerfile.
 */
export function prebuiltImage(environment: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const image = environment['MANDALA_TEST_IMAGE']?.trim();
  return image === undefined || image === '' ? undefined : image;
}

/** The lock file that serialises image builds (deploy/compose/up.sh takes it too). */
export const imageBuildLock = '/run/lock/mandala-image-build';

/** The stand-in base image deploy/image/build-base-image.sh builds (and keeps). */
export const baseImage = 'localhost/node:24-bookworm-slim';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Why the container tests cannot run here, or `undefined` when they can. */
export function containerHostProblem(environment: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  if (environment['MANDALA_SKIP_CONTAINER_TESTS'] === '1') return 'MANDALA_SKIP_CONTAINER_TESTS=1';
  if (process.getuid?.() !== 0) return 'not root (podman builds as root here; run pnpm check as root, or set MANDALA_SKIP_CONTAINER_TESTS=1)';
  const missing = [
    ['podman', '/usr/bin/podman'],
    ['runc', '/usr/sbin/runc'],
    ['debootstrap', '/usr/sbin/debootstrap'],
  ].filter(([, path]) => !executable(path ?? ''));
  if (missing.length > 0) return `${missing.map(([name]) => name).join(', ')} missing (apt-get install -y podman runc debootstrap; pnpm prerequisites does it as root)`;
  return undefined;
}

/** What a command printed and how it exited. */
export interface CommandResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `command` to its end (no shell); never rejects: the exit code says how it went. */
export function run(command: string, argv: readonly string[], options: { readonly timeoutMilliseconds?: number; readonly cwd?: string } = {}): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      argv,
      { cwd: options.cwd ?? repositoryRoot, timeout: options.timeoutMilliseconds ?? 60_000, maxBuffer: 64 * 1024 * 1024, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr: error !== null && typeof error.code !== 'number' ? `${stderr}\n${error.message}` : stderr });
      },
    );
  });
}

/** Runs a long command (an image build) with its output kept to the last `keepCharacters` for the failure message. */
export function runLong(command: string, argv: readonly string[], timeoutMilliseconds: number, keepCharacters = 6000): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, argv, { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-keepCharacters);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMilliseconds);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, stdout: output, stderr: '' });
    });
  });
}

/** Runs podman and throws with its output unless it exits 0; resolves with its stdout, trimmed. */
export async function podman(argv: readonly string[], timeoutMilliseconds = 120_000): Promise<string> {
  const result = await run('podman', argv, { timeoutMilliseconds });
  if (result.code !== 0) throw new Error(`podman ${argv.join(' ')} exited ${result.code}:\n${result.stderr.slice(-3000)}${result.stdout.slice(-2000)}`);
  return result.stdout.trim();
}

/** Builds the stand-in base image unless it exists (deploy/image/build-base-image.sh skips it then). */
export async function ensureBaseImage(timeoutMilliseconds: number): Promise<void> {
  const result = await runLong('deploy/image/build-base-image.sh', [], timeoutMilliseconds);
  if (result.code !== 0) throw new Error(`deploy/image/build-base-image.sh exited ${result.code}:\n${result.stdout}`);
}

/**
 * The machine's CA bundle as the build secret `ca_certificates` when Node is told to trust extra CAs
 * (NODE_EXTRA_CA_CERTS: a TLS-intercepting proxy between this machine and the npm registry).
 */
export function caSecret(environment: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const bundle = environment['NODE_EXTRA_CA_CERTS'];
  return bundle === undefined || bundle === '' ? [] : ['--secret', `id=ca_certificates,src=${bundle}`];
}

/** Builds the Containerfile on the stand-in base as `tag` (docker format, which keeps HEALTHCHECK); resolves with the seconds it took. */
export async function buildImage(tag: string, timeoutMilliseconds: number): Promise<number> {
  const started = performance.now();
  // One build at a time on this machine (the compose test's deploy/compose/up.sh takes the same lock): the second
  // finds every layer in podman's cache.
  const result = await runLong(
    'flock',
    [imageBuildLock, 'podman', 'build', '--format', 'docker', '--build-arg', `NODE_IMAGE=${baseImage}`, ...caSecret(), '--tag', tag, '--file', 'Containerfile', '.'],
    timeoutMilliseconds,
  );
  if (result.code !== 0) throw new Error(`podman build exited ${result.code}:\n${result.stdout}`);
  return (performance.now() - started) / 1000;
}

/** Polls `url` until it answers `status`, within `timeoutMilliseconds`. */
export async function untilStatus(url: string, status: number, timeoutMilliseconds: number, describe: () => Promise<string> = async () => ''): Promise<void> {
  const deadline = performance.now() + timeoutMilliseconds;
  let last = 'no answer';
  while (performance.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === status) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMilliseconds} ms (last: ${last}). ${await describe()}`);
}
