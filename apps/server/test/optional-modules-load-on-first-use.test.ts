// The service's module graph once loaded the PostgreSQL driver (`pg`) and the mailer (`nodemailer`) at start, though
// the default store is SQLite and most processes never send an email: ≈ 6 MB of heap in every service process for
// code that was never run. Both are now loaded where first used (storage/load-pg.ts, account-mailer.ts).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The operations package's probe: imports a module and prints every module URL its import graph resolved.
const probe = fileURLToPath(new URL('../../../packages/operations/src/test-support/module-graph-probe.mjs', import.meta.url));
const serviceModule = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx');

describe('the service module graph', () => {
  it('does not load pg or nodemailer until a PostgreSQL store or an email needs them', () => {
    const output = execFileSync(process.execPath, ['--import', tsxLoader, probe, serviceModule], { encoding: 'utf8', cwd: fileURLToPath(new URL('..', import.meta.url)), timeout: 100_000 });
    const resolved = JSON.parse(output) as string[];
    // The probe works: it saw the store and the mail-sending account routes.
    expect(resolved.some((url) => url.includes('/packages/access/'))).toBe(true);
    expect(resolved.some((url) => url.endsWith('/account-mailer.ts'))).toBe(true);
    expect(resolved.filter((url) => /\/node_modules\/(\.pnpm\/)?(pg|nodemailer)[@/]/.test(url))).toEqual([]);
  });
});
