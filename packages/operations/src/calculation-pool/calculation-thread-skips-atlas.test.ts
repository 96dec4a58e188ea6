// Each calculation thread loads what its module imports, in an isolate of its own. The worker module once built
// `createDefaultEngines()`, so every thread loaded the atlas (its place table and search index) and the celebrity
// records, about 35 MB per thread, though no `offload` operation searches places or celebrities; and it reached
// `@mandala/access` through the operations, which loaded the PostgreSQL driver and the rate limiter (about 8 MB more).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { operations } from '../registry';

const probe = fileURLToPath(new URL('../test-support/module-graph-probe.mjs', import.meta.url));
const workerModule = fileURLToPath(new URL('./calculation-worker.ts', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx');

describe('a calculation thread', () => {
  it('loads neither the atlas nor the celebrity records nor the store drivers', () => {
    const output = execFileSync(process.execPath, ['--import', tsxLoader, probe, workerModule], { encoding: 'utf8', cwd: fileURLToPath(new URL('../..', import.meta.url)), timeout: 100_000 });
    const resolved = JSON.parse(output) as string[];
    // The probe works: it saw the engines the thread does need.
    expect(resolved.some((url) => url.includes('/packages/ephemeris/'))).toBe(true);
    expect(resolved.some((url) => url.includes('/packages/calendar/'))).toBe(true);
    const unwanted = resolved.filter((url) => /\/packages\/(atlas|celebrities)\/|\/node_modules\/(\.pnpm\/)?(pg|rate-limiter-flexible)[@/]/.test(url));
    expect(unwanted).toEqual([]);
  });

  it('is never handed an operation that needs them: no offloaded operation searches places or celebrities', () => {
    const offloaded = operations.filter((operation) => operation.offload === true);
    expect(offloaded.length).toBeGreaterThan(5);
    const reaching = offloaded.filter((operation) => /\.(locations|celebrities)\b/.test(`${String(operation.run)} ${String(operation.toolImage ?? '')}`));
    expect(reaching.map((operation) => operation.name)).toEqual([]);
    // The check reads the operations' code: it does see the operations that do use them.
    const placeSearch = operations.find((operation) => operation.name === 'location_search');
    expect(String(placeSearch?.run)).toMatch(/\.locations\b/);
  });
});
