// The playground page at / in real headless Chromium against the whole service (`startMandala`, as `pnpm start`
// runs it): key, place search, chart with its picture, raw JSON, curl, composite, the error messages, and
// screenshots at desktop and phone width under apps/server/test-output/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bearer } from '@mandala/operations/testing';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { launchChromium, skipBrowserTests, watchPage } from './headless-chromium';
import type { PageReport } from './headless-chromium';

const screenshotFolder = fileURLToPath(new URL('../test-output/', import.meta.url));
const birth = { date: '1985-03-12', time: '14:30', timezone: 'Europe/Amsterdam' };
const partner = { date: '1990-05-15', time: '06:05' };
const birthQuery = `date=${birth.date}T${birth.time}&timezone=${birth.timezone}`;
/** Generous: the CI machine has 2 cores and runs many test files at once. */
const stepTimeoutMilliseconds = 60_000;

interface NatalChartV2 {
  readonly Type: { readonly Name: string };
  readonly Profile: { readonly Id: string };
  readonly DefinedCenters: readonly string[];
}

describe.skipIf(skipBrowserTests)('the playground page in headless Chromium', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let key: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let report: PageReport;

  async function restJson(path: string, apiKey = key): Promise<{ status: number; body: Record<string, unknown> }> {
    const answer = await fetch(`${running.rest.url}${path}`, { headers: bearer(apiKey) });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  async function openPlayground(target: Page): Promise<void> {
    await target.goto(`${running.rest.url}/`);
    await target.locator('html[data-ready="true"]').waitFor();
  }

  /** Types `text` into a place box and picks, with the keyboard, the suggestion containing `wanted`. */
  async function pickPlaceWithKeyboard(prefix: string, text: string, wanted: string): Promise<void> {
    const box = page.locator(`#${prefix}-place`);
    await box.fill('');
    await box.pressSequentially(text, { delay: 40 });
    await page.locator(`#${prefix}-place-listbox [role="option"]`).first().waitFor();
    const count = await page.locator(`#${prefix}-place-listbox [role="option"]`).count();
    for (let step = 0; step < count; step += 1) {
      await box.press('ArrowDown');
      const activeId = await box.getAttribute('aria-activedescendant');
      expect(activeId).not.toBeNull();
      const option = page.locator(`[id="${activeId}"]`);
      expect(await option.getAttribute('aria-selected')).toBe('true');
      if ((await option.textContent())?.includes(wanted) === true) {
        await box.press('Enter');
        return;
      }
    }
    throw new Error(`No suggestion for "${text}" contains "${wanted}".`);
  }

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-playground-'));
    mkdirSync(screenshotFolder, { recursive: true });
    browser = await launchChromium(); // first: without Chromium, fail before starting anything
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
    key = (await running.rest.store.createAccountWithKey({ name: 'playground', plan: 'business' })).key;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: running.rest.url });
    page = await context.newPage();
    page.setDefaultTimeout(stepTimeoutMilliseconds);
    report = watchPage(page);
    await openPlayground(page);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await running?.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('says a key is needed before sending anything', async () => {
    await page.locator('#birth-zone').fill(birth.timezone);
    await page.locator('#birth-submit').click();
    const message = page.locator('#birth-message');
    await expect.poll(() => message.getAttribute('data-code')).toBe('missing_key');
    expect(await message.textContent()).toContain('dashboard at /account');
    expect(await page.evaluate('document.activeElement.id')).toBe('key-input');
    expect(report.requestUrls.filter((url) => url.includes('/hd-data'))).toEqual([]);
  }, 120_000);

  it('calculates a chart for a place picked from the suggestions: picture, headline, summary', async () => {
    await page.locator('#key-input').fill(key);
    await page.locator('#key-input').press('Enter');
    expect(await page.evaluate('document.activeElement.id')).toBe('birth-place');
    await pickPlaceWithKeyboard('birth', 'amsterdam', 'Netherlands');
    expect(await page.locator('#birth-place').inputValue()).toBe('Amsterdam, North Holland, Netherlands');
    expect(await page.locator('#birth-zone').inputValue()).toBe('Europe/Amsterdam');
    expect(await page.locator('#birth-place').getAttribute('aria-expanded')).toBe('false');
    await page.locator('#birth-date').fill(birth.date);
    await page.locator('#birth-time').fill(birth.time);
    await page.locator('#birth-time').press('Enter');

    const expected = await restJson(`/v2/hd-data?${birthQuery}`);
    expect(expected.status).toBe(200);
    const chart = expected.body as unknown as NatalChartV2;
    await expect.poll(() => page.locator('#chart-summary').textContent()).toContain(chart.Type.Name);
    const summary = await page.locator('#chart-summary').textContent();
    expect(summary).toContain(chart.Profile.Id);
    expect(summary).toContain('Variables');

    await page.locator('#chart-picture svg[role="img"]').waitFor();
    const definedCenters: string[] = [];
    for (const center of await page.locator('#chart-picture [data-center][data-defined="true"]').all()) {
      definedCenters.push((await center.getAttribute('data-center')) ?? '');
    }
    expect(definedCenters.sort()).toEqual([...chart.DefinedCenters].sort());
    expect(await page.locator('#chart-picture [data-center]').count()).toBe(9);
    expect(await page.locator('#chart-picture [data-channel]').count()).toBeGreaterThan(0);
    expect(await page.locator('#chart-picture [data-gate]').count()).toBe(64);
    const headline = await page.locator('#chart-picture svg > title').textContent();
    expect(headline).toContain(chart.Type.Name);
    expect(headline).toContain(chart.Profile.Id);
  }, 120_000);

  it('keeps the key for the tab across a reload', async () => {
    await page.reload();
    await page.locator('html[data-ready="true"]').waitFor();
    expect(await page.locator('#key-input').inputValue()).toBe(key);
    expect(await page.evaluate('Object.values(sessionStorage)')).toEqual([key]);
    await page.locator('#birth-zone').fill(birth.timezone);
    await page.locator('#birth-place').fill('Amsterdam, North Holland, Netherlands');
    await page.locator('#birth-date').fill(birth.date);
    await page.locator('#birth-time').fill(birth.time);
    await page.locator('#birth-submit').click();
    await page.locator('#chart-picture svg[role="img"]').waitFor();
  }, 120_000);

  it('shows the raw JSON of the version picked and a curl command without the key', async () => {
    const json = page.locator('#chart-json');
    await expect.poll(async () => (JSON.parse((await json.textContent()) ?? '{}') as { Variables?: unknown }).Variables).toBeDefined();
    await page.locator('label[for="chart-version-v1"]').click();
    await expect.poll(async () => (JSON.parse((await json.textContent()) ?? '{}') as { Type?: unknown }).Type).toBeTypeOf('string');
    const curl = await page.locator('#chart-curl').textContent();
    expect(curl).toBe(`curl -s -H "Authorization: Bearer $MANDALA_KEY" '${running.rest.url}/hd-data?${birthQuery}'`);
    await page.locator('#chart-copy').click();
    await expect.poll(() => page.locator('#chart-copy-status').textContent()).toContain('Copied');
    const copied = (await page.evaluate('navigator.clipboard.readText()')) as string;
    expect(copied).toBe(curl);
    expect(copied).not.toContain(key);
    await page.locator('label[for="chart-version-v3"]').click();
    await expect.poll(() => page.locator('#chart-curl').textContent()).toContain('/v3/hd-data?');
  }, 120_000);

  it('draws the composite with a second person and summarizes /v2/hd-data-composite', async () => {
    await page.locator('#partner-place').pressSequentially('sao paulo', { delay: 40 });
    await page.locator('#partner-place-listbox [role="option"]', { hasText: 'Brazil' }).first().click();
    expect(await page.locator('#partner-zone').inputValue()).toBe('America/Sao_Paulo');
    await page.locator('#partner-date').fill(partner.date);
    await page.locator('#partner-time').fill(partner.time);
    await page.locator('#partner-submit').click();
    const expected = await restJson(`/v2/hd-data-composite?${birthQuery}&date1=${partner.date}T${partner.time}&timezone1=America/Sao_Paulo`);
    const together = (expected.body as { Composite: { Type: string; Keynote: string } }).Composite;
    await expect.poll(() => page.locator('#composite-summary').textContent()).toContain(together.Keynote);
    expect(await page.locator('#composite-summary').textContent()).toContain(together.Type);
    await page.locator('#composite-picture svg[role="img"]').waitFor();
    expect(await page.locator('#composite-picture [data-center]').count()).toBe(9);
    // Both pictures keep their own title ids.
    expect(await page.locator('#natal-bodygraph-title').count()).toBe(1);
    expect(await page.locator('#composite-picture svg').getAttribute('aria-labelledby')).toMatch(/^composite-/);
    await page.screenshot({ path: join(screenshotFolder, 'playground-desktop.png'), fullPage: true });
  }, 120_000);

  it('fits a phone: one column, no sideways scrolling, the picture as wide as the screen', async () => {
    const phone = await context.newPage();
    phone.setDefaultTimeout(stepTimeoutMilliseconds);
    const phoneReport = watchPage(phone);
    try {
      await phone.setViewportSize({ width: 390, height: 844 });
      await openPlayground(phone);
      expect(await phone.locator('#key-input').inputValue()).toBe(''); // session storage belongs to one tab
      await phone.locator('#key-input').fill(key);
      await phone.locator('#birth-zone').fill(birth.timezone);
      await phone.locator('#birth-place').fill('Amsterdam, North Holland, Netherlands');
      await phone.locator('#birth-date').fill(birth.date);
      await phone.locator('#birth-time').fill(birth.time);
      await phone.locator('#birth-submit').click();
      await phone.locator('#chart-picture svg[role="img"]').waitFor();
      expect(await phone.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      const pictureBox = await phone.locator('#chart-picture svg').boundingBox();
      expect(pictureBox?.width).toBeGreaterThan(300);
      await phone.screenshot({ path: join(screenshotFolder, 'playground-phone.png'), fullPage: true });
      // A reader who prefers dark colors gets the dark page and picture.
      await phone.emulateMedia({ colorScheme: 'dark' });
      const darkPicture = phone.waitForResponse((response) => response.url().includes('/bodygraph.svg?') && response.url().endsWith('&theme=dark'));
      await phone.locator('#birth-submit').click();
      expect((await darkPicture).status()).toBe(200);
      await phone.locator('#birth-form:not([aria-busy])').waitFor();
      await phone.locator('#chart-picture svg[role="img"]').waitFor();
      await phone.screenshot({ path: join(screenshotFolder, 'playground-phone-dark.png'), fullPage: true });
    } finally {
      await phone.close();
    }
    expect(phoneReport.scriptErrors).toEqual([]);
    expect(phoneReport.browserErrors).toEqual([]);
  }, 120_000);

  it("shows the service's message for an unknown key", async () => {
    const unknownKey = `mdl_live_${'A'.repeat(43)}`;
    const expected = await restJson(`/v3/hd-data?${birthQuery}`, unknownKey);
    expect(expected.status).toBe(403);
    await page.locator('#key-input').fill(unknownKey);
    await page.locator('#birth-submit').click();
    const message = page.locator('#birth-message');
    await expect.poll(() => message.getAttribute('data-code')).toBe('invalid_key');
    expect(await message.textContent()).toContain(String(expected.body.message));
    expect(await message.textContent()).toContain('/account');
    expect(await message.textContent()).not.toContain('pnpm mandala');
    expect(await page.locator('#chart-section').isHidden()).toBe(true);
  }, 120_000);

  it('falls back to the v1 chart on a plan without v2/v3, and says why', async () => {
    const freeKey = (await running.rest.store.createAccountWithKey({ name: 'free', plan: 'free' })).key;
    const refused = await restJson(`/v3/hd-data?${birthQuery}`, freeKey);
    expect(refused.body.error).toBe('insufficient_tier');
    await page.locator('#key-input').fill(freeKey);
    await page.locator('#birth-submit').click();
    await expect.poll(() => page.locator('#chart-notice').textContent()).toContain(String(refused.body.message));
    expect(await page.locator('#chart-notice').textContent()).toContain('Startup or above');
    expect(await page.locator('#chart-version-v1').isChecked()).toBe(true);
    await page.locator('#chart-picture svg[role="img"]').waitFor();
    await page.locator('label[for="chart-version-v2"]').click();
    await expect.poll(() => page.locator('#chart-json-message').getAttribute('data-code')).toBe('insufficient_tier');
    expect(await page.locator('#chart-json-message').textContent()).toContain('Startup or above');
  }, 120_000);

  it('says when the quota is used up and when it comes back', async () => {
    const spentKey = (await running.rest.store.createAccountWithKey({ name: 'spent', plan: 'business', customMonthlyUnits: 0 })).key;
    await page.locator('#key-input').fill(spentKey);
    await page.locator('#birth-submit').click();
    const message = page.locator('#birth-message');
    await expect.poll(() => message.getAttribute('data-code')).toBe('quota_exhausted');
    expect(await message.textContent()).toMatch(/resets at the start of the next UTC month, in about \d+ (days|hours|minutes?)/);
  }, 120_000);

  it("shows the service's message for a date it cannot calculate, and marks the date", async () => {
    await page.locator('#key-input').fill(key);
    await page.locator('#birth-date').fill('1750-03-12');
    await page.locator('#birth-submit').click();
    const expected = await restJson(`/v3/hd-data?date=1750-03-12T${birth.time}&timezone=${birth.timezone}`);
    expect(expected.status).toBe(400);
    const message = page.locator('#birth-message');
    await expect.poll(() => message.getAttribute('data-code')).toBe(String(expected.body.error));
    expect(await message.textContent()).toContain(String(expected.body.message));
    expect(await page.locator('#birth-date').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: join(screenshotFolder, 'playground-error.png'), fullPage: false });
  }, 120_000);

  it('never put the key in a URL, and the page reported no errors of its own', () => {
    expect(report.requestUrls.length).toBeGreaterThan(5);
    expect(report.requestUrls.filter((url) => url.includes(key) || url.includes('mdl_live_'))).toEqual([]);
    expect(report.scriptErrors).toEqual([]);
    // Chromium logs every answer with an error status as "Failed to load resource"; the only ones are the
    // refused calls above: chart and picture with the unknown key (403), v3 and v2 on the Free plan (403),
    // chart and picture without quota (429), chart and picture of the 1750 date (400).
    const refused = report.browserErrors.map((text) => /status of (\d+) .*\/(v3\/hd-data|v2\/hd-data|bodygraph\.svg)\?date=(\d{4})/.exec(text)?.slice(1).join(' ') ?? text);
    expect(refused.sort()).toEqual([
      '400 bodygraph.svg 1750',
      '400 v3/hd-data 1750',
      '403 bodygraph.svg 1985',
      '403 v2/hd-data 1985',
      '403 v3/hd-data 1985',
      '403 v3/hd-data 1985',
      '429 bodygraph.svg 1985',
      '429 v3/hd-data 1985',
    ]);
  });
});
