import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultWorkerModulePath, workerExecArgv, workerLaunchOptions } from './worker-launch';

describe('worker launch', () => {
  it('finds the calculation worker beside the pool in the sources', () => {
    const path = defaultWorkerModulePath();
    expect(path.endsWith('calculation-pool/calculation-worker.ts')).toBe(true);
    expect(existsSync(path)).toBe(true);
  });

  it('loads a .ts worker through tsx with this package tsconfig, and a built .js worker as it is', () => {
    const options = workerLaunchOptions('/somewhere/calculation-worker.ts');
    const importIndex = options.execArgv?.lastIndexOf('--import') ?? -1;
    const tsxLoader = options.execArgv?.[importIndex + 1] ?? '';
    expect(tsxLoader).toMatch(/^file:.*tsx/);
    expect(existsSync(fileURLToPath(tsxLoader))).toBe(true);
    const tsconfigPath = options.env?.TSX_TSCONFIG_PATH ?? '';
    expect(tsconfigPath.endsWith('packages/operations/tsconfig.json')).toBe(true);
    expect(existsSync(tsconfigPath)).toBe(true);
    expect(workerLaunchOptions('/somewhere/dist/calculation-pool/calculation-worker.js')).toEqual({});
  });

  it('keeps the heap limit pnpm start sets out of a .ts worker\'s execArgv, which new Worker would refuse', () => {
    const parent = ['--max-old-space-size=768', '--enable-source-maps', '--max-semi-space-size', '8', '--import', 'file:///loader.mjs'];
    expect(workerExecArgv(parent)).toEqual(['--enable-source-maps', '--import', 'file:///loader.mjs']);
    const options = workerLaunchOptions('/somewhere/calculation-worker.ts', parent);
    expect(options.execArgv?.some((argument) => argument.startsWith('--max-'))).toBe(false);
  });

  it('keeps V8 options (the start command\'s --no-allocation-site-pretenuring) out of a .ts worker\'s execArgv', () => {
    const parent = ['--no-allocation-site-pretenuring', '--import', 'tsx', '--conditions=development', '--enable-source-maps'];
    expect(workerExecArgv(parent)).toEqual(['--import', 'tsx', '--conditions=development', '--enable-source-maps']);
  });
});
