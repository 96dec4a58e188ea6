import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The site's shared files, at fixed paths so that pages not built here link them too: the OAuth consent page
 * (`packages/authorization`), the account forms (`apps/rest-api`) and the API reference at `/docs`. They are served
 * with `no-cache` and an ETag (not under `assets/`, so not immutable): a change reaches every page at once.
 */
export const siteFiles = {
  stylesheet: { path: '/site.css', source: fileURLToPath(new URL('../src/shared/site.css', import.meta.url)) },
  favicon: { path: '/favicon.svg', source: fileURLToPath(new URL('../src/shared/favicon.svg', import.meta.url)) },
} as const;

/** The links of the site header, in order. */
export const siteNavigation: readonly { readonly href: string; readonly label: string }[] = [
  { href: '/plans', label: 'Plans' },
  { href: '/docs', label: 'API reference' },
  { href: '/account/sign-up', label: 'Sign up' },
  { href: '/account/sign-in', label: 'Sign in' },
  { href: '/account', label: 'Dashboard' },
];

/** The header every page shows: the name (home) and {@link siteNavigation}; `current` marks the page's own link. */
export function siteHeader(current?: string): string {
  const links = siteNavigation
    .map(({ href, label }) => `<a href="${href}"${href === current ? ' aria-current="page"' : ''}>${label}</a>`)
    .join('');
  return (
    `<header class="site-header"><div class="site-header-inner">` +
    `<a class="site-brand" href="/"><img src="${siteFiles.favicon.path}" alt="" width="24" height="24">Mandala</a>` +
    `<nav class="site-nav" aria-label="Site">${links}</nav></div></header>`
  );
}

/** The head links of every page: the favicon and the shared stylesheet (before the page's own, which refines it). */
export function siteHead(): string {
  return `<link rel="icon" href="${siteFiles.favicon.path}" type="image/svg+xml"><link rel="stylesheet" href="${siteFiles.stylesheet.path}">`;
}

/** The footer every page shows. */
export function siteFooter(): string {
  return (
    `<footer class="site-footer"><div class="site-footer-inner"><p>Mandala · Human Design charts over REST, Agent HTTP and MCP</p>` +
    `<p><a href="/">Playground</a> · <a href="/plans">Plans</a> · <a href="/docs">API reference</a> · <a href="/openapi.json">OpenAPI document</a> · place data from GeoNames (CC BY 4.0)</p></div></footer>`
  );
}

/** The page's own URL path for a page file (`plans.html` → `/plans`, `index.html` → `/`). */
function urlPathOf(fileName: string): string {
  const name = fileName.replace(/\\/g, '/').split('/pages/').at(-1) ?? '';
  return `/${name.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/**
 * The shared layout: in every page, `<!--site-head-->` (in `<head>`, before the page's own stylesheet),
 * `<!--site-header-->` and `<!--site-footer-->` become {@link siteHead}, {@link siteHeader} and {@link siteFooter}; a
 * page without them fails the build. The stylesheet and favicon are written to `dist/site.css` and `dist/favicon.svg`.
 */
export function siteLayout(): Plugin {
  return {
    name: 'mandala-site-layout',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
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
      for (const file of Object.values(siteFiles)) {
        this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: await readFile(file.source) });
      }
    },
  };
}
