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

/** V8's heap and stack settings: a Worker refuses them in `execArgv` (they apply to every thread of the process). */
const processWideOption = /^--(max-old-space-size|max-semi-space-size|max-heap-size|stack-size)(=|$)/;

/**
 * V8's own options (`--no-allocation-site-pretenuring` of the start command): Node does not list them among the
 * options it takes from `NODE_OPTIONS`, and a Worker refuses them in `execArgv` too; they apply to the whole process.
 */
function isV8Option(argument: string, nodeOptions: ReadonlySet<string>): boolean {
  if (!argument.startsWith('--')) return false;
  const name = argument.split('=', 1)[0] ?? argument;
  return !nodeOptions.has(name);
}

/**
 * The parent's Node options a Worker accepts: all but V8's heap and stack settings and V8's other options (`pnpm start`
 * runs the service with `--max-old-space-size` and `--no-allocation-site-pretenuring`; an `execArgv` with either
 * makes `new Worker` throw, and the workers keep them anyway).
 */
export function workerExecArgv(parentExecArgv: readonly string[], nodeOptions: ReadonlySet<string> = process.allowedNodeEnvironmentFlags): string[] {
  const kept: string[] = [];
  for (let index = 0; index < parentExecArgv.length; index += 1) {
    const argument = parentExecArgv[index] ?? '';
    const option = processWideOption.exec(argument);
    if (option !== null) {
      // `--max-old-space-size 768`: the value is the next argument.
      if (option[2] === '' && /^\d+$/.test(parentExecArgv[index + 1] ?? '')) index += 1;
    } else if (!isV8Option(argument, nodeOptions)) kept.push(argument);
  }
  return kept;
}

/**
 * How to start a worker running `workerModulePath`. A built `.js` worker needs nothing. A `.ts` worker (tests under
 * vitest, `pnpm start` under tsx) is loaded through tsx (`--import tsx`, resolved here rather than from the working
 * directory), with this package's tsconfig so that its `@mandala/*` imports resolve to the sources through the
 * `paths` of `tsconfig.base.json`, as in the main thread.
 */
export function workerLaunchOptions(workerModulePath: string, parentExecArgv: readonly string[] = process.execArgv): WorkerLaunchOptions {
  if (!workerModulePath.endsWith('.ts')) return {};
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    execArgv: [...workerExecArgv(parentExecArgv), '--import', tsxLoader],
    env: { ...process.env, TSX_TSCONFIG_PATH: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) },
  };
}
