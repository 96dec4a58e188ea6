// Reads the workspace's own manifests and sources (tests only).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The fields of a package.json these checks read. */
export interface Manifest {
  name: string;
  private?: boolean;
  type?: string;
  sideEffects?: boolean;
  exports?: Record<string, unknown>;
  files?: string[];
  engines?: { node?: string };
  publishConfig?: { access?: string };
  dependencies?: Record<string, string>;
}

/** A workspace member: its folder relative to the root, `packages/…` or `apps/…`, and its manifest. */
export interface WorkspaceMember {
  readonly folder: string;
  readonly group: 'packages' | 'apps';
  readonly manifest: Manifest;
}

export function workspaceMembers(): WorkspaceMember[] {
  const members: WorkspaceMember[] = [];
  for (const group of ['packages', 'apps'] as const) {
    for (const name of readdirSync(join(workspaceRoot, group)).sort()) {
      const manifestPath = join(workspaceRoot, group, name, 'package.json');
      try {
        members.push({ folder: `${group}/${name}`, group, manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest });
      } catch {
        // not a package folder
      }
    }
  }
  return members;
}

/** Source files (`.ts`, not tests, not generated data) under a member's `src/`. */
export function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory)) {
      const path = join(directory, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.ts') && !entry.endsWith('.test.ts') && !entry.includes('.generated.')) files.push(path);
    }
  };
  walk(join(workspaceRoot, folder, 'src'));
  return files.map((path) => relative(workspaceRoot, path));
}

/** Module specifiers a TypeScript file imports or re-exports (static and dynamic). */
export function importedModules(file: string): string[] {
  const text = readFileSync(join(workspaceRoot, file), 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)) found.add(match[1] as string);
  for (const match of text.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) found.add(match[1] as string);
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.add(match[1] as string);
  return [...found];
}
