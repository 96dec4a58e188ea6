export { siteFaviconPath, siteFooter, siteHead, siteHeader, siteNavigation, siteStylesheetPath } from './site-layout';
export type { SiteLink } from './site-layout';
