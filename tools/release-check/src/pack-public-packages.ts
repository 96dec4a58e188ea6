// Versions, builds and packs the public packages of the scratch copy, as a release would.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mustRun } from './run-command';
import type { PackageManifest, PublicPackage } from './workspace-paths';

/** A public package packed to a tarball. */
export interface PackedPackage {
  readonly name: string;
  readonly version: string;
  /** Its folder in the scratch copy. */
  readonly folder: string;
  readonly tarball: string;
  readonly readme: string;
}

/** `changeset version` on the copy: applies the pending changesets (versions and changelogs). */
export async function applyChangesets(copy: string): Promise<string> {
  const result = await mustRun('pnpm', ['exec', 'changeset', 'version'], { cwd: copy });
  return result.output;
}

/** `turbo run build` for the given packages (and, through `^build`, what they depend on). */
export async function buildPackages(copy: string, packages: readonly PublicPackage[]): Promise<void> {
  const filters = packages.map(({ manifest }) => `--filter=${manifest.name}`);
  await mustRun('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], {
    cwd: copy,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

/** `pnpm pack` each package into `destination` (pnpm replaces `workspace:` and `catalog:` ranges with versions). */
export async function packPackages(packages: readonly PublicPackage[], destination: string): Promise<PackedPackage[]> {
  mkdirSync(destination, { recursive: true });
  const packed: PackedPackage[] = [];
  for (const { folder, manifest } of packages) {
    const result = await mustRun('pnpm', ['pack', '--json', '--pack-destination', destination], { cwd: folder });
    const { filename } = JSON.parse(result.output.slice(result.output.indexOf('{'))) as { filename: string };
    let readme = '';
    try {
      readme = readFileSync(join(folder, 'README.md'), 'utf8');
    } catch {
      // reported as a missing README example
    }
    packed.push({ name: manifest.name, version: manifest.version, folder, tarball: filename, readme });
  }
  return packed;
}

/** The package.json a tarball carries, read from its unpacked folder. */
export function packedManifest(unpacked: string): PackageManifest {
  return JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8')) as PackageManifest;
}
