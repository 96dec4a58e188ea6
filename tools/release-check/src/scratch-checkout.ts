// The scratch copy the dry run versions, builds and packs, so the checkout it runs from is never touched:
// the files git would commit (tracked and new, not ignored) as they are on disk now, installed offline
// from the pnpm store the workspace install already filled.
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mustRun, runCommand } from './run-command';

/** Folders never copied when git cannot list the files. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.turbo', '.git', '.mandala', 'coverage']);

/** The checkout's files, relative to `root`: what git tracks or would add, or (without git) everything outside build output. */
async function checkoutFiles(root: string): Promise<string[]> {
  const listed = await runCommand('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root }).catch(() => undefined);
  if (listed !== undefined && listed.exitCode === 0) {
    return listed.output.split('\0').filter((file) => file !== '' && existsSync(join(root, file)) && lstatSync(join(root, file)).isFile());
  }
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory() && !NOT_COPIED.has(entry.name)) walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  walk('');
  return files;
}

/** Copies the checkout at `root` to `destination` and returns how many files it copied. */
export async function copyCheckout(root: string, destination: string): Promise<number> {
  const files = await checkoutFiles(root);
  for (const file of files) {
    mkdirSync(dirname(join(destination, file)), { recursive: true });
    copyFileSync(join(root, file), join(destination, file));
  }
  return files.length;
}

/** `pnpm install --frozen-lockfile` in the copy: offline from the store first, the registry only for what the store lacks. */
export async function installCopy(copy: string): Promise<void> {
  const offline = await runCommand('pnpm', ['install', '--frozen-lockfile', '--offline'], { cwd: copy });
  if (offline.exitCode === 0) return;
  await mustRun('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: copy });
}
