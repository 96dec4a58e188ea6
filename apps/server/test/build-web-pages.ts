// vitest globalSetup: the service's tests serve apps/web's built pages, so build them first (turbo's cache makes
// this about a second when nothing changed). Under turbo (`pnpm test`), `@mandala/server#test` already depends
// on `@mandala/web#build`, so nothing runs here.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function buildWebPages(): void {
  if (process.env.TURBO_HASH !== undefined) return;
  const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
  execFileSync('pnpm', ['web:build'], { cwd: workspaceRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}
