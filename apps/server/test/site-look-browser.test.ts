// Issue 38, in headless Chromium against the whole service: one look across the site and plans you can see. The
// landing page, /plans, the dashboard, the OAuth sign-in page and the consent page all link the one stylesheet
// (/site.css) and show the same header; /plans lists the five plans; the landing page links to sign-up; a plan
// refusal (403 insufficient_tier) names and links /plans; the sign-in page names the app asking and the consent page
// the app and its host; every page fits 390 CSS px without sideways scrolling (the connected-apps table too).
// Screenshots, desktop and 390 px, go to docs/site/ (kept in the repository, looked at by a person).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bearer } from '@mandala/operations/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, skipBrowserTests, watchPage } from './headless-chromium';
import type { PageReport } from './headless-chromium';
import { startOAuthService, startRedirectReceiver, testPassword } from './oauth-harness';
import type { OAuthService, RedirectReceiver } from './oauth-harness';
import { authorizationUrl, pkcePair, registerClient } from './oauth-http-flow';

const screenshotFolder = fileURLToPath(new URL('../../../docs/site/', import.meta.url));
const stepTimeoutMilliseconds = 60_000;
const siteNavigation = ['/', '/plans', '/docs', '/account/sign-up', '/account/sign-in', '/account'];
const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** What every page of the site shares: the stylesheet (loaded, with rules), the favicon and the header's links. */
async function sharedLook(page: Page): Promise<{ stylesheetLoaded: boolean; favicon: string | null; headerLinks: string[] }> {
  // Evaluated in the page (a string: this package's types have no DOM).
  return page.evaluate(`({
    stylesheetLoaded: [...document.styleSheets].some((sheet) => (sheet.href ?? '').endsWith('/site.css') && sheet.cssRules.length > 20),
    favicon: document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null,
    headerLinks: [...document.querySelectorAll('.site-header a')].map((link) => link.getAttribute('href') ?? ''),
  })`);
}

