import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** One file the playground serves, held in memory. */
export interface PlaygroundAsset {
  readonly body: string;
  readonly contentType: string;
  /** Strong ETag of the body, for `If-None-Match`. */
  readonly etag: string;
}

/** The page, its bundled script and its styles. */
export interface PlaygroundAssets {
  readonly page: PlaygroundAsset;
  readonly script: PlaygroundAsset;
  readonly styles: PlaygroundAsset;
}

/**
 * The folder holding `index.html`, `styles.css` and `browser/`: beside this module when it runs from source
 * (`pnpm start`, tests), `../src/playground/` when it runs bundled from `dist/`.
 */
export function playgroundFolder(): string {
  const candidates = [new URL('./', import.meta.url), new URL('../src/playground/', import.meta.url)].map((url) => fileURLToPath(url));
  const folder = candidates.find((candidate) => existsSync(join(candidate, 'index.html')));
  if (folder === undefined) throw new Error(`The playground files are missing (looked in ${candidates.join(' and ')}).`);
  return folder;
}

/**
 * Bundles a browser script (TypeScript, DOM) into one ES module for current browsers. `@mandala/*` imports
 * resolve to the packages' sources through the `paths` of `browser/tsconfig.json`; an import of a Node
 * built-in fails the bundle (the browser platform has none).
 */
export async function bundleBrowserScript(entryPath: string, options: { readonly minify?: boolean } = {}): Promise<string> {
  const result = await build({
    entryPoints: [entryPath],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    minify: options.minify ?? false,
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${entryPath}.`);
  return output.text;
}

function asset(body: string, contentType: string): PlaygroundAsset {
  return { body, contentType, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** Reads the page and styles and bundles the script from `folder`. */
export async function loadPlaygroundAssets(folder: string = playgroundFolder()): Promise<PlaygroundAssets> {
  const [page, styles, script] = await Promise.all([
    readFile(join(folder, 'index.html'), 'utf8'),
    readFile(join(folder, 'styles.css'), 'utf8'),
    bundleBrowserScript(join(folder, 'browser', 'main.ts')),
  ]);
  return {
    page: asset(page, 'text/html; charset=utf-8'),
    script: asset(script, 'text/javascript; charset=utf-8'),
    styles: asset(styles, 'text/css; charset=utf-8'),
  };
}

/**
 * The offline mode's engine (`browser/engine-entry.ts`: the bodygraph with its ephemeris and zone data, and the
 * SVG pictures), minified: about 7 MB, so it is bundled apart from the page's script, on its first request.
 */
export async function loadPlaygroundEngine(folder: string = playgroundFolder()): Promise<PlaygroundAsset> {
  return asset(await bundleBrowserScript(join(folder, 'browser', 'engine-entry.ts'), { minify: true }), 'text/javascript; charset=utf-8');
}

let loaded: Promise<PlaygroundAssets> | undefined;
let engineLoaded: Promise<PlaygroundAsset> | undefined;

/** The assets, loaded and bundled once per process on first use (a failed load is tried again on the next request). */
export function playgroundAssets(): Promise<PlaygroundAssets> {
  loaded ??= loadPlaygroundAssets().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** The offline engine, bundled once per process on its first request (a failed bundle is tried again). */
export function playgroundEngine(): Promise<PlaygroundAsset> {
  engineLoaded ??= loadPlaygroundEngine().catch((error: unknown) => {
    engineLoaded = undefined;
    throw error;
  });
  return engineLoaded;
}
