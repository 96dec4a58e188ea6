// Shared tsup preset: every package builds the same way; a package names only what differs.
import { defineConfig } from 'tsup';

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
    // Node 20 is the oldest runtime we support; ES2022 runs there without down-levelling.
    target: 'es2022',
    // Keep `node:` in imports: tsup strips it by default, and `node:sqlite` exists only under its prefix.
    removeNodeProtocol: false,
    ...(options.onSuccess === undefined ? {} : { onSuccess: options.onSuccess }),
    ...(options.charset === undefined ? {} : { esbuildOptions: (esbuildOptions: { charset?: 'ascii' | 'utf8' }) => void (esbuildOptions.charset = options.charset) }),
  });
}