/** True when the page is no wider than the window (nothing to scroll sideways). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');
}

describe.skipIf(skipBrowserTests)('one look across the site, and plans you can see (issue 38)', () => {
  let service: OAuthService;
  let browser: Browser;
  let receiver: RedirectReceiver;
  let base: string;
  const reports: PageReport[] = [];

  beforeAll(async () => {
    mkdirSync(screenshotFolder, { recursive: true });
    service = await startOAuthService();
    base = service.running.publicAddresses.publicUrl;
    receiver = await startRedirectReceiver();
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await service?.close();
  });

  async function newPage(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(stepTimeoutMilliseconds);
    reports.push(watchPage(page));
    return { context, page };
  }

  async function expectSiteLook(page: Page, viewportName: string, shot: string): Promise<void> {
    const look = await sharedLook(page);
    expect(look, `${page.url()} shares the site's look`).toEqual({ stylesheetLoaded: true, favicon: '/favicon.svg', headerLinks: siteNavigation });
    if (viewportName === 'phone') expect(await fitsWidth(page), `${page.url()} fits 390 px`).toBe(true);
    await page.screenshot({ path: join(screenshotFolder, `${shot}-${viewportName}.png`), fullPage: true });
  }

  for (const viewport of viewports) {
    it(
      `landing, /plans, a new Free account's dashboard and its 403, at ${viewport.name} width`,
      async () => {
        const { context, page } = await newPage(viewport);
        try {
          // The landing page (the playground) links to sign-up, sign-in and the dashboard.
          await page.goto(`${base}/`);
          await page.locator('html[data-ready="true"]').waitFor();
          expect(await page.locator('#get-started a[href="/account/sign-up"]').count()).toBe(1);
          expect(await page.locator('#key-hint').textContent()).not.toContain('pnpm mandala');
          await expectSiteLook(page, viewport.name, 'landing');

          // Offline needs no key: the key field goes away.
          await page.locator('label[for="mode-offline"]').click();
          await expect.poll(() => page.locator('#key-form').isHidden()).toBe(true);
          await page.locator('label[for="mode-online"]').click();
          await expect.poll(() => page.locator('#key-form').isVisible()).toBe(true);

          // /plans: the five plans of the plans table, and the routes of each tier from /openapi.json.
          await page.goto(`${base}/plans`);
          expect(await page.locator('[data-plan]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-plan')))).toEqual([
            'free',
            'creator',
            'startup',
            'business',
            'enterprise',
          ]);
          expect(await page.locator('[data-plan="free"]').textContent()).toContain('100 units a month');
          await page.locator('.route-list[data-tier="enhanced"] li').first().waitFor();
          await expectSiteLook(page, viewport.name, 'plans');

          // A new account is on Free: the dashboard says what it includes, what it cannot call, and that nothing
          // was spent yet (in words, not an empty chart).
          await page.goto(`${base}/account/sign-up`);
          await page.getByLabel('Email').fill(`free-${viewport.name}@example.test`);
          await page.getByLabel('Password').fill(testPassword);
          await page.getByRole('button', { name: 'Create account' }).click();
          await page.waitForURL(`${base}/account`);
          await page.locator('body[data-ready="true"]').waitFor();
          expect(await page.locator('#usage-empty').isVisible()).toBe(true);
          expect(await page.locator('#usage-figure').isHidden()).toBe(true);
          expect(await page.locator('#keys-empty').isVisible()).toBe(true);
          expect(await page.locator('#plan-includes').textContent()).toContain('Free: 100 units a month');
          expect(await page.locator('#plan-excluded-tiers').textContent()).toContain('enhanced');
          expect(await page.locator('#plan-upgrade').getAttribute('href')).toBe('/plans');
          await page.locator('#plan-excluded-routes summary').click();
          await expect.poll(() => page.locator('#plan-excluded-route-list').textContent()).toContain('GET /v3/hd-data');
          await expectSiteLook(page, viewport.name, 'dashboard');

          // A key of this account: /v3/hd-data answers 403, naming and linking the plans page.
          await page.getByLabel('Key name').fill('first');
          await page.getByRole('button', { name: 'Create key' }).click();
          await page.locator('#new-key:not([hidden])').waitFor();
          const key = (await page.locator('#new-key-value').textContent()) ?? '';
          const refused = await fetch(`${base}/v3/hd-data?date=1985-03-12T14:30&timezone=America/New_York`, { headers: bearer(key) });
          expect(refused.status).toBe(403);
          const body = (await refused.json()) as { error: string; message: string; details: { plansUrl: string; upgradeUrl: string } };
          expect(body.error).toBe('insufficient_tier');
          expect(body.message).toContain('Plans: /plans.');
          expect(body.details).toMatchObject({ plansUrl: '/plans', upgradeUrl: '/plans' });
          await page.goto(new URL(body.details.plansUrl, base).href);
          expect(await page.locator('[data-plan]').count()).toBe(5);
          // The v1 chart is what a Free key runs first.
          expect((await fetch(`${base}/hd-data?date=1985-03-12T14:30&timezone=America/New_York`, { headers: bearer(key) })).status).toBe(200);
        } finally {
          await context.close();
        }
      },
      240_000,
    );

    it(
      `the OAuth sign-in names the app, the consent page names the app and its host, at ${viewport.name} width`,
      async () => {
        // A client of its own per run, so the consent page is asked afresh.
        const registered = await registerClient(base, [receiver.redirectUrl], { client_name: 'Claude' });
        expect(registered.status).toBe(201);
        const clientId = ((await registered.json()) as { client_id: string }).client_id;
        const { context, page } = await newPage(viewport);
        try {
          await page.goto(authorizationUrl(base, { clientId, redirectUri: receiver.redirectUrl, challenge: pkcePair().challenge, resource: service.running.publicAddresses.mcpPublicUrl }));
          await page.waitForURL((url) => url.pathname === '/account/sign-in');
          expect(await page.locator('#oauth-app').textContent()).toContain('Sign in to connect Claude to your Mandala account.');
          await expectSiteLook(page, viewport.name, 'sign-in');

          await page.getByLabel('Email').fill(service.email);
          await page.getByLabel('Password').fill(testPassword);
          await page.getByRole('button', { name: 'Sign in' }).click();
          await page.waitForURL((url) => url.pathname.startsWith('/oauth/interaction/'));
          expect(await page.locator('#client-name').textContent()).toBe('Claude');
          expect(await page.locator('#redirect-host').textContent()).toBe(new URL(receiver.redirectUrl).host);
          expect(await page.locator('#scopes').textContent()).toContain('Calculate charts');
          expect(await page.locator('form input[name="_csrf"]').count()).toBe(1);
          await expectSiteLook(page, viewport.name, 'consent');

          // Allowed: the app is on the dashboard, whose table of connected apps fits a phone.
          await page.getByRole('button', { name: 'Allow' }).click();
          expect((await receiver.nextRedirect()).get('code')).toBeTruthy();
          await page.goto(`${base}/account`);
          await page.locator('body[data-ready="true"]').waitFor();
          await page.locator('#connected-apps-table tbody tr', { hasText: 'Claude' }).first().waitFor();
          if (viewport.name === 'phone') expect(await fitsWidth(page)).toBe(true);
          await page.locator('#connected-apps').screenshot({ path: join(screenshotFolder, `connected-apps-${viewport.name}.png`) });
        } finally {
          await context.close();
        }
      },
      240_000,
    );
  }

  it('heard no script error on any page', () => {
    expect(reports.flatMap((report) => report.scriptErrors)).toEqual([]);
  });
});
