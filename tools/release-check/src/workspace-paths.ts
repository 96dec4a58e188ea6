// Where the dry run finds the workspace, its public packages and the committed size budget.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SizeBudget } from './size-budget';

/** `tools/release-check`. */
export const releaseCheckRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const workspaceRoot = join(releaseCheckRoot, '..', '..');
const sizeBudgetPath = join(releaseCheckRoot, 'size-budget.json');

/** The fields of a package.json the dry run reads. */
export interface PackageManifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly exports?: Readonly<Record<string, unknown>>;
  readonly files?: readonly string[];
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
}

/** A package of `packages/` that is published (`private` not true). */
export interface PublicPackage {
  /** Its folder, absolute. */
  readonly folder: string;
  readonly manifest: PackageManifest;
}

/** The public packages under `<root>/packages`, by folder name. */
export function publicPackages(root: string): PublicPackage[] {
  return readdirSync(join(root, 'packages'))
    .sort()
    .flatMap((name) => {
      const folder = join(root, 'packages', name);
      try {
        return [{ folder, manifest: JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageManifest }];
      } catch {
        return [];
      }
    })
    .filter((candidate) => candidate.manifest.private !== true);
}

export function readSizeBudget(): SizeBudget {
  return JSON.parse(readFileSync(sizeBudgetPath, 'utf8')) as SizeBudget;
}

export function writeSizeBudget(budget: SizeBudget): void {
  writeFileSync(sizeBudgetPath, `${JSON.stringify(budget, null, 2)}\n`);
}

/** The exact version the `pnpm-workspace.yaml` catalog pins for `name`. */
export function catalogVersion(name: string): string {
  const workspaceFile = readFileSync(join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8');
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const version = new RegExp(`^\\s+["']?${escaped}["']?:\\s*["']?([^\\s"']+)`, 'm').exec(workspaceFile)?.[1];
  if (version === undefined) throw new Error(`pnpm-workspace.yaml has no catalog version for ${name}`);
  return version;
}
