// Guards the engine bundle's weight in a page: the position tables stay out of the entry (≤ 1.2 MB gzip in all),
// a page fetches only the time spans it asks for, computes the Node chart byte for byte from them, and gets a
// clear `tables_not_loaded` error, naming what to call, for a period it has not loaded.
import { natalChart } from '@mandala/bodygraph';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleForBrowser, type BrowserBundle } from '../src/bundle-for-browser';
import { BODYGRAPH_ENTRY } from '../src/engine-entries';
import { loadTablesInPage, openEnginePage, serveEngine } from './engine-page';
import type { EngineServer } from './engine-page';
import { launchChromium, skipBrowserTests } from './headless-chromium';

const MAXIMUM_ENTRY_GZIP_BYTES = 1_200_000;

function chartOutcome(page: Page, birth: { date: string; timezone: string }): Promise<{ json?: string; code?: unknown; message?: string }> {
  return page.evaluate((birth) => {
    const engine = (globalThis as unknown as { mandalaEngine: { natalChart: (birth: unknown, options: unknown) => unknown } }).mandalaEngine;
    try {
      return { json: JSON.stringify(engine.natalChart(birth, { version: 'v3' })) };
    } catch (error) {
      return { code: (error as { code?: unknown }).code, message: (error as Error).message };
    }
  }, birth);
}

describe('the position tables in a page, per time span', () => {
  let bundle: BrowserBundle;

  beforeAll(async () => {
    bundle = await bundleForBrowser({ entry: BODYGRAPH_ENTRY });
  }, 120_000);

  it('keeps the tables out of the entry: 1.2 MB gzip at most, one chunk per span of about 22 years', () => {
    expect(bundle.gzipBytes).toBeLessThanOrEqual(MAXIMUM_ENTRY_GZIP_BYTES);
    const spans = bundle.chunks.filter((chunk) => chunk.fileName.startsWith('position-tables-'));
    expect(spans).toHaveLength(18);
    for (const span of spans) expect(span.gzipBytes).toBeLessThan(250_000);
  });

  describe.skipIf(skipBrowserTests)('in headless Chromium', () => {
    let browser: Browser;
    let server: EngineServer;
    let page: Page;
    const pageErrors: string[] = [];

    beforeAll(async () => {
      browser = await launchChromium();
      server = await serveEngine(bundle);
      ({ page } = await openEnginePage(browser, server, pageErrors));
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('answers tables_not_loaded, saying what to call, before the tables are loaded', async () => {
      const outcome = await chartOutcome(page, { date: '1985-03-12T14:30', timezone: 'America/New_York' });
      expect(outcome.code).toBe('tables_not_loaded');
      expect(outcome.message).toMatch(/loadPositionTables/);
      expect(server.chunkRequests).toEqual([]);
    });

    it('fetches only the span of the birth and its design moment, then charts as Node does', async () => {
      await loadTablesInPage(page, '1985-03-12', '1985-03-12');
      expect(server.chunkRequests).toHaveLength(1);
      expect(server.chunkRequests[0]).toMatch(/^\/position-tables-1979\b/);
      const birth = { date: '1985-03-12T14:30', timezone: 'America/New_York' };
      expect((await chartOutcome(page, birth)).json).toBe(JSON.stringify(natalChart(birth, { version: 'v3' })));
    });

    it('still refuses a period it has not loaded, and loads a span once', async () => {
      const outcome = await chartOutcome(page, { date: '1801-06-01T12:00', timezone: 'America/Sao_Paulo' });
      expect(outcome.code).toBe('tables_not_loaded');
      await loadTablesInPage(page, '1985-01-01', '1986-01-01');
      expect(server.chunkRequests).toHaveLength(1);
    });

    it('reported no page errors', () => {
      expect(pageErrors).toEqual([]);
    });
  });
});
