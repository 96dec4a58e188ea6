/**
 * The site's shared layout, as strings: every page of Mandala shows the same head links, header and footer, whoever
 * renders it (the pages `apps/web` builds, the account forms of `apps/rest-api`, the consent pages of
 * `packages/authorization`). The stylesheet and favicon are files `apps/web` builds and the composition root serves at
 * these fixed paths.
 */

/** Where every page finds the shared stylesheet. */
export const siteStylesheetPath = '/site.css';

/** Where every page finds the favicon (also the brand mark of the header). */
export const siteFaviconPath = '/favicon.svg';

/** One link of the site header. */
export interface SiteLink {
  readonly href: string;
  readonly label: string;
}

/** The links of the site header, in order. */
export const siteNavigation: readonly SiteLink[] = [
  { href: '/plans', label: 'Plans' },
  { href: '/docs', label: 'API reference' },
  { href: '/account/sign-up', label: 'Sign up' },
  { href: '/account/sign-in', label: 'Sign in' },
  { href: '/account', label: 'Dashboard' },
];

/** The head links of every page: the favicon and the shared stylesheet (before a page's own, which refines it). */
export function siteHead(): string {
  return `<link rel="icon" href="${siteFaviconPath}" type="image/svg+xml"><link rel="stylesheet" href="${siteStylesheetPath}">`;
}

/** The header every page shows: the name (home) and {@link siteNavigation}; `currentPath` marks the page's own link. */
export function siteHeader(currentPath?: string): string {
  const links = siteNavigation
    .map(({ href, label }) => `<a href="${href}"${href === currentPath ? ' aria-current="page"' : ''}>${label}</a>`)
    .join('');
  return (
    `<header class="site-header"><div class="site-header-inner">` +
    `<a class="site-brand" href="/"><img src="${siteFaviconPath}" alt="" width="24" height="24">Mandala</a>` +
    `<nav class="site-nav" aria-label="Site">${links}</nav></div></header>`
  );
}

/** The footer every page shows. */
export function siteFooter(): string {
  return (
    `<footer class="site-footer"><div class="site-footer-inner"><p>Mandala · Human Design charts over REST, Agent HTTP and MCP</p>` +
    `<p><a href="/">Playground</a> · <a href="/plans">Plans</a> · <a href="/docs">API reference</a> · <a href="/openapi.json">OpenAPI document</a> · place data from GeoNames (CC BY 4.0)</p></div></footer>`
  );
}
