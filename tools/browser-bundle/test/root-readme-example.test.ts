// The root README's "engine without a server" example runs as printed and prints what its comments say, in Node
// and, through the engine bundle, in headless Chromium.
import { readFileSync } from 'node:fs';
import * as bodygraph from '@mandala/bodygraph';
import { describe, expect, it } from 'vitest';
import { bundleForBrowser } from '../src/bundle-for-browser';
import { BODYGRAPH_ENTRY } from '../src/engine-entries';
import { openEnginePage, serveEngine } from './engine-page';
import { launchChromium, skipBrowserTests } from './headless-chromium';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## The engine without a server, in your code'));
const example = /```js\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
const importLine = "import { natalChart } from '@mandala/bodygraph';";
/** The example with its import turned into a read of `engine`, and `console.log` collecting lines. */
const runnable = example.replace(importLine, 'const { natalChart } = engine;');
const printed = [...example.matchAll(/^console\.log\(.*\); \/\/ (.*)$/gm)].map((match) => match[1]);

function run(engine: unknown): string[] {
  const lines: string[] = [];
  new Function('engine', 'console', runnable)(engine, { log: (...values: unknown[]) => lines.push(values.join(' ')) });
  return lines;
}

describe('the root README example', () => {
  it('imports one package and prints five lines, each stated in its comment', () => {
    expect(example).toContain(importLine);
    expect(printed).toHaveLength(5);
    expect(run(bodygraph)).toEqual(printed);
  });

  it.skipIf(skipBrowserTests)('prints the same in headless Chromium', async () => {
    const browser = await launchChromium();
    const server = await serveEngine(await bundleForBrowser({ entry: BODYGRAPH_ENTRY }));
    try {
      // A page loads the position tables of the period it computes (the example's births) before its first chart.
      const { page } = await openEnginePage(browser, server, [], { from: '1900-01-01', to: '2030-01-01' });
      const lines = await page.evaluate((source) => {
        const lines: string[] = [];
        new Function('engine', 'console', source)((globalThis as unknown as { mandalaEngine: unknown }).mandalaEngine, { log: (...values: unknown[]) => lines.push(values.join(' ')) });
        return lines;
      }, runnable);
      expect(lines).toEqual(printed);
    } finally {
      await browser.close();
      await server.close();
    }
  }, 60_000);
});
