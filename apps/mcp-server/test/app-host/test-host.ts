// Serves the test host to headless Chromium: the host script bundled with esbuild and inlined into a page set
// with `page.setContent`, so neither the host nor the app page needs a web server (and any request is a leak).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { Browser, Frame, Page } from 'playwright-core';

/** Where Chromium is: CHROMIUM_PATH, MANDALA_CHROMIUM_PATH, else Debian's. */
export function chromiumExecutablePath(): string {
  return process.env.CHROMIUM_PATH ?? process.env.MANDALA_CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** True when MANDALA_SKIP_BROWSER_TESTS=1 asks to skip the browser tests (never skipped silently otherwise). */
export const skipBrowserTests = process.env.MANDALA_SKIP_BROWSER_TESTS === '1';

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumExecutablePath();
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium is not installed at ${executablePath}. Install it (apt-get install -y chromium), point CHROMIUM_PATH at it, or set MANDALA_SKIP_BROWSER_TESTS=1.`);
  }
  return chromium.launch({ executablePath, args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
}

/** The host page's HTML with its bundled AppBridge script. */
export async function testHostPage(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./browser/host-entry.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
    minify: true,
  });
  const script = result.outputFiles[0]?.text.replace(/<\/(script)/gi, '<\\/$1') ?? '';
  return (
    '<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0}iframe{border:0;width:100%;height:1200px;display:block}</style></head>' +
    `<body><script type="module">${script}</script></body></html>`
  );
}

/** What the page and its frames asked of the network, and what went wrong in them. */
export interface HostReport {
  /** Every request the page or its frames started (Chromium also reports those its Content-Security-Policy then blocks). */
  readonly attempts: string[];
  /** The requests that got past the page's policy to the network layer (where the host refuses them all). */
  readonly requests: string[];
  readonly errors: string[];
}

/** Opens the host page; every request is recorded and refused. */
export async function openTestHost(browser: Browser, hostHtml: string, viewport: { width: number; height: number }): Promise<{ page: Page; report: HostReport }> {
  const page = await browser.newPage({ viewport });
  const report: HostReport = { attempts: [], requests: [], errors: [] };
  page.on('request', (request) => report.attempts.push(request.url()));
  page.on('pageerror', (error) => report.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') report.errors.push(message.text());
  });
  await page.route('**/*', (route) => {
    report.requests.push(route.request().url());
    return route.abort();
  });
  await page.setContent(hostHtml);
  await page.waitForFunction("'mandalaHost' in window");
  return { page, report };
}

/** The app's frame (the sandboxed iframe). */
export function appFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (frame === undefined) throw new Error('The host has no app frame yet.');
  return frame;
}

/** What the test host received from the page: chat messages, model context, tool calls. */
export async function hostReceived(page: Page): Promise<{ messages: string[]; contexts: string[]; toolCalls: { name: string; arguments?: Record<string, unknown> }[] }> {
  return page.evaluate(() => {
    const host = (globalThis as unknown as { mandalaHost: { messages: string[]; contexts: string[]; toolCalls: { name: string; arguments?: Record<string, unknown> }[] } }).mandalaHost;
    return { messages: [...host.messages], contexts: [...host.contexts], toolCalls: [...host.toolCalls] };
  });
}

/** Calls a method of the test host (`browser/host-entry.ts`) in the page. */
export async function callHost(page: Page, method: 'load' | 'sendToolResult' | 'sendToolInput' | 'setToolAnswer' | 'setTheme', ...args: unknown[]): Promise<void> {
  await page.evaluate(
    // The function runs in the page, where `mandalaHost` is the host's global.
    ([name, values]) => (globalThis as unknown as Record<string, Record<string, (...parameters: unknown[]) => Promise<void>>>).mandalaHost?.[name as string]?.(...(values as unknown[])),
    [method, args] as const,
  );
}
