import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type * as BodygraphAppBundle from './bodygraph-app-bundle';

import { bodygraphAppResourceMeta } from './bodygraph-app-resource-meta';

export { bodygraphAppCsp } from './bodygraph-app-csp';
export { bodygraphAppResourceMeta, claudeAppDomain } from './bodygraph-app-resource-meta';

/** The UI resource of the bodygraph MCP App, which `generate_chart`, `generate_composite_chart`, `get_transits` and `get_person_chart` name. */
export const BODYGRAPH_APP_URI = 'ui://mandala/bodygraph';

/** The media type of an MCP App page (ext-apps, specification 2026-01-26). */
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';

/** The page as `pnpm build` writes it: `dist/bodygraph-app.html`, beside the built module. */
export const BUILT_BODYGRAPH_APP_FILE = 'bodygraph-app.html';

/** True when this module runs from its TypeScript source (tests), false from `dist/`. */
const runningFromSource = import.meta.url.endsWith('.ts');

/**
 * The page from source: bundled by esbuild on first use. The module name is held in a variable so that tsup does
 * not carry the bundler (and esbuild with it) into `dist/`.
 */
async function bundleFromSource(): Promise<string> {
  const bundler = './bodygraph-app-bundle.ts';
  const { buildBodygraphAppHtml } = (await import(bundler)) as typeof BodygraphAppBundle;
  return buildBodygraphAppHtml();
}

/** The page built by `pnpm build`; a missing file says how to make it. */
async function readBuiltPage(): Promise<string> {
  const path = fileURLToPath(new URL(`./${BUILT_BODYGRAPH_APP_FILE}`, import.meta.url));
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`The bodygraph MCP App page ${path} is missing: run \`pnpm build\` at the repository root.`, { cause: error });
  }
}

let page: Promise<string> | undefined;

/**
 * The page: read once from `dist/bodygraph-app.html` in the built service, bundled once from the sources under
 * vitest. A failed read or build is tried again on the next call.
 */
export function bodygraphAppHtml(): Promise<string> {
  page ??= (runningFromSource ? bundleFromSource() : readBuiltPage()).catch((error: unknown) => {
    page = undefined;
    throw error;
  });
  return page;
}

/**
 * The `_meta` of the resource without a public address: no outside origins at all, a border preferred, no dedicated
 * domain (see {@link bodygraphAppResourceMeta} for the one a server with a public address answers).
 */
export const BODYGRAPH_APP_RESOURCE_META = bodygraphAppResourceMeta();
