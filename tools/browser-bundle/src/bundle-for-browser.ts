import { basename } from 'node:path';
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

/** A chunk the entry imports on demand (a span of the position tables): served beside the entry as `./<fileName>`. */
export interface BrowserBundleChunk {
  readonly fileName: string;
  readonly code: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** A bundle for browsers: one ES module, minified, and the chunks it imports dynamically. */
export interface BrowserBundle {
  readonly code: string;
  /** Size of `code` in bytes (UTF-8). */
  readonly bytes: number;
  /** Size of `code` gzipped at level 6 (what a web server's default compression sends), in bytes. */
  readonly gzipBytes: number;
  /** The source files bundled, relative to the working directory. */
  readonly inputs: readonly string[];
  /** Chunks loaded on demand by `import()`, in file-name order. */
  readonly chunks: readonly BrowserBundleChunk[];
}

const defaultTsconfigPath = fileURLToPath(new URL('../tsconfig.browser.json', import.meta.url));
const ENTRY_NAME = 'browser-entry';

/**
 * Bundles `entry` as an ES module for browsers (esbuild, `platform: 'browser'`, ES2022) and asserts that it
 * needs nothing from Node: an import of a Node built-in (`node:fs`, `fs`, …) or a use of a Node global
 * (`Buffer`, `process`, `global`, `__dirname`, `require`, `setImmediate`…) rejects with
 * {@link NodeInBrowserBundleError}, naming every file at fault. The checked bundle is then minified.
 */
export async function bundleForBrowser(options: BrowserBundleOptions): Promise<BrowserBundle> {
  const builtIns: string[] = [];
  const result = await build({
    stdin: { contents: options.entry, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts', sourcefile: `${ENTRY_NAME}.ts` },
    tsconfig: options.tsconfigPath ?? defaultTsconfigPath,
    bundle: true,
    write: false,
    // Dynamic imports (the spans of the position tables) become chunks fetched on demand.
    splitting: true,
    outdir: 'out',
    entryNames: ENTRY_NAME,
    chunkNames: '[name]-[hash]',
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
  const findings = [...builtIns, ...result.outputFiles.flatMap((file) => findNodeGlobals(file.text))];
  if (findings.length > 0) throw new NodeInBrowserBundleError(findings);
  const files = await Promise.all(
    result.outputFiles.map(async (file) => {
      const minified = await transform(file.text, { minify: true, format: 'esm', target: 'es2022', charset: 'utf8', legalComments: 'none' });
      const fileName = basename(file.path);
      return { fileName, code: minified.code, bytes: Buffer.byteLength(minified.code), gzipBytes: gzipSync(minified.code, { level: 6 }).length };
    }),
  );
  const entry = files.find((file) => file.fileName === `${ENTRY_NAME}.js`);
  if (entry === undefined) throw new Error('esbuild wrote no entry file');
  const chunks = files.filter((file) => file !== entry).sort((a, b) => a.fileName.localeCompare(b.fileName));
  return { code: entry.code, bytes: entry.bytes, gzipBytes: entry.gzipBytes, inputs: Object.keys(result.metafile.inputs), chunks };
}
