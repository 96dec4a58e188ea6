// Serves an engine bundle from a local HTTP server and opens it in a page as `window.mandalaEngine`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import type { BrowserBundle } from '../src/bundle-for-browser';

/** A local server for one bundle: `/` is an empty page, `/engine.js` the bundle, `/<chunk>` its chunks. */
export interface EngineServer {
  readonly url: string;
  /** Paths of the chunks served so far, in order. */
  readonly chunkRequests: readonly string[];
  close(): Promise<void>;
}

/** Serves a bundle (entry and chunks) on 127.0.0.1 (a free port). */
export async function serveEngine(bundle: Pick<BrowserBundle, 'code' | 'chunks'>): Promise<EngineServer> {
  const chunks = new Map(bundle.chunks.map((chunk) => [`/${chunk.fileName}`, chunk.code]));
  const chunkRequests: string[] = [];
  const server = createServer((request, response) => {
    const chunk = chunks.get(request.url ?? '');
    if (request.url === '/engine.js' || chunk !== undefined) {
      if (chunk !== undefined) chunkRequests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(chunk ?? bundle.code);
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
    chunkRequests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * A fresh page with the bundle imported as `window.mandalaEngine`; resolves to the page and the import's
 * milliseconds. With `tablesFrom`/`tablesTo` (ISO dates) it then awaits `loadPositionTables` over that range.
 */
export async function openEnginePage(
  browser: Browser,
  server: EngineServer,
  errors: string[] = [],
  tables?: { readonly from: string; readonly to: string },
): Promise<{ page: Page; importMilliseconds: number }> {
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
  if (tables !== undefined) await loadTablesInPage(page, tables.from, tables.to);
  return { page, importMilliseconds };
}

/** Awaits the engine's `loadPositionTables(from, to)` in the page; resolves to its milliseconds. */
export function loadTablesInPage(page: Page, from: string, to: string): Promise<number> {
  return page.evaluate(
    async ({ from, to }) => {
      const engine = (globalThis as unknown as { mandalaEngine: { loadPositionTables: (from: Date, to: Date) => Promise<void> } }).mandalaEngine;
      const started = performance.now();
      await engine.loadPositionTables(new Date(from), new Date(to));
      return performance.now() - started;
    },
    { from, to },
  );
}
