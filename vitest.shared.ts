// Shared vitest preset: every package is tested from source. Workspace imports
// (`@mandala/*`) resolve to each package's `src/index.ts`, so no build is needed first.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const workspaceRoot = dirname(fileURLToPath(import.meta.url));

/**
 * `@mandala/<name>` → its `src/index.ts`, and each subpath export `@mandala/<name>/<sub>` → `src/<sub>.ts`.
 * Subpaths come first: an alias also matches the imports below its name.
 */
function workspaceSourceAliases(): Record<string, string> {
  const subpathAliases: Record<string, string> = {};
  const aliases: Record<string, string> = {};
  for (const group of ['packages', 'apps']) {
    for (const folder of readdirSync(join(workspaceRoot, group))) {
      const manifestPath = join(workspaceRoot, group, folder, 'package.json');
      const entryPath = join(workspaceRoot, group, folder, 'src', 'index.ts');
      if (!existsSync(manifestPath) || !existsSync(entryPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string; exports?: Record<string, unknown> };
      aliases[manifest.name] = entryPath;
      for (const subpath of Object.keys(manifest.exports ?? {})) {
        const sourcePath = join(workspaceRoot, group, folder, 'src', `${subpath.slice(2)}.ts`);
        if (subpath.startsWith('./') && existsSync(sourcePath)) subpathAliases[`${manifest.name}/${subpath.slice(2)}`] = sourcePath;
      }
    }
  }
  return { ...subpathAliases, ...aliases };
}

export function packageTestConfig(overrides: ViteUserConfig['test'] = {}): ViteUserConfig {
  return defineConfig({
    resolve: { alias: workspaceSourceAliases() },
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
      // The agreement sweeps compute thousands of charts: on two cores shared by every package's suite they need more than
      // 30 s. Tests that judge time assert it themselves.
      testTimeout: 120_000,
      // Set-up and clean-up (schemas, servers) share two cores with every other package's suite under `pnpm test`.
      hookTimeout: 120_000,
      ...overrides,
    },
  });
}
