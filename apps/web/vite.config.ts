// Builds the web pages into dist/: each page's HTML at its URL path, its scripts and styles as hashed files
// under dist/assets/ (served as immutable), each text file with .gz and .br variants beside it.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { plansPage } from './build/plans-page.ts';
import { precompress } from './build/precompress.ts';
import { siteLayout } from './build/site-layout.ts';

const pagesFolder = fileURLToPath(new URL('./pages/', import.meta.url));
const ephemerisBrowserEntry = fileURLToPath(new URL('../../packages/ephemeris/src/browser.ts', import.meta.url));

/**
 * The pages, one HTML entry each under `pages/`; a page's path there is its URL path (`index.html` is `/`,
 * `account/index.html` would be `/account/`, `sign-in.html` `/sign-in`). To add a page: write its HTML under
 * `pages/` with `<script type="module" src="../src/<page>/main.ts">`, put its code under `src/<page>/`, and name
 * it here.
 */
export const pages: Readonly<Record<string, string>> = {
  playground: 'index.html',
  account: 'account.html',
  docs: 'docs.html',
  plans: 'plans.html',
};

export default defineConfig({
  root: pagesFolder,
  base: '/',
  publicDir: false,
  appType: 'mpa',
  resolve: {
    // The ephemeris's browser entry (what its `browser` export condition gives bundlers): no position tables in
    // the engine chunk, one chunk per span of about 22 years fetched with loadPositionTables.
    alias: [{ find: /^@mandala\/ephemeris$/, replacement: ephemerisBrowserEntry }],
    tsconfigPaths: true,
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    assetsDir: 'assets',
    // The pages' policy allows scripts from this origin only, and current browsers preload modules themselves.
    modulePreload: { polyfill: false },
    // The offline engine (zone data included) and each position-table span are chunks loaded only on demand.
    chunkSizeWarningLimit: 8_000,
    reportCompressedSize: false,
    rolldownOptions: {
      input: Object.fromEntries(Object.entries(pages).map(([name, file]) => [name, resolve(pagesFolder, file)])),
    },
  },
  plugins: [plansPage(), siteLayout(), precompress()],
});
