import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

/** The UI resource of the bodygraph MCP App, which `generate_chart`, `generate_composite_chart`, `get_transits` and `get_person_chart` name. */
export const BODYGRAPH_APP_URI = 'ui://mandala/bodygraph';

/** The media type of an MCP App page (ext-apps, specification 2026-01-26). */
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';

/** The folder holding `page.html`, `page.css` and `browser/`: beside this module from source, `../src/bodygraph-app/` from `dist/`. */
function appFile(name: string): string {
  return fileURLToPath(new URL(import.meta.url.includes('/src/bodygraph-app/') ? `./${name}` : `../src/bodygraph-app/${name}`, import.meta.url));
}

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The page's Content-Security-Policy: nothing from outside the document. Its one script and one style block are
 * allowed by their hashes (no `'unsafe-inline'`, no `'unsafe-eval'`); SVG pictures are inline markup; no fetch,
 * no frames, no forms, no base URL.
 */
export function bodygraphAppCsp(script: string, styles: string): string {
  return [
    "default-src 'none'",
    `script-src ${sha256(script)}`,
    `style-src ${sha256(styles)}`,
    'img-src data:',
    "connect-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * `@mandala/ephemeris` as its `browser` export condition gives it: the entry without position tables (the page draws
 * results, it computes nothing). In the workspace, sources are resolved through tsconfig paths to the Node entry,
 * which carries every table (about 3 MB), so the browser entry is named here: its source beside the package's
 * `package.json`, else the built `dist/browser.js` of an installed package.
 */
const ephemerisBrowserEntry: Plugin = {
  name: 'ephemeris-browser-entry',
  setup(bundle) {
    bundle.onResolve({ filter: /^@mandala\/ephemeris$/ }, async (args) => {
      const manifest = await bundle.resolve('@mandala/ephemeris/package.json', { kind: args.kind, resolveDir: args.resolveDir });
      if (manifest.errors.length > 0) return undefined;
      const packageFolder = dirname(manifest.path);
      const entry = [join(packageFolder, 'src', 'browser.ts'), join(packageFolder, 'dist', 'browser.js')].find((file) => existsSync(file));
      return entry === undefined ? undefined : { path: entry };
    });
  },
};

/** Bundles the page's script (ext-apps app, @mandala/bodygraph-svg, the reference library) into one minified ES module. */
export async function bundleBodygraphAppScript(): Promise<string> {
  const result = await build({
    entryPoints: [appFile('browser/main.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    minify: true,
    plugins: [ephemerisBrowserEntry],
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error('esbuild wrote nothing for the bodygraph app.');
  return output.text;
}

/** Builds the self-contained page: the template with its styles and bundled script inlined, under {@link bodygraphAppCsp}. */
export async function buildBodygraphAppHtml(): Promise<string> {
  const [template, styles, bundled] = await Promise.all([readFile(appFile('page.html'), 'utf8'), readFile(appFile('page.css'), 'utf8'), bundleBodygraphAppScript()]);
  // A `</script` inside the bundle would end the element early; the escaped form means the same to JavaScript.
  const script = bundled.replace(/<\/(script)/gi, '<\\/$1');
  return template
    .replace('{{CSP}}', () => bodygraphAppCsp(script, styles))
    .replace('{{STYLES}}', () => styles)
    .replace('{{SCRIPT}}', () => script);
}

let built: Promise<string> | undefined;

/** The page, built once per process on first use (a failed build is tried again on the next read). */
export function bodygraphAppHtml(): Promise<string> {
  built ??= buildBodygraphAppHtml().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}

/** The `_meta.ui` of the resource: no outside origins at all, a border preferred. */
export const BODYGRAPH_APP_RESOURCE_META = {
  ui: { csp: { connectDomains: [], resourceDomains: [], frameDomains: [] }, prefersBorder: true },
} as const;
