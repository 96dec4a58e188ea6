// Issue 23, defects 3 and 4, in real headless Chromium against the whole service. A composite with a key whose plan
// lacks v2 fetched the picture (1 unit), then /v2/hd-data-composite (403), and hid the result: it now falls back to
// the v1 composite, asks for the picture only with a chart to show, and requests nothing the page does not show. A
// birth in a daylight-saving gap or fold showed a chart and an empty notice: the notice now says which instant was
// used and why.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { launchChromium, openPlayground, skipBrowserTests } from './headless-chromium';
import type { PageReport } from './headless-chromium';

const stepTimeoutMilliseconds = 60_000;

describe.skipIf(skipBrowserTests)('the playground\'s notices in headless Chromium', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let browser: Browser;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-playground-notices-'));
    browser = await launchChromium();
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await running?.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  function openWithKey(key: string): Promise<{ page: Page; report: PageReport }> {
    return openPlayground(browser, running.rest.url, key, { viewport: { width: 1280, height: 900 }, stepTimeoutMilliseconds });
  }

  async function fillBirth(page: Page, prefix: 'birth' | 'partner', birth: { date: string; time: string; timezone: string }): Promise<void> {
    await page.locator(`#${prefix}-zone`).fill(birth.timezone);
    await page.locator(`#${prefix}-date`).fill(birth.date);
    await page.locator(`#${prefix}-time`).fill(birth.time);
  }

  it('shows the v1 composite to a Creator key, with a notice, and asks for the picture only after the chart', async () => {
    const { key, accountId } = await running.rest.store.createAccountWithKey({ name: 'creator', plan: 'creator' });
    const { page, report } = await openWithKey(key);
    await fillBirth(page, 'birth', { date: '1985-03-12', time: '14:30', timezone: 'Europe/Amsterdam' });
    await fillBirth(page, 'partner', { date: '1990-05-15', time: '06:05', timezone: 'America/Sao_Paulo' });
    await page.locator('#partner-submit').click();
    await page.locator('#composite-picture svg[role="img"]').waitFor();
    expect(await page.locator('#partner-message').isHidden()).toBe(true);
    expect(await page.locator('#composite-summary').textContent()).toContain('Together: type');
    expect(await page.locator('#composite-notice').textContent()).toMatch(
      /^The Creator plan does not include enhanced operations .* This summary comes from the v1 composite, which every plan includes/,
    );
    expect(await page.locator('#composite-curl').textContent()).toContain('/hd-data-composite?');
    expect(await page.locator('#composite-curl').textContent()).not.toContain('/v2/');
    const paths = report.requestUrls.map((url) => new URL(url).pathname).filter((path) => path.includes('composite') || path.startsWith('/bodygraph'));
    expect(paths).toEqual(['/v2/hd-data-composite', '/hd-data-composite', '/bodygraph.svg']);
    // The refused v2 call costs nothing; the v1 composite and its picture cost one unit each.
    expect((await running.rest.store.quotaStatus(accountId)).used).toBe(2);
    expect(report.scriptErrors).toEqual([]);
  }, 120_000);

  it('asks for no picture when the composite fails', async () => {
    const { key } = await running.rest.store.createAccountWithKey({ name: 'business', plan: 'business' });
    const { page, report } = await openWithKey(key);
    await fillBirth(page, 'birth', { date: '1985-03-12', time: '14:30', timezone: 'Europe/Amsterdam' });
    await fillBirth(page, 'partner', { date: '1990-05-15', time: '06:05', timezone: 'Europe/Atlantis' });
    await page.locator('#partner-submit').click();
    await expect.poll(() => page.locator('#partner-message').getAttribute('data-code')).toBe('validation_error');
    expect(await page.locator('#partner-message').textContent()).toContain('is unknown');
    expect(report.requestUrls.filter((url) => new URL(url).pathname === '/bodygraph.svg')).toEqual([]);
  }, 120_000);

  it('drops the request for a key once one is entered, searching at once, and says once where the key is kept', async () => {
    const { key } = await running.rest.store.createAccountWithKey({ name: 'business', plan: 'business' });
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(stepTimeoutMilliseconds);
    await page.goto(`${running.rest.url}/`);
    await page.locator('html[data-ready="true"]').waitFor();
    await page.locator('#birth-place').pressSequentially('lisbon', { delay: 30 });
    const placeStatus = page.locator('#birth-place-status');
    await expect.poll(() => placeStatus.textContent()).toBe('Enter an API key (step 1) to search places.');
    await page.locator('#key-input').fill(key);
    await page.locator('#key-input').press('Enter');
    await page.locator('#birth-place-listbox [role="option"]').first().waitFor();
    expect(await placeStatus.textContent()).not.toContain('Enter an API key');
    expect(await page.locator('#key-status').textContent()).toBe('Key in use.');
    const keyCard = (await page.locator('section[aria-labelledby="key-heading"]').textContent()) ?? '';
    expect(keyCard.match(/this tab/g)).toHaveLength(1);
    expect(keyCard.match(/Authorization/g)).toHaveLength(1);
  }, 120_000);

  it('says which instant a birth in a daylight-saving gap or fold was calculated for, and why', async () => {
    const { key } = await running.rest.store.createAccountWithKey({ name: 'business', plan: 'business' });
    const { page } = await openWithKey(key);
    await fillBirth(page, 'birth', { date: '2021-03-28', time: '01:30', timezone: 'Europe/Lisbon' });
    await page.locator('#birth-submit').click();
    await page.locator('#chart-summary dt').first().waitFor();
    const gap = page.locator('#chart-notice');
    expect(await gap.isVisible()).toBe(true);
    expect(await gap.textContent()).toBe(
      '01:30 on 2021-03-28 in Europe/Lisbon never happened: the clocks jumped forward over it (a daylight-saving change). ' +
        'The chart uses 2021-03-28 01:30 UTC, reading the time with the offset in force just before the jump. Check the birth time.',
    );
    await fillBirth(page, 'birth', { date: '2021-10-31', time: '01:30', timezone: 'Europe/Lisbon' });
    await page.locator('#birth-submit').click();
    await expect.poll(() => gap.textContent()).toContain('happened twice');
    expect(await gap.textContent()).toContain('the earlier of the two, 2021-10-31 00:30 UTC');
    await fillBirth(page, 'birth', { date: '2021-06-01', time: '01:30', timezone: 'Europe/Lisbon' });
    await page.locator('#birth-submit').click();
    await expect.poll(() => gap.isHidden()).toBe(true);
  }, 120_000);
});
