import { describe, expect, it } from 'vitest';
import { siteFooter, siteHead, siteHeader, siteNavigation } from './site-layout';

describe('the site layout', () => {
  it('links every page of the navigation in the header, in order, and marks only the current one', () => {
    const header = siteHeader('/plans');
    const hrefs = [...header.matchAll(/<a [^>]*href="([^"]+)"/gu)].map((match) => match[1]);
    expect(hrefs).toEqual(['/', ...siteNavigation.map((link) => link.href)]);
    expect(header.match(/aria-current="page"/gu)).toHaveLength(1);
    expect(header).toContain('<a href="/plans" aria-current="page">Plans</a>');
    expect(siteHeader()).not.toContain('aria-current');
  });

  it('links the shared stylesheet and favicon in the head, and the playground, plans and reference in the footer', () => {
    expect(siteHead()).toBe('<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/site.css">');
    for (const href of ['/', '/plans', '/docs', '/openapi.json']) expect(siteFooter()).toContain(`<a href="${href}">`);
  });
});
