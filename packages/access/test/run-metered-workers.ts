import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What one worker process reports. */
export interface WorkerReport {
  readonly successes: number;
  readonly refused: number;
  readonly failures: string[];
}

const workerScript = fileURLToPath(new URL('./fixtures/metered-worker.ts', import.meta.url));
const packageDirectory = fileURLToPath(new URL('..', import.meta.url));

/** Runs `workers` separate Node processes, each firing `callsPerWorker` concurrent metered calls (then closing its store). */
export function runMeteredWorkers(options: {
  readonly workers: number;
  readonly callsPerWorker: number;
  readonly accountId: string;
  readonly dataDirectory: string;
  readonly databaseUrl?: string;
  readonly postgresSchema?: string;
  /** Each process leases its units (`quotaLease: true`). */
  readonly quotaLease?: boolean;
  /** Each process sends its calls in waves of this many, each after the last has ended (default: all at once). */
  readonly waveSize?: number;
}): Promise<WorkerReport[]> {
  const argumentsList = [
    '--import',
    'tsx',
    workerScript,
    options.dataDirectory,
    options.databaseUrl ?? '',
    options.postgresSchema ?? 'public',
    options.accountId,
    String(options.callsPerWorker),
  ];
  return Promise.all(
    Array.from(
      { length: options.workers },
      () =>
        new Promise<WorkerReport>((resolve, reject) => {
          execFile(process.execPath, argumentsList, { cwd: packageDirectory, timeout: 60_000, env: { ...process.env, MANDALA_TEST_QUOTA_LEASE: options.quotaLease === true ? 'on' : 'off', MANDALA_TEST_WAVE_SIZE: String(options.waveSize ?? options.callsPerWorker) } }, (error, stdout, stderr) => {
            if (error !== null) reject(new Error(`worker failed: ${stderr}`, { cause: error }));
            else resolve(JSON.parse(stdout) as WorkerReport);
          });
        }),
    ),
  );
}
