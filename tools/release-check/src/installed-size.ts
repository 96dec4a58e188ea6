// How much a package brings into node_modules: its own folder and every package it depends on, found the
// way Node finds them (the nearest node_modules up the tree), each counted once.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { filesWithSizes } from './tarball-contents';

interface InstalledManifest {
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

/** The installed folder of `name` as seen from `fromFolder`, or `undefined` (a skipped optional dependency). */
function resolveInstalled(fromFolder: string, name: string, projectRoot: string): string | undefined {
  let current = fromFolder;
  for (;;) {
    const candidate = join(current, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (current === projectRoot || dirname(current) === current) return undefined;
    current = dirname(current);
  }
}

/** Bytes of a package folder without its nested node_modules (those packages are counted on their own). */
function ownBytes(folder: string): number {
  return filesWithSizes(folder)
    .filter((file) => !file.path.startsWith('node_modules/'))
    .reduce((total, file) => total + file.bytes, 0);
}

/** The packages `name` installs, itself included, as installed folders. */
export function installedClosure(projectRoot: string, name: string): string[] {
  const start = resolveInstalled(projectRoot, name, projectRoot);
  if (start === undefined) throw new Error(`${name} is not installed in ${projectRoot}`);
  const seen = new Set<string>([start]);
  const pending = [start];
  while (pending.length > 0) {
    const folder = pending.pop() as string;
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as InstalledManifest;
    const names = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies });
    for (const dependency of names) {
      const found = resolveInstalled(folder, dependency, projectRoot);
      if (found !== undefined && !seen.has(found)) {
        seen.add(found);
        pending.push(found);
      }
    }
  }
  return [...seen];
}

/** Bytes on disk (file sizes) of a package and everything it installs. */
export function installedBytes(projectRoot: string, name: string): number {
  return installedClosure(projectRoot, name).reduce((total, folder) => total + ownBytes(folder), 0);
}
