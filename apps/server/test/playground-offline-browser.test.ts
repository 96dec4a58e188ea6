// The playground's offline mode in real headless Chromium against the whole service: the engine is loaded only
// when the mode is chosen, charts and pictures are calculated in the page without a key or a request, with the
// engine's own zone data (the browser's Intl and local-time Date methods are made to throw, in a browser zone far
// from the birth's), and they equal what the service answers online, with zero page errors. A screenshot goes to
// apps/server/test-output/playground-offline.png.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bearer } from '@mandala/operations/testing';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { launchChromium, skipBrowserTests, watchPage } from './headless-chromium';
import type { PageReport } from './headless-chromium';

const screenshotFolder = fileURLToPath(new URL('../test-output/', import.meta.url));
const birth = { date: '1985-03-12', time: '14:30', timezone: 'Europe/Amsterdam' };
const partner = { date: '1990-05-15', time: '06:05', timezone: 'America/Sao_Paulo' };
const dstGap = { date: '2021-03-14', time: '02:30', timezone: 'America/New_York' };
const query = (person: typeof birth) => `date=${person.date}T${person.time}&timezone=${person.timezone}`;
/** Generous: the CI machine has 2 cores and runs many test files at once. */
const stepTimeoutMilliseconds = 60_000;

/** Makes the browser's own time zone knowledge throw: Intl date formatting and Date's local-time methods. */
const refuseBrowserTimeZones = `(() => {
  const refuse = (name) => function () { throw new Error(name + ' was used: offline charts must not rely on the browser time zone'); };
  Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, { construct: refuse('Intl.DateTimeFormat'), apply: refuse('Intl.DateTimeFormat') });
  for (const name of ['getTimezoneOffset', 'getFullYear', 'getMonth', 'getDate', 'getDay', 'getHours', 'getMinutes', 'getSeconds',
    'setFullYear', 'setMonth', 'setDate', 'setHours', 'setMinutes', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) {
    Date.prototype[name] = refuse('Date.prototype.' + name);
  }
})();`;

