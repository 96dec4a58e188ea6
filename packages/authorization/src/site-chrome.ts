import { siteFooter, siteHead, siteHeader } from '@mandala/site-layout';
import { escapeHtml } from './escape-html';

/** A whole page in the site's layout (`@mandala/site-layout`): `title` in the tab, `main` (trusted HTML) between the header and the footer. */
export function sitePage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(title)}</title>${siteHead()}</head>
<body>
${siteHeader()}
<main>
${main}
</main>
${siteFooter()}
</body>
</html>`;
}
