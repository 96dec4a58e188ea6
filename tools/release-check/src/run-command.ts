// Runs one command of the dry run: output captured, the time it took measured, a failure explained.
import { spawn } from 'node:child_process';

export interface CommandResult {
  readonly exitCode: number;
  /** Standard output and standard error, interleaved. */
  readonly output: string;
  readonly durationMs: number;
}

export interface CommandOptions {
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Kills the command after this long; default 10 minutes. */
  readonly timeoutMs?: number;
}

/** Runs `command args…`; never throws for a non-zero exit (see `mustRun`). */
export function runCommand(command: string, args: readonly string[], options: CommandOptions): Promise<CommandResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 600_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        exitCode: code ?? (signal === null ? 1 : 128),
        output: Buffer.concat(chunks).toString('utf8'),
        durationMs: performance.now() - started,
      });
    });
  });
}

/** The last `lines` lines of a command's output, for an error message. */
export function outputTail(output: string, lines = 40): string {
  return output.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Runs a command that must succeed; throws with its output when it does not. */
export async function mustRun(command: string, args: readonly string[], options: CommandOptions): Promise<CommandResult> {
  const result = await runCommand(command, args, options);
  if (result.exitCode !== 0) {
    throw new Error(`\`${[command, ...args].join(' ')}\` in ${options.cwd} exited with ${result.exitCode}:\n${outputTail(result.output)}`);
  }
  return result;
}

/** Maps `items` through `task`, at most `limit` at a time, keeping their order. */
export async function mapWithConcurrency<Item, Result>(items: readonly Item[], limit: number, task: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
