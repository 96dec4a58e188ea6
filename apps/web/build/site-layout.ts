import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type * as SiteLayoutSourceModule from './site-layout-source';
import { importWorkspaceSource } from './workspace-source';

type SiteLayout = typeof SiteLayoutSourceModule;

/**
 * The site's shared files, written at the fixed paths of `@mandala/site-layout` so that pages not built here link them
 * too: the OAuth consent page (`packages/authorization`), the account forms (`apps/rest-api`) and the API reference at
 * `/docs`. They are served with `no-cache` and an ETag (not under `assets/`, so not immutable): a change reaches every
 * page at once.
 */
const siteFiles = [
  { path: (layout: SiteLayout) => layout.siteStylesheetPath, source: fileURLToPath(new URL('../src/shared/site.css', import.meta.url)) },
  { path: (layout: SiteLayout) => layout.siteFaviconPath, source: fileURLToPath(new URL('../src/shared/favicon.svg', import.meta.url)) },
] as const;

/** The page's own URL path for a page file (`plans.html` → `/plans`, `index.html` → `/`). */
function urlPathOf(fileName: string): string {
  const name = fileName.replace(/\\/g, '/').split('/pages/').at(-1) ?? '';
  return `/${name.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/**
 * The shared layout: in every page, `<!--site-head-->` (in `<head>`, before the page's own stylesheet),
 * `<!--site-header-->` and `<!--site-footer-->` become `siteHead`, `siteHeader` and `siteFooter` of
 * `@mandala/site-layout` (read from its source); a page without them fails the build. The stylesheet and favicon are
 * written to `dist/site.css` and `dist/favicon.svg`.
 */
export function siteLayout(): Plugin {
  let layout: Promise<SiteLayout> | undefined;
  const loaded = (): Promise<SiteLayout> => (layout ??= importWorkspaceSource<SiteLayout>(new URL('./site-layout-source.ts', import.meta.url)));
  return {
    name: 'mandala-site-layout',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const { siteFooter, siteHead, siteHeader } = await loaded();
        const page = urlPathOf(context.filename);
        for (const placeholder of ['<!--site-head-->', '<!--site-header-->', '<!--site-footer-->']) {
          if (!html.includes(placeholder)) throw new Error(`${context.filename} has no ${placeholder}: every page shares the site's layout.`);
        }
        return html
          .replace('<!--site-head-->', siteHead())
          .replace('<!--site-header-->', siteHeader(page))
          .replace('<!--site-footer-->', siteFooter());
      },
    },
    async generateBundle() {
      const shared = await loaded();
      for (const file of siteFiles) {
        this.emitFile({ type: 'asset', fileName: file.path(shared).slice(1), source: await readFile(file.source) });
      }
    },
  };
}
