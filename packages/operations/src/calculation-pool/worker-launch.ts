import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Where the calculation worker is, relative to this module: beside it in the sources
 * (`src/calculation-pool/calculation-worker.ts`), and in `dist/calculation-pool/calculation-worker.js` after
 * tsup has bundled this module into a file at the root of `dist/`.
 */
const workerModuleCandidates = ['./calculation-worker.ts', './calculation-pool/calculation-worker.js'];

/** The path of the calculation worker module of this copy of the package (source or build). */
export function defaultWorkerModulePath(): string {
  for (const candidate of workerModuleCandidates) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(`The calculation worker module was not found beside ${fileURLToPath(import.meta.url)}.`);
}

/** Options of a `worker_threads` Worker that runs `workerModulePath`. */
export interface WorkerLaunchOptions {
  readonly execArgv?: string[];
  readonly env?: Record<string, string | undefined>;
}

/**
 * How to start a worker running `workerModulePath`. A built `.js` worker needs nothing. A `.ts` worker (tests under
 * vitest, `pnpm start` under tsx) is loaded through tsx (`--import tsx`, resolved here rather than from the working
 * directory), with this package's tsconfig so that its `@mandala/*` imports resolve to the sources through the
 * `paths` of `tsconfig.base.json`, as in the main thread.
 */
export function workerLaunchOptions(workerModulePath: string): WorkerLaunchOptions {
  if (!workerModulePath.endsWith('.ts')) return {};
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    execArgv: [...process.execArgv, '--import', tsxLoader],
    env: { ...process.env, TSX_TSCONFIG_PATH: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) },
  };
}
