// Runs the operator's command line (`pnpm mandala …`: apps/cli from source through tsx) in a child process, as an
// operator does, with only the environment given (no variable of the test process leaks in but PATH and HOME).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** What one run printed and its exit code. */
export interface CliRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

/** Runs `mandala <argv>` with `environment` from the repository root. */
export function runMandalaCli(argv: readonly string[], environment: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      'pnpm',
      ['--silent', 'mandala', ...argv],
      { cwd: repositoryRoot, env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...environment }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const exitCode = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ stdout, stderr, exitCode });
      },
    );
  });
}
