// The engine bundle in real headless Chromium computes the same charts as Node, field for field and byte for
// byte of their JSON: v1, v2 and v3 across zones, the DST gap and fold, historical offsets, and the errors.
import { natalChart } from '@mandala/bodygraph';
import type { BirthInput, ChartVersion } from '@mandala/bodygraph';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleForBrowser } from '../src/bundle-for-browser';
import { BODYGRAPH_ENTRY } from '../src/engine-entries';
import { BROWSER_BIRTHS } from './births';
import { openEnginePage, serveEngine } from './engine-page';
import type { EngineServer } from './engine-page';
import { launchChromium, skipBrowserTests } from './headless-chromium';

/** Every span of the position tables (the births reach back to 1801). */
const WHOLE_RANGE = { from: '1800-01-01', to: '2200-01-01' };

/** A chart as JSON text, or the error it threw (`name`, `code`, `message`). */
type Outcome = { readonly json: string } | { readonly error: { readonly name: string; readonly code: unknown; readonly message: string } };

function nodeOutcome(birth: BirthInput, version: ChartVersion): Outcome {
  try {
    return { json: JSON.stringify(natalChart(birth, { version })) };
  } catch (error) {
    const { name, message, code } = error as Error & { code?: unknown };
    return { error: { name, code, message } };
  }
}

function pageOutcomes(page: Page, births: readonly BirthInput[], version: ChartVersion): Promise<Outcome[]> {
  return page.evaluate(
    ({ births, version }) => {
      const engine = (globalThis as unknown as { mandalaEngine: { natalChart: (birth: unknown, options: unknown) => unknown } }).mandalaEngine;
      return births.map((birth) => {
        try {
          return { json: JSON.stringify(engine.natalChart(birth, { version })) };
        } catch (error) {
          const { name, message, code } = error as Error & { code?: unknown };
          return { error: { name, code, message } };
        }
      });
    },
    { births, version },
  );
}

describe.skipIf(skipBrowserTests)('the engine bundle in headless Chromium', () => {
  let browser: Browser;
  let server: EngineServer;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    server = await serveEngine(await bundleForBrowser({ entry: BODYGRAPH_ENTRY }));
    ({ page } = await openEnginePage(browser, server, pageErrors, WHOLE_RANGE));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const version of ['v3', 'v2', 'v1'] as const) {
    it(`computes the natal ${version} charts Node computes, field for field`, async () => {
      const inBrowser = await pageOutcomes(page, BROWSER_BIRTHS, version);
      const inNode = BROWSER_BIRTHS.map((birth) => nodeOutcome(birth, version));
      expect(inBrowser.map((outcome) => ('json' in outcome ? JSON.parse(outcome.json) : outcome))).toEqual(
        inNode.map((outcome) => ('json' in outcome ? JSON.parse(outcome.json) : outcome)),
      );
      expect(inBrowser).toEqual(inNode); // and the same JSON text, number for number
    }, 60_000);
  }

  it('reports the DST gap and fold as Node does, from the engine\'s own zone data', async () => {
    const [gap, fold] = (await pageOutcomes(page, BROWSER_BIRTHS.slice(3, 5), 'v3')).map((outcome) => ('json' in outcome ? (JSON.parse(outcome.json) as { Warnings?: string[] }) : {}));
    expect(gap?.Warnings?.join(' ')).toMatch(/nonexistent|gap|skipped/i);
    expect(fold?.Warnings?.join(' ')).toMatch(/ambiguous|fold|twice|repeated/i);
  });

  it('throws the errors Node throws, with their codes', async () => {
    const wrong: BirthInput[] = [
      { date: '1985-03-12T14:30', timezone: 'Mars/Olympus_Mons' },
      { date: '1750-03-12T14:30', timezone: 'Europe/Paris' },
      { date: '2021-03-14T02:30', timezone: 'America/New_York', disambiguation: 'reject' },
      { date: '1985-02-30T14:30', timezone: 'UTC' },
    ];
    const inBrowser = await pageOutcomes(page, wrong, 'v3');
    expect(inBrowser).toEqual(wrong.map((birth) => nodeOutcome(birth, 'v3')));
    expect(inBrowser.map((outcome) => ('error' in outcome ? outcome.error.code : 'no error'))).toEqual([
      'invalid_timezone',
      'date_out_of_range',
      'nonexistent_local_time',
      'invalid_date',
    ]);
  });

  it('reported no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
