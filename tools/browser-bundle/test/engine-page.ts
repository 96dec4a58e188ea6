// Serves an engine bundle from a local HTTP server and opens it in a page as `window.mandalaEngine`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';

/** A local server for one bundle: `/` is an empty page, `/engine.js` the bundle. */
export interface EngineServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `bundleCode` on 127.0.0.1 (a free port). */
export async function serveEngine(bundleCode: string): Promise<EngineServer> {
  const server = createServer((request, response) => {
    if (request.url === '/engine.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(bundleCode);
    } else if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>engine</title>');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A fresh page with the bundle imported as `window.mandalaEngine`; resolves to the page and the import's milliseconds. */
export async function openEnginePage(browser: Browser, server: EngineServer, errors: string[] = []): Promise<{ page: Page; importMilliseconds: number }> {
  const page = await browser.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${server.url}/`);
  // A string, not a function: the test runner rewrites `import()` in the functions it compiles.
  const importMilliseconds = (await page.evaluate(
    "(async () => { const started = performance.now(); window.mandalaEngine = await import('/engine.js'); return performance.now() - started; })()",
  )) as number;
  return { page, importMilliseconds };
}
