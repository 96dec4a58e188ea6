// Headless Chromium for the browser tests: Debian's package, or CHROMIUM_PATH / MANDALA_CHROMIUM_PATH.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/** True when MANDALA_SKIP_BROWSER_TESTS=1 asks to skip the browser tests (never skipped silently otherwise). */
export const skipBrowserTests = process.env.MANDALA_SKIP_BROWSER_TESTS === '1';

/** Launches headless Chromium; fails with what to do when it is not installed. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? process.env.MANDALA_CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium is not installed at ${executablePath}. Install it (apt-get install -y chromium), point CHROMIUM_PATH at it, or set MANDALA_SKIP_BROWSER_TESTS=1.`);
  }
  return chromium.launch({ executablePath, args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
}
