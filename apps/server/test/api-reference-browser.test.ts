// Issue 38: the API reference at /docs (Scalar, bundled into apps/web) in headless Chromium against the whole
// service: the example answer of GET /v3/hd-data, a try-it call with the key the playground keeps in the tab that
// answers 200, and not one request to another origin. Screenshots (desktop, 390 px) under apps/server/test-output/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { launchChromium, skipBrowserTests, watchPage } from './headless-chromium';
import type { PageReport } from './headless-chromium';

const screenshotFolder = fileURLToPath(new URL('../test-output/', import.meta.url));
/** Generous: the CI machine has 2 cores and runs many test files at once. */
const stepTimeoutMilliseconds = 60_000;

describe.skipIf(skipBrowserTests)('the API reference at /docs in headless Chromium', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let key: string;
  let browser: Browser;
  let page: Page;
  let report: PageReport;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-api-reference-'));
    mkdirSync(screenshotFolder, { recursive: true });
    browser = await launchChromium();
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
    key = (await running.rest.store.createAccountWithKey({ name: 'api-reference', plan: 'business' })).key;
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(stepTimeoutMilliseconds);
    report = watchPage(page);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await running?.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('shows the example answer of GET /v3/hd-data, the one the engine gives', async () => {
    await page.goto(`${running.rest.url}/docs#tag/charts/GET/v3/hd-data`);
    await page.locator('html[data-ready="true"]').waitFor();
    const document = (await (await fetch(`${running.rest.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { example: { Type: { Name: string }; Profile: { Name: string } } }> }> }>>;
    };
    const example = document.paths['/v3/hd-data']?.get?.responses['200']?.content['application/json']?.example;
    expect(example?.Type.Name).toBe('Manifestor');
    const section = page.locator('[id="mandala-api-reference/tag/charts/GET/v3/hd-data"]');
    await section.waitFor();
    await expect.poll(() => section.textContent()).toContain(`"${example?.Profile.Name}"`);
    expect(await section.textContent()).toContain('Tier: enhanced (plans: Startup, Business, Enterprise). Cost: 1 unit.');
    // The site's look: its stylesheet, favicon and header, as on every other page.
    expect(
      await page.evaluate(`({
        stylesheet: [...document.styleSheets].some((sheet) => (sheet.href ?? '').endsWith('/site.css')),
        favicon: document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null,
        headerLinks: [...document.querySelectorAll('.site-header a')].map((link) => link.getAttribute('href')),
      })`),
    ).toMatchObject({ stylesheet: true, favicon: '/favicon.svg', headerLinks: expect.arrayContaining(['/plans', '/docs', '/account/sign-up']) });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: join(screenshotFolder, 'api-reference-top.png') });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotFolder, 'api-reference-desktop.png') });
  }, 120_000);

  it('sends a try-it call with the key the playground keeps in the tab, answered 200', async () => {
    // The key entered on the playground is the one /docs sends: one session-storage entry for the tab.
    await page.goto(`${running.rest.url}/`);
    await page.locator('html[data-ready="true"]').waitFor();
    await page.locator('#key-input').fill(key);
    await page.locator('#key-input').press('Enter');
    await page.goto(`${running.rest.url}/docs#tag/charts/GET/v3/hd-data`);
    await page.locator('html[data-ready="true"]').waitFor();
    expect(await page.locator('#docs-key-input').inputValue()).toBe(key);

    await page.locator('button', { hasText: 'Test Request(get /v3/hd-data)' }).click();
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/v3/hd-data');
    await page.getByRole('button', { name: /^Send/ }).first().click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(await response.request().headerValue('authorization')).toBe(`Bearer ${key}`);
    expect(new URL(response.url()).searchParams.get('date')).toBe('1985-03-12T14:30');
    await expect.poll(() => page.getByText('200 OK').count()).toBeGreaterThan(0);
    // Kept in the tab only: nothing of the key in the storage that outlives it.
    expect(await page.evaluate('JSON.stringify(localStorage)')).not.toContain(key);
    expect(await page.evaluate('Object.values(sessionStorage)')).toContain(key);
    await page.screenshot({ path: join(screenshotFolder, 'api-reference-try-it.png') });
  }, 120_000);

  it('is usable 390 px wide', async () => {
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })).newPage();
    phone.setDefaultTimeout(stepTimeoutMilliseconds);
    const phoneReport = watchPage(phone);
    await phone.goto(`${running.rest.url}/docs#tag/charts/GET/v3/hd-data`);
    await phone.locator('html[data-ready="true"]').waitFor();
    await phone.locator('[id="mandala-api-reference/tag/charts/GET/v3/hd-data"]').waitFor();
    await expect.poll(() => phone.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: join(screenshotFolder, 'api-reference-phone.png') });
    await phone.evaluate('window.scrollTo(0, 0)');
    await phone.screenshot({ path: join(screenshotFolder, 'api-reference-phone-top.png') });
    expect(phoneReport.scriptErrors).toEqual([]);
    expect(phoneReport.requestUrls.filter((url) => new URL(url).origin !== running.rest.url)).toEqual([]);
    await phone.context().close();
  }, 120_000);

  it('asked no other origin for anything, and broke no rule of the page', () => {
    expect(report.requestUrls.length).toBeGreaterThan(0);
    expect(report.requestUrls.filter((url) => new URL(url).origin !== running.rest.url)).toEqual([]);
    expect(report.scriptErrors).toEqual([]);
    expect(report.browserErrors).toEqual([]);
  });
});
