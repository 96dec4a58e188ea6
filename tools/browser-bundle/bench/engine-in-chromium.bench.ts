// Prints the engine bundle's size (the entry, and the position-table chunks a page fetches per time span) and, in
// headless Chromium, the time to import it, to load the span of a 1985 birth, the first natal v3 chart of a fresh
// page (which decodes the body spans it reads) and a warm chart. Figures only; nothing is asserted.
import type { Page } from 'playwright-core';
import { bundleForBrowser } from '../src/bundle-for-browser';
import { BODYGRAPH_ENTRY } from '../src/engine-entries';
import { loadTablesInPage, openEnginePage, serveEngine } from '../test/engine-page';
import { launchChromium } from '../test/headless-chromium';

const coldPages = 7;
const warmCharts = 200;

/** Mean milliseconds of a natal v3 chart over `births` computed in one go (the page's timer is too coarse for one). */
function meanChartMilliseconds(page: Page, births: ReadonlyArray<{ date: string; timezone: string }>): Promise<number> {
  return page.evaluate((list) => {
    const engine = (globalThis as unknown as { mandalaEngine: { natalChart: (birth: unknown, options: unknown) => unknown } }).mandalaEngine;
    const started = performance.now();
    for (const birth of list) engine.natalChart(birth, { version: 'v3' });
    return (performance.now() - started) / list.length;
  }, births);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Milliseconds of one natal v3 chart per birth, in order, measured in the page (to Chromium's 0.1 ms timer). */
function chartMilliseconds(page: Page, births: ReadonlyArray<{ date: string; timezone: string }>): Promise<number[]> {
  return page.evaluate((list) => {
    const engine = (globalThis as unknown as { mandalaEngine: { natalChart: (birth: unknown, options: unknown) => unknown } }).mandalaEngine;
    return list.map((birth) => {
      const started = performance.now();
      engine.natalChart(birth, { version: 'v3' });
      return performance.now() - started;
    });
  }, births);
}

const bundle = await bundleForBrowser({ entry: BODYGRAPH_ENTRY });
const server = await serveEngine(bundle);
const browser = await launchChromium();
try {
  const imports: number[] = [];
  const loads: number[] = [];
  const firsts: number[] = [];
  let warm = 0;
  for (let run = 0; run < coldPages; run += 1) {
    const { page, importMilliseconds } = await openEnginePage(browser, server);
    imports.push(importMilliseconds);
    loads.push(await loadTablesInPage(page, '1985-03-12', '1985-03-12'));
    const [first] = await chartMilliseconds(page, [{ date: '1985-03-12T14:30', timezone: 'America/New_York' }]);
    firsts.push(first as number);
    if (run === coldPages - 1) {
      const births = Array.from({ length: warmCharts }, (_, index) => ({
        date: `${1900 + (index % 200)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}T${String(index % 24).padStart(2, '0')}:17`,
        timezone: ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'][index % 4] as string,
      }));
      await loadTablesInPage(page, '1900-01-01', '2100-01-01');
      await meanChartMilliseconds(page, births); // every table decoded, the code optimized
      warm = await meanChartMilliseconds(page, births);
    }
    await page.close();
  }
  const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
  const spans = bundle.chunks.filter((chunk) => chunk.fileName.startsWith('position-tables-'));
  const spanGzip = spans.map((chunk) => chunk.gzipBytes);
  console.log(`@mandala/bodygraph for browsers: ${megabytes(bundle.bytes)} minified, ${megabytes(bundle.gzipBytes)} gzip (${bundle.inputs.length} source files)`);
  console.log(
    `  position tables: ${spans.length} chunks of about 22 years, ${megabytes(Math.min(...spanGzip))}–${megabytes(Math.max(...spanGzip))} gzip each, ` +
      `${megabytes(spanGzip.reduce((sum, bytes) => sum + bytes, 0))} gzip for 1800–2200`,
  );
  console.log(`Chromium ${browser.version()}, medians of ${coldPages} fresh pages:`);
  console.log(`  import (parse and evaluate): ${median(imports).toFixed(0)} ms`);
  console.log(`  loadPositionTables for a 1985 birth (one chunk, local server): ${median(loads).toFixed(0)} ms`);
  console.log(`  first natal v3 chart after that (decodes its body spans): ${median(firsts).toFixed(1)} ms`);
  console.log(`  warm natal v3 chart: ${(warm * 1000).toFixed(0)} µs (mean of ${warmCharts} births, 1900–2099)`);
} finally {
  await browser.close();
  await server.close();
}
