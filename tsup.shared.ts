// Shared tsup preset: every package builds the same way; a package names only what differs.
import { relative, resolve, sep } from 'node:path';
import { defineConfig } from 'tsup';

/**
 * Keeps the JSON data files of a package's `data/` folder out of the bundle: an import of one stays an import
 * (`../data/x.json` from `dist/`, with its `{ type: 'json' }` attribute), so Node loads it as a JSON module, which
 * holds only the parsed value, where a bundled copy would also keep the module's source text for the process's life.
 * The package ships `data/` beside `dist/` (`files` in package.json).
 */
const externalDataFiles = {
  name: 'external-data-files',
  setup(build: { onResolve: (options: { filter: RegExp }, callback: (args: { path: string; resolveDir: string }) => { path: string; external: true } | undefined) => void }) {
    const dataDirectory = resolve('data') + sep;
    const outDirectory = resolve('dist');
    build.onResolve({ filter: /\.json$/ }, (args) => {
      const absolute = resolve(args.resolveDir, args.path);
      if (!absolute.startsWith(dataDirectory)) return undefined;
      return { path: relative(outDirectory, absolute).split(sep).join('/'), external: true };
    });
  },
};

export interface PackageBuildOptions {
  /** Entry points; default `['src/index.ts']`. */
  readonly entry?: string[];
  /** Source maps; off for packages whose generated data modules would ship a second time inside them. */
  readonly sourcemap?: boolean;
  /**
   * `utf8` writes non-ASCII characters as they are instead of `\u` escapes (for data carried in strings, one
   * character per byte); default esbuild's `ascii`.
   */
  readonly charset?: 'ascii' | 'utf8';
  /** Runs after each build (for files built beside the bundle, such as the MCP App page). */
  readonly onSuccess?: () => Promise<void>;
}

export function packageBuildConfig(options: PackageBuildOptions = {}) {
  return defineConfig({
    entry: options.entry ?? ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: options.sourcemap ?? true,
    clean: true,
    // ES2022 is all the sources use; Node 24 (the supported runtime) runs it without down-levelling.
    target: 'es2022',
    // Keep `node:` in imports: tsup strips it by default, and `node:sqlite` exists only under its prefix.
    removeNodeProtocol: false,
    esbuildPlugins: [externalDataFiles],
    ...(options.onSuccess === undefined ? {} : { onSuccess: options.onSuccess }),
    esbuildOptions: (esbuildOptions: { charset?: 'ascii' | 'utf8'; supported?: Record<string, boolean> }) => {
      // Keep `with { type: 'json' }` on the external data imports (ES2025, Node 18.20+), which ES2022 would drop.
      esbuildOptions.supported = { ...esbuildOptions.supported, 'import-attributes': true };
      if (options.charset !== undefined) esbuildOptions.charset = options.charset;
    },
  });
}