describe.skipIf(skipBrowserTests)('the playground offline, in headless Chromium', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let key: string;
  let browser: Browser;
  let page: Page;
  let report: PageReport;

  async function restJson(path: string): Promise<unknown> {
    const answer = await fetch(`${running.rest.url}${path}`, { headers: bearer(key) });
    expect(answer.status).toBe(200);
    return answer.json();
  }

  async function fillBirth(prefix: 'birth' | 'partner', person: typeof birth): Promise<void> {
    await page.locator(`#${prefix}-zone`).fill(person.timezone);
    await page.locator(`#${prefix}-date`).fill(person.date);
    await page.locator(`#${prefix}-time`).fill(person.time);
  }

  /** Submits the birth form and waits until the chart, its picture and the v3 JSON are shown. */
  async function calculateChart(): Promise<void> {
    if (await page.locator('#chart-section').isVisible()) await page.locator('label[for="chart-version-v3"]').click();
    await page.locator('#birth-submit').click();
    await page.locator('#birth-form:not([aria-busy])').waitFor();
    await page.locator('#chart-picture svg[role="img"]').waitFor();
    await expect.poll(async () => (JSON.parse((await page.locator('#chart-json').textContent()) || '{}') as { Variables?: unknown }).Variables).toBeDefined();
  }

  async function shownJson(version: 'v1' | 'v2' | 'v3'): Promise<unknown> {
    await page.locator(`label[for="chart-version-${version}"]`).click();
    await expect.poll(() => page.locator('#chart-curl').textContent()).toContain(version === 'v1' ? '/hd-data?' : `/${version}/hd-data?`);
    await expect.poll(async () => (await page.locator('#chart-json').textContent())?.startsWith('{')).toBe(true);
    return JSON.parse((await page.locator('#chart-json').textContent()) ?? '') as unknown;
  }

  const shownPicture = (figure: string) => page.locator(`#${figure} svg`).evaluate((svg) => svg.outerHTML);
  const operationRequests = () => report.requestUrls.filter((url) => /\/(v2\/|v3\/)?(hd-data|bodygraph\.svg|locations|hd-data-composite)\b/.test(new URL(url).pathname));

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-playground-offline-'));
    browser = await launchChromium();
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
    key = (await running.rest.store.createAccountWithKey({ name: 'offline', plan: 'business' })).key;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Pacific/Kiritimati', colorScheme: 'light' });
    await context.addInitScript({ content: refuseBrowserTimeZones });
    page = await context.newPage();
    page.setDefaultTimeout(stepTimeoutMilliseconds);
    report = watchPage(page);
    await page.goto(`${running.rest.url}/`);
    await page.locator('html[data-ready="true"]').waitFor();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await running?.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  /** First years of the position-table spans the page fetched (one chunk of about 22 years each), in order. */
  const positionTableChunks = () =>
    report.requestUrls.flatMap((url) => {
      const span = /\/assets\/position-tables-(\d{4})-[\w-]+\.js$/.exec(new URL(url).pathname)?.[1];
      return span === undefined ? [] : [span];
    });

  it('loads the engine only when offline mode is chosen, with the zone names of its own tz data', async () => {
    expect(report.requestUrls.filter((url) => /\/assets\/engine-entry-[\w-]+\.js$/.test(url))).toEqual([]);
    expect(await page.evaluate('document.documentElement.dataset.engine')).toBeUndefined();
    await page.locator('label[for="mode-offline"]').click();
    await page.locator('html[data-engine="ready"]').waitFor();
    expect(report.requestUrls.filter((url) => /\/assets\/engine-entry-[\w-]+\.js$/.test(url))).toHaveLength(1);
    expect(positionTableChunks()).toEqual([]); // the engine holds no position tables until a birth needs them
    expect(await page.locator('#mode-status').textContent()).toMatch(/Offline: .*\(tz database 20\d\d[a-z]\b.* no key is needed/);
    const zoneNames = (await page.locator('#time-zone-names option').evaluateAll((options) => options.map((option) => (option as unknown as { value: string }).value))) as string[];
    expect(zoneNames.length).toBeGreaterThan(400);
    expect(zoneNames).toContain('Europe/Amsterdam');
    expect(await page.locator('#chart-version-legend').textContent()).toBe('Version (calculated in this page)');
  }, 120_000);

  it('calculates the natal chart and its picture in the page, without a key and without a request', async () => {
    expect(await page.locator('#key-input').inputValue()).toBe('');
    await page.locator('#birth-place').pressSequentially('amst', { delay: 20 });
    await expect.poll(() => page.locator('#birth-place-status').textContent()).toContain('Offline, places are not searched');
    await fillBirth('birth', birth);
    await calculateChart();
    expect(await page.locator('#chart-picture [data-gate]').count()).toBe(64);
    expect(operationRequests()).toEqual([]);
    // One chunk of position tables: the span holding 1985 and its design moment, fetched once for chart and picture.
    expect(positionTableChunks()).toEqual(['1979']);
    mkdirSync(screenshotFolder, { recursive: true });
    await page.screenshot({ path: join(screenshotFolder, 'playground-offline.png'), fullPage: false });
  }, 120_000);

  it('shows the charts the service answers online: v3, v2 and v1, field for field', async () => {
    for (const version of ['v3', 'v2', 'v1'] as const) {
      expect(await shownJson(version)).toEqual(await restJson(`${version === 'v1' ? '' : `/${version}`}/hd-data?${query(birth)}`));
    }
    expect(operationRequests()).toEqual([]);
  }, 120_000);

  it('resolves a birth in the DST gap with the engine\'s zone data, as the service does, warning included', async () => {
    await fillBirth('birth', dstGap);
    await calculateChart();
    const shown = (await shownJson('v3')) as { Warnings?: string[] };
    expect(shown).toEqual(await restJson(`/v3/hd-data?${query(dstGap)}`));
    expect(shown.Warnings?.length).toBeGreaterThan(0);
    expect(positionTableChunks()).toEqual(['1979', '2001']); // 2021 is in the next span
  }, 120_000);

  it('draws the same picture and summary offline and online, and the same composite', async () => {
    await fillBirth('birth', birth);
    await calculateChart();
    await fillBirth('partner', partner);
    await page.locator('#partner-submit').click();
    await page.locator('#composite-picture svg[role="img"]').waitFor();
    const offline = {
      picture: await shownPicture('chart-picture'),
      summary: await page.locator('#chart-summary').textContent(),
      compositePicture: await shownPicture('composite-picture'),
      compositeSummary: await page.locator('#composite-summary').textContent(),
    };
    expect(operationRequests()).toEqual([]);

    // Offline hides the key field (issue 38): back online first, then the key.
    await page.locator('label[for="mode-online"]').click();
    await expect.poll(() => page.evaluate('document.documentElement.dataset.mode')).toBe('online');
    await page.locator('#key-input').fill(key);
    await page.locator('#chart-picture').evaluate((figure) => figure.replaceChildren());
    await calculateChart();
    await page.locator('#composite-picture').evaluate((figure) => figure.replaceChildren());
    await page.locator('#partner-submit').click();
    await page.locator('#composite-picture svg[role="img"]').waitFor();
    expect(positionTableChunks()).toEqual(['1979', '2001']); // the partner's 1990 is in a span already loaded
    expect(operationRequests().length).toBeGreaterThanOrEqual(4); // online: chart, picture, composite, its picture
    expect({
      picture: await shownPicture('chart-picture'),
      summary: await page.locator('#chart-summary').textContent(),
      compositePicture: await shownPicture('composite-picture'),
      compositeSummary: await page.locator('#composite-summary').textContent(),
    }).toEqual(offline);
  }, 120_000);

  it('shows the engine\'s own error for an unknown zone offline and marks the field, sending nothing', async () => {
    await page.locator('label[for="mode-offline"]').click();
    await expect.poll(() => page.locator('#mode-status').textContent()).toContain('Offline:');
    const before = operationRequests().length;
    await page.locator('#birth-zone').fill('Mars/Olympus_Mons');
    await page.locator('#birth-submit').click();
    const message = page.locator('#birth-message');
    await expect.poll(() => message.getAttribute('data-code')).toBe('invalid_timezone');
    expect(await page.locator('#birth-zone').getAttribute('aria-invalid')).toBe('true');
    expect(operationRequests()).toHaveLength(before);
  }, 120_000);

  it('reported no page errors and never sent the key in a URL', () => {
    expect(report.scriptErrors).toEqual([]);
    expect(report.browserErrors).toEqual([]);
    expect(report.requestUrls.filter((url) => url.includes(key))).toEqual([]);
  });
});
