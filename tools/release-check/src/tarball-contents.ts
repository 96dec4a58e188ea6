// What a packed tarball holds: its files with their sizes, unpacked with the system `tar`.
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { mustRun } from './run-command';

export interface PackedFile {
  /** Path inside the package (`dist/index.js`). */
  readonly path: string;
  readonly bytes: number;
}

/** The files under `folder`, largest first, with paths relative to it. */
export function filesWithSizes(folder: string): PackedFile[] {
  const files: PackedFile[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(folder, relative), { withFileTypes: true })) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else files.push({ path, bytes: statSync(join(folder, path)).size });
    }
  };
  walk('');
  return files.sort((first, second) => second.bytes - first.bytes || first.path.localeCompare(second.path));
}

/** Unpacks `tarball` into `destination` and returns the package folder (npm tarballs hold one `package/` folder). */
export async function unpackTarball(tarball: string, destination: string): Promise<string> {
  mkdirSync(destination, { recursive: true });
  await mustRun('tar', ['-xzf', tarball, '-C', destination], { cwd: destination });
  return join(destination, 'package');
}

/** Files a public package must not publish: test code and fixtures, and anything of the AGPL test reference Swiss Ephemeris. */
const NOT_PUBLISHED = /(^|\/)(test|tests|fixtures|__snapshots__)\/|\.test\.|\.bench\.|swisseph/i;

/** The files of a tarball that should not be there. */
export function unwantedFiles(files: readonly PackedFile[]): string[] {
  return files.map((file) => file.path).filter((path) => NOT_PUBLISHED.test(path));
}
