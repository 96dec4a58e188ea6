export { siteFaviconPath, siteFooter, siteHead, siteHeader, siteStylesheetPath } from '@mandala/site-layout';
