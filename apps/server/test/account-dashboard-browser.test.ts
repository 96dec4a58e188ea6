// The account pages and the dashboard in real headless Chromium against the whole service (`startMandala`, as
// `pnpm start` runs it): sign up, create a key, move to the Business plan with the operator CLI (`pnpm mandala
// accounts set-plan`, a child process on the same data directory), call /v3/hd-data with the key and watch the
// dashboard's chart move by one unit, revoke the key (the next call answers 403), save a person and get their chart,
// export, delete the account. Screenshots go to apps/server/test-output/.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bearer } from '@mandala/operations/testing';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { launchChromium, skipBrowserTests, watchPage } from './headless-chromium';
import type { PageReport } from './headless-chromium';

const run = promisify(execFile);
const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const screenshotFolder = fileURLToPath(new URL('../test-output/', import.meta.url));
const stepTimeoutMilliseconds = 60_000;
const email = 'ada@example.com';
const password = 'a long enough passphrase';
const birthQuery = 'date=1985-03-12T14:30&timezone=Europe/Amsterdam';

describe.skipIf(skipBrowserTests)('the account pages and dashboard in headless Chromium', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let browser: Browser;
  let page: Page;
  let report: PageReport;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-account-browser-'));
    mkdirSync(screenshotFolder, { recursive: true });
    browser = await launchChromium();
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: running.rest.url });
    page = await context.newPage();
    page.setDefaultTimeout(stepTimeoutMilliseconds);
    page.on('dialog', (dialog) => void dialog.accept());
    report = watchPage(page);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await running?.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  async function usedUnits(): Promise<number> {
    return Number(await page.locator('#usage-summary').getAttribute('data-used'));
  }

  it(
    'signs up, creates a key, meters it on Business, revokes it, saves a person, exports and deletes the account',
    async () => {
      // Sign up with the form.
      await page.goto(`${running.rest.url}/account/sign-up`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(`${running.rest.url}/account`);
      await page.locator('body[data-ready="true"]').waitFor();
      expect(await page.locator('#account-email').textContent()).toBe(email);
      expect(await page.locator('#connected-apps[data-slot="connected-apps"]').count()).toBe(1);

      // Create a key: shown once, with a copy button.
      await page.getByLabel('Key name').fill('laptop');
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.locator('#new-key:not([hidden])').waitFor();
      const key = (await page.locator('#new-key-value').textContent()) ?? '';
      expect(key).toMatch(/^mdl_live_/u);
      await page.getByRole('button', { name: 'Copy' }).click();
      expect(await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText())).toBe(key);
      await page.locator('#keys-table tbody tr').first().waitFor();

      // The operator moves the account to Business with the CLI.
      const cli = await run('pnpm', ['--silent', 'mandala', 'accounts', 'set-plan', email, '--plan', 'business'], {
        cwd: workspaceRoot,
        env: { ...process.env, MANDALA_DATA_DIR: dataDirectory },
      });
      expect(cli.stdout).toMatch(/is now on the business plan/u);

      // A v3 chart (enhanced tier) with the key; the chart of the month moves by one unit.
      expect(await usedUnits()).toBe(0);
      const chart = await fetch(`${running.rest.url}/v3/hd-data?${birthQuery}`, { headers: bearer(key) });
      expect(chart.status).toBe(200);
      await page.reload();
      await page.locator('body[data-ready="true"]').waitFor();
      expect(await usedUnits()).toBe(1);
      expect(await page.locator('#usage-summary').textContent()).toContain('Business plan: 1 of 1000000 units');
      const today = new Date().toISOString().slice(0, 10);
      expect(await page.locator(`#usage-chart rect.bar.rest[data-day="${today}"]`).getAttribute('data-units')).toBe('1');
      await page.screenshot({ path: join(screenshotFolder, 'account-dashboard-desktop.png'), fullPage: true });

      // Revoke the key: the next call answers 403.
      await page.locator('#keys-table tbody tr', { hasText: 'laptop' }).getByRole('button', { name: 'Revoke' }).click();
      await page.locator('#keys-table tbody tr', { hasText: 'laptop' }).waitFor({ state: 'detached' });
      expect((await fetch(`${running.rest.url}/v3/hd-data?${birthQuery}`, { headers: bearer(key) })).status).toBe(403);

      // Save a person on the dashboard and get their chart with a new key.
      await page.getByLabel('Name', { exact: true }).fill('Grace');
      await page.getByLabel('Birth date and time').fill('1985-03-12T14:30');
      await page.getByLabel('Time zone').fill('Europe/Amsterdam');
      await page.getByRole('button', { name: 'Save person' }).click();
      const row = page.locator('#people-table tbody tr', { hasText: 'Grace' });
      await row.waitFor();
      const personId = (await row.getAttribute('data-person-id')) ?? '';
      expect(personId).toMatch(/^prs_/u);
      await page.getByLabel('Key name').fill('second');
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.locator('#new-key-value', { hasNotText: key }).waitFor();
      const second = (await page.locator('#new-key-value').textContent()) ?? '';
      const personChart = await fetch(`${running.rest.url}/people/${personId}/chart?version=v3`, { headers: bearer(second) });
      expect(personChart.status).toBe(200);
      expect(await personChart.json()).toEqual(await chart.json());

      // Export: one JSON download with the person and the keys.
      const downloadPromise = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export all my data (JSON)' }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toMatch(/^mandala-account-\d{4}-\d{2}-\d{2}\.json$/u);
      const exported = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as { account: { email: string }; people: { name: string }[] };
      expect(exported.account.email).toBe(email);
      expect(exported.people.map((person) => person.name)).toEqual(['Grace']);

      // Delete the account with the password: everything is gone.
      // Deleting asks first, in the page, then says it is done (issue 38).
      await page.locator('#delete-password').fill(password);
      await page.getByRole('button', { name: 'Delete my account…', exact: true }).click();
      await page.locator('#delete-confirm:not([hidden])').waitFor();
      expect(await running.rest.store.findAccountByEmail(email)).not.toBeNull();
      await page.getByRole('button', { name: 'Yes, delete my account', exact: true }).click();
      await page.locator('#account-deleted:not([hidden])').waitFor();
      expect(await running.rest.store.findAccountByEmail(email)).toBeNull();
      expect((await fetch(`${running.rest.url}/people`, { headers: bearer(second) })).status).toBe(403);
      await page.goto(`${running.rest.url}/account`);
      expect(page.url()).toBe(`${running.rest.url}/account/sign-in?next=%2Faccount`);
      await page.screenshot({ path: join(screenshotFolder, 'account-sign-in.png') });

      expect(report.scriptErrors).toEqual([]);
    },
    240_000,
  );
});
