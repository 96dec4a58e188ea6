import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';
import { NodeInBrowserBundleError } from './errors';
import { rejectNodeBuiltIns } from './node-built-ins';
import { findNodeGlobals, nodeGlobalMarkers } from './node-globals';

/** What to bundle. */
export interface BrowserBundleOptions {
  /** The entry module's text, e.g. `export * from '@mandala/bodygraph';`. */
  readonly entry: string;
  /**
   * The tsconfig whose `paths` resolve `@mandala/*` imports; default this tool's, which maps every workspace
   * package to its `src/` (the same sources the Node tests run).
   */
  readonly tsconfigPath?: string;
}

/** A bundle for browsers: one ES module, minified. */
export interface BrowserBundle {
  readonly code: string;
  /** Size of `code` in bytes (UTF-8). */
  readonly bytes: number;
  /** Size of `code` gzipped at level 6 (what a web server's default compression sends), in bytes. */
  readonly gzipBytes: number;
  /** The source files bundled, relative to the working directory. */
  readonly inputs: readonly string[];
}

const defaultTsconfigPath = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

/**
 * Bundles `entry` as an ES module for browsers (esbuild, `platform: 'browser'`, ES2022) and asserts that it
 * needs nothing from Node: an import of a Node built-in (`node:fs`, `fs`, …) or a use of a Node global
 * (`Buffer`, `process`, `global`, `__dirname`, `require`, `setImmediate`…) rejects with
 * {@link NodeInBrowserBundleError}, naming every file at fault. The checked bundle is then minified.
 */
export async function bundleForBrowser(options: BrowserBundleOptions): Promise<BrowserBundle> {
  const builtIns: string[] = [];
  const result = await build({
    stdin: { contents: options.entry, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts', sourcefile: 'browser-entry.ts' },
    tsconfig: options.tsconfigPath ?? defaultTsconfigPath,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    metafile: true,
    define: nodeGlobalMarkers(),
    plugins: [rejectNodeBuiltIns(builtIns)],
  });
  const text = result.outputFiles[0]?.text ?? '';
  const findings = [...builtIns, ...findNodeGlobals(text)];
  if (findings.length > 0) throw new NodeInBrowserBundleError(findings);
  const minified = await transform(text, { minify: true, format: 'esm', target: 'es2022', charset: 'utf8', legalComments: 'none' });
  const bytes = Buffer.byteLength(minified.code);
  return { code: minified.code, bytes, gzipBytes: gzipSync(minified.code, { level: 6 }).length, inputs: Object.keys(result.metafile.inputs) };
}
