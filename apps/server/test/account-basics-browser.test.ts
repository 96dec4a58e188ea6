// Issue 38, the account basics on the dashboard in real headless Chromium against the whole service (`startMandala`):
// resend the verification, rename a key, change the email (the link, logged for development without SMTP, opens a
// page with one button) and change the password, then sign in with the new email and password.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJsonLogger, loadConfig } from '@mandala/rest-api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { launchChromium, skipBrowserTests, watchPage } from './headless-chromium';
import type { PageReport } from './headless-chromium';

const password = 'a long enough passphrase';
const newPassword = 'a fresh new passphrase';

describe.skipIf(skipBrowserTests)('the account basics on the dashboard in headless Chromium', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let browser: Browser;
  let page: Page;
  let report: PageReport;
  const logLines: string[] = [];

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-account-basics-browser-'));
    browser = await launchChromium();
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'warn' });
    const logger = createJsonLogger('warn', (line) => logLines.push(line));
    running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger, announce: () => undefined } });
    page = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
    page.setDefaultTimeout(60_000);
    page.on('dialog', (dialog) => void (dialog.type() === 'prompt' ? dialog.accept('build server') : dialog.accept()));
    report = watchPage(page);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await running?.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  /** The newest development link of this purpose in the log (no SMTP server is configured). */
  function loggedLink(purpose: string): string {
    const lines = logLines.map((line) => JSON.parse(line) as { purpose?: string; link?: string }).filter((line) => line.purpose === purpose);
    const link = lines.at(-1)?.link;
    expect(link, `a logged ${purpose} link`).toBeDefined();
    return link ?? '';
  }

  it(
    'resends the verification, renames a key, changes the email through its link and the password',
    async () => {
      const url = running.rest.url;
      await page.goto(`${url}/account/sign-up`);
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(`${url}/account`);
      await page.locator('body[data-ready="true"]').waitFor();

      // Resend the verification.
      await page.getByRole('button', { name: 'Send the link again' }).click();
      await page.locator('#page-status', { hasText: 'If your email is not confirmed yet' }).waitFor();

      // Rename a key (the prompt answers "build server").
      await page.getByLabel('Key name').fill('laptop');
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.locator('#keys-table tbody tr', { hasText: 'laptop' }).getByRole('button', { name: 'Rename' }).click();
      await page.locator('#keys-table tbody tr', { hasText: 'build server' }).waitFor();

      // Change the email: nothing changes until the link's button is pressed.
      await page.getByLabel('New email').fill('ada@new.example');
      await page.locator('#email-current-password').fill(password);
      await page.getByRole('button', { name: 'Change email' }).click();
      await page.locator('#page-status', { hasText: 'A link is on its way to the new address' }).waitFor();
      const link = loggedLink('change-email');
      expect(new URL(link).pathname).toBe('/account/confirm-email');
      await page.goto(link);
      await page.getByRole('button', { name: 'Use this email' }).click();
      await page.getByRole('heading', { name: 'Email changed' }).waitFor();
      await page.goto(`${url}/account`);
      await page.locator('body[data-ready="true"]').waitFor();
      expect(await page.locator('#account-email').textContent()).toBe('ada@new.example');
      expect(await page.locator('#unverified').isHidden()).toBe(true);

      // Change the password, sign out, sign in with the new email and password.
      await page.locator('#password-current').fill(password);
      await page.locator('#password-new').fill(newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.locator('#page-status', { hasText: 'Password changed' }).waitFor();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${url}/account/sign-in`);
      await page.getByLabel('Email').fill('ada@new.example');
      await page.getByLabel('Password').fill(newPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${url}/account`);
      await page.locator('body[data-ready="true"]').waitFor();
      expect(await page.locator('#account-email').textContent()).toBe('ada@new.example');

      expect(report.scriptErrors).toEqual([]);
    },
    240_000,
  );
});
