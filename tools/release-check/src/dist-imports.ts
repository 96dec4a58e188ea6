// The npm packages a built package imports, read from its dist/ files, against what its package.json declares.
import { builtinModules } from 'node:module';
import type { PackageManifest } from './workspace-paths';

/** Module specifiers of the static imports, re-exports and dynamic imports with a literal name in built JavaScript or a `.d.ts`. */
export function moduleSpecifiers(code: string): string[] {
  const found = new Set<string>();
  // esbuild and tsc start every import and re-export on a line of its own.
  for (const match of code.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm)) found.add(match[1] as string);
  for (const match of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.add(match[1] as string);
  for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.add(match[1] as string);
  return [...found];
}

/** The npm package a specifier names (`@resvg/resvg-js/x` → `@resvg/resvg-js`); `undefined` for relative paths and Node built-ins. */
export function packageNameOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const name = /^(@[^/]+\/[^/]+|[^/]+)/.exec(specifier)?.[0];
  return name === undefined || builtinModules.includes(name) ? undefined : name;
}

export interface DependencyMismatches {
  /** Imported by dist/ but in neither `dependencies` nor `peerDependencies`: breaks for whoever installs it. */
  readonly undeclared: string[];
  /** Runtime dependencies dist/ never imports: downloaded for nothing. */
  readonly unused: string[];
}

/** Compares the packages dist/ imports with the runtime dependencies of `manifest`. */
export function dependencyMismatches(manifest: PackageManifest, imported: Iterable<string>): DependencyMismatches {
  const runtime = new Set(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies }));
  const used = new Set([...imported].filter((name) => name !== manifest.name));
  return {
    undeclared: [...used].filter((name) => !runtime.has(name)).sort(),
    unused: [...runtime].filter((name) => !used.has(name)).sort(),
  };
}
