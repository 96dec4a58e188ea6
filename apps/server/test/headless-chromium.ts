// Headless Chromium for the browser tests: Debian's package (or CHROMIUM_PATH / MANDALA_CHROMIUM_PATH),
// driven by playwright-core, with what a page reports (errors, failed responses, request URLs) collected.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

/** True when MANDALA_SKIP_BROWSER_TESTS=1 asks to skip the browser tests (never skipped silently otherwise). */
export const skipBrowserTests = process.env.MANDALA_SKIP_BROWSER_TESTS === '1';

/** Where Chromium is: CHROMIUM_PATH, MANDALA_CHROMIUM_PATH (which turbo passes through), else Debian's. */
export function chromiumExecutablePath(): string {
  return process.env.CHROMIUM_PATH ?? process.env.MANDALA_CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Launches headless Chromium; fails with what to do when it is not installed. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumExecutablePath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium is not installed at ${executablePath}. Install it (apt-get install -y chromium), point CHROMIUM_PATH at it, ` +
        'or set MANDALA_SKIP_BROWSER_TESTS=1 to skip the browser tests.',
    );
  }
  return chromium.launch({
    executablePath,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** What a page reported while a test drove it. */
export interface PageReport {
  /** Uncaught exceptions and `console.error` calls of the page's own scripts. */
  readonly scriptErrors: string[];
  /** Other console errors: the browser's own, e.g. "Failed to load resource: … status of 403". */
  readonly browserErrors: string[];
  /** Every URL the page requested. */
  readonly requestUrls: string[];
}

/** Collects errors and requests of `page` from now on. */
export function watchPage(page: Page): PageReport {
  const report: PageReport = { scriptErrors: [], browserErrors: [], requestUrls: [] };
  page.on('pageerror', (error) => report.scriptErrors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} (${message.location().url})`;
    if (message.text().startsWith('Failed to load resource:')) report.browserErrors.push(text);
    else report.scriptErrors.push(text);
  });
  page.on('request', (request) => report.requestUrls.push(request.url()));
  return report;
}

/** Options of {@link openPlayground}. */
export interface OpenPlaygroundOptions {
  readonly viewport: { readonly width: number; readonly height: number };
  /** Default timeout of each step, in milliseconds. */
  readonly stepTimeoutMilliseconds: number;
}

/** Opens the playground of the service at `serviceUrl` in a new context, waits until it is ready and enters `key`. */
export async function openPlayground(browser: Browser, serviceUrl: string, key: string, options: OpenPlaygroundOptions): Promise<{ page: Page; report: PageReport }> {
  const page = await (await browser.newContext({ viewport: { ...options.viewport } })).newPage();
  page.setDefaultTimeout(options.stepTimeoutMilliseconds);
  const report = watchPage(page);
  await page.goto(`${serviceUrl}/`);
  await page.locator('html[data-ready="true"]').waitFor();
  await page.locator('#key-input').fill(key);
  await page.locator('#key-input').press('Enter');
  return { page, report };
}
