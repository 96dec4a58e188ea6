import { escapeHtml } from './escape-html';

/**
 * The site's shared look for the pages this package renders (consent, interaction problems): the stylesheet and
 * favicon the web pages build (`apps/web`, served by the composition root at these paths, the same files every page
 * links) and the header and footer of every page. The markup mirrors `siteHeader`/`siteFooter` of
 * `apps/web/build/site-layout.ts` (a package cannot import an app); the browser test of the pages checks they agree.
 */
export const siteStylesheetPath = '/site.css';
export const siteFaviconPath = '/favicon.svg';

const navigation = [
  ['/plans', 'Plans'],
  ['/docs', 'API reference'],
  ['/account/sign-up', 'Sign up'],
  ['/account/sign-in', 'Sign in'],
  ['/account', 'Dashboard'],
] as const;

/** A whole page in the site's layout: `title` in the tab, `main` (trusted HTML) between the header and the footer. */
export function sitePage(title: string, main: string): string {
  const links = navigation.map(([href, label]) => `<a href="${href}">${label}</a>`).join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(title)}</title><link rel="icon" href="${siteFaviconPath}" type="image/svg+xml"><link rel="stylesheet" href="${siteStylesheetPath}"></head>
<body>
<header class="site-header"><div class="site-header-inner"><a class="site-brand" href="/"><img src="${siteFaviconPath}" alt="" width="24" height="24">Mandala</a><nav class="site-nav" aria-label="Site">${links}</nav></div></header>
<main>
${main}
</main>
<footer class="site-footer"><div class="site-footer-inner"><p>Mandala · Human Design charts over REST, Agent HTTP and MCP</p><p><a href="/">Playground</a> · <a href="/plans">Plans</a> · <a href="/docs">API reference</a></p></div></footer>
</body>
</html>`;
}
