// Builds the bodygraph MCP App page with esbuild: at build time (`pnpm build` writes `dist/bodygraph-app.html`
// through tsup's `onSuccess`) and, from source only, on first use (tests, `vitest`). The built service never loads
// this module or esbuild.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';
import { bodygraphAppCsp } from './bodygraph-app-csp';

/** A file of the page's sources (`page.html`, `page.css`, `browser/`), beside this module. */
function appSourceFile(name: string): string {
  return fileURLToPath(new URL(`./${name}`, import.meta.url));
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
    entryPoints: [appSourceFile('browser/main.ts')],
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
  const [template, styles, bundled] = await Promise.all([
    readFile(appSourceFile('page.html'), 'utf8'),
    readFile(appSourceFile('page.css'), 'utf8'),
    bundleBodygraphAppScript(),
  ]);
  // A `</script` inside the bundle would end the element early; the escaped form means the same to JavaScript.
  const script = bundled.replace(/<\/(script)/gi, '<\\/$1');
  return template
    .replace('{{CSP}}', () => bodygraphAppCsp(script, styles))
    .replace('{{STYLES}}', () => styles)
    .replace('{{SCRIPT}}', () => script);
}
