// Reads the workspace's own manifests and sources (tests only).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The fields of a package.json these checks read. */
export interface Manifest {
  name: string;
  private?: boolean;
  license?: string;
  type?: string;
  sideEffects?: boolean;
  exports?: Record<string, unknown>;
  files?: string[];
  engines?: { node?: string };
  publishConfig?: { access?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** The folders of `pnpm-workspace.yaml` that hold workspace members. */
export type WorkspaceGroup = 'packages' | 'apps' | 'tools';

/** A workspace member: its folder relative to the root (`packages/…`, `apps/…`, `tools/…`), and its manifest. */
export interface WorkspaceMember {
  readonly folder: string;
  readonly group: WorkspaceGroup;
  readonly manifest: Manifest;
}

/** The members of the given groups; by default the packages and apps (what ships or serves), not the tools. */
export function workspaceMembers(groups: readonly WorkspaceGroup[] = ['packages', 'apps']): WorkspaceMember[] {
  const members: WorkspaceMember[] = [];
  for (const group of groups) {
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

/** TypeScript and JavaScript sources, by file name. */
const SOURCE_FILE = /\.(ts|mts|cts|tsx|js|mjs|cjs)$/;
/** Generated data modules: written by a member's scripts (which are read), never by hand. */
const GENERATED_FILE = /\.generated\./;
/** Folders of a member that hold code: its source (with tests beside it), tests, benchmarks, scripts and examples. */
const CODE_FOLDERS: readonly string[] = ['src', 'test', 'bench', 'scripts', 'examples'];

/** Every source file (relative to the root) under `directory` (relative to the root), depth first; `[]` when it does not exist. */
function filesUnder(directory: string, keep: (fileName: string) => boolean): string[] {
  const absolute = join(workspaceRoot, directory);
  if (!existsSync(absolute)) return [];
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current).sort()) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE_FILE.test(entry) && !GENERATED_FILE.test(entry) && keep(entry)) files.push(path);
    }
  };
  walk(absolute);
  return files.map((path) => relative(workspaceRoot, path));
}

/** Source files (`.ts`, not tests, not generated data) under a member's `src/`: what the member ships. */
export function sourceFiles(folder: string): string[] {
  return filesUnder(`${folder}/src`, (entry) => entry.endsWith('.ts') && !entry.endsWith('.test.ts'));
}

/** Files under `src/` that only tests, benches or scripts use: tsup never reaches them from an entry point. */
const NOT_SHIPPED_FILE = /\.(bench|test-support|test-d)\.ts$|\/(test-support|scripts|bench)\//;

/** What tsup bundles into a member's `dist/`: `src/` without tests, test support, benches and scripts. */
export function shippedSourceFiles(folder: string): string[] {
  return sourceFiles(folder).filter((file) => !NOT_SHIPPED_FILE.test(file));
}

/**
 * Every code file of a member, tests included: `src/` (with its `*.test.ts`), `test/`, `bench/`,
 * `scripts/` and `examples/` where present, and the files at the member's root (`vitest.config.ts`,
 * `tsup.config.ts`). Generated data modules are left out.
 */
export function codeFiles(folder: string): string[] {
  const rootFiles = readdirSync(join(workspaceRoot, folder))
    .sort()
    .filter((entry) => SOURCE_FILE.test(entry) && statSync(join(workspaceRoot, folder, entry)).isFile())
    .map((entry) => `${folder}/${entry}`);
  return [...rootFiles, ...CODE_FOLDERS.flatMap((codeFolder) => filesUnder(`${folder}/${codeFolder}`, () => true))];
}

/** The workspace package a module specifier names (`@mandala/atlas/package.json` → `@mandala/atlas`), or `undefined`. */
export function workspacePackageOf(specifier: string): string | undefined {
  return /^@mandala\/[^/]+/.exec(specifier)?.[0];
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

/** The npm package a bare module specifier names (`@resvg/resvg-js/index.js` → `@resvg/resvg-js`); `undefined` for relative paths and Node built-ins. */
export function externalPackageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const name = /^(@[^/]+\/[^/]+|[^/]+)/.exec(specifier)?.[0];
  return name === undefined || builtinModules.includes(name) ? undefined : name;
}
