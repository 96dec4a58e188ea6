// Issue 23, defect 12, in real headless Chromium against the whole service: the focus ring after a submit looked
// like the red box of a field in error; the bodygraph had no legend for red and black; at phone width its gate
// numbers were 4–5 CSS px because the activation columns took two thirds of the picture's width. Screenshots at
// desktop and phone width go to apps/server/test-output/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { launchChromium, openPlayground, skipBrowserTests } from './headless-chromium';

const stepTimeoutMilliseconds = 60_000;
const screenshotFolder = fileURLToPath(new URL('../test-output/', import.meta.url));
const birth = { date: '1985-03-12', time: '14:30', timezone: 'Europe/Amsterdam' };

/** What the page draws of its gate numbers: the smallest rendered size in CSS px, and whether each fits its circle. */
interface GateNumbers {
  readonly count: number;
  readonly smallestRenderedPixels: number;
  readonly allInsideTheirCircles: boolean;
}

const measureGateNumbers = (figureId: string) => `(() => {
  const groups = Array.from(document.querySelectorAll('#${figureId} g.gates > g'));
  let smallest = Infinity;
  let inside = true;
  for (const group of groups) {
    const text = group.querySelector('text');
    const circle = group.querySelector('circle:last-of-type');
    const rendered = parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a;
    smallest = Math.min(smallest, rendered);
    const t = text.getBoundingClientRect();
    const c = circle.getBoundingClientRect();
    if (t.width > c.width + 0.5) inside = false;
  }
  return { count: groups.length, smallestRenderedPixels: smallest, allInsideTheirCircles: inside };
})()`;

/** `rgb(r, g, b)` as numbers. */
function channels(color: string): number[] {
  return (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

describe.skipIf(skipBrowserTests)('the playground\'s focus ring, bodygraph legend and phone layout in headless Chromium', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let browser: Browser;
  let key: string;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-playground-focus-'));
    mkdirSync(screenshotFolder, { recursive: true });
    browser = await launchChromium();
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
    key = (await running.rest.store.createAccountWithKey({ name: 'playground', plan: 'business' })).key;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await running?.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  async function openWithChart(width: number, height: number): Promise<Page> {
    const { page } = await openPlayground(browser, running.rest.url, key, { viewport: { width, height }, stepTimeoutMilliseconds });
    await page.locator('#birth-place').fill('Amsterdam, North Holland, Netherlands');
    await page.locator('#birth-zone').fill(birth.timezone);
    await page.locator('#birth-date').fill(birth.date);
    await page.locator('#birth-time').fill(birth.time);
    await page.locator('#birth-time').press('Enter');
    await page.locator('#chart-picture svg[role="img"]').waitFor();
    return page;
  }

  it('draws the focus after a submit in blue, apart from the red border of a field in error', async () => {
    const { page, report } = await openPlayground(browser, running.rest.url, key, { viewport: { width: 1280, height: 900 }, stepTimeoutMilliseconds });
    await page.locator('#birth-zone').fill('Europe/Atlantis');
    await page.locator('#birth-date').fill(birth.date);
    await page.locator('#birth-time').fill(birth.time);
    await page.locator('#birth-time').press('Enter');
    await expect.poll(() => page.evaluate('document.activeElement.getAttribute("aria-invalid")')).toBe('true');
    // The field in error has the focus: its border is the error's red, its focus ring another color.
    const field = (await page.evaluate(`(() => {
      const style = getComputedStyle(document.activeElement);
      return { id: document.activeElement.id, outline: style.outlineColor, outlineStyle: style.outlineStyle, border: style.borderTopColor };
    })()`)) as { id: string; outline: string; outlineStyle: string; border: string };
    expect(field.id).toBe('birth-zone');
    expect(field.outlineStyle).toBe('solid');
    expect(field.outline).not.toBe(field.border);
    const [red = 0, , blue = 0] = channels(field.outline);
    const [errorRed = 0, , errorBlue = 0] = channels(field.border);
    expect(errorRed).toBeGreaterThan(errorBlue);
    expect(blue).toBeGreaterThan(red); // blue, not another shade of the error's red
    const fieldBox = await page.locator('#birth-zone').boundingBox();
    if (fieldBox !== null) {
      const clip = { x: fieldBox.x - 12, y: fieldBox.y - 12, width: fieldBox.width + 24, height: fieldBox.height + 24 };
      await page.screenshot({ path: join(screenshotFolder, 'playground-focus-on-field-in-error.png'), clip });
    }

    // A good submit moves the focus to the chart's heading: underlined in the focus color, no box around it.
    await page.locator('#birth-zone').fill(birth.timezone);
    await page.locator('#birth-zone').press('Enter');
    await expect.poll(() => page.evaluate('document.activeElement.id')).toBe('chart-heading');
    await page.locator('#chart-heading').screenshot({ path: join(screenshotFolder, 'playground-focus-on-chart-heading.png') });
    const heading = (await page.evaluate(`(() => {
      const style = getComputedStyle(document.activeElement);
      return { outlineStyle: style.outlineStyle, line: style.textDecorationLine, color: style.textDecorationColor };
    })()`)) as { outlineStyle: string; line: string; color: string };
    expect(heading.outlineStyle).toBe('none');
    expect(heading.line).toBe('underline');
    expect(heading.color).toBe(field.outline);
    expect(report.scriptErrors).toEqual([]);
  }, 120_000);

  it('explains red and black beside the bodygraph, in the colors the picture uses', async () => {
    const page = await openWithChart(1280, 900);
    const legend = page.locator('#chart-legend');
    expect(await legend.isVisible()).toBe(true);
    expect(await legend.textContent()).toMatch(/Red: Design[\s\S]*Black: Personality[\s\S]*Striped: both/);
    const swatches = (await page.evaluate(`[
      getComputedStyle(document.querySelector('.swatch-design')).backgroundColor,
      getComputedStyle(document.querySelector('.swatch-personality')).backgroundColor,
    ]`)) as string[];
    // The picture's Design and Personality columns are drawn in the same colors as the swatches.
    const columns = (await page.evaluate(`[
      getComputedStyle(document.querySelector('#chart-picture g.column[data-side="Design"]')).fill,
      getComputedStyle(document.querySelector('#chart-picture g.column[data-side="Personality"]')).fill,
    ]`)) as string[];
    expect(swatches).toEqual(columns);
    expect(await page.locator('#chart-picture').getAttribute('data-layout')).toBe('service');
    await page.locator('#chart-section .chart-layout').screenshot({ path: join(screenshotFolder, 'playground-chart-desktop.png') });
  }, 120_000);

  it('draws gate numbers of at least 9 CSS px at phone width, the activation columns below the bodygraph', async () => {
    const page = await openWithChart(390, 844);
    const figure = page.locator('#chart-picture');
    expect(await figure.getAttribute('data-layout')).toBe('stacked');
    const gates = (await page.evaluate(measureGateNumbers('chart-picture'))) as GateNumbers;
    expect(gates.count).toBe(64);
    expect(gates.smallestRenderedPixels).toBeGreaterThanOrEqual(9);
    expect(gates.allInsideTheirCircles).toBe(true);
    const boxes = (await page.evaluate(`(() => {
      const box = (selector) => document.querySelector(selector).getBoundingClientRect().toJSON();
      return { body: box('#chart-picture g.bodygraph'), design: box('#chart-picture g.column[data-side="Design"]'),
        personality: box('#chart-picture g.column[data-side="Personality"]'), figure: box('#chart-picture') };
    })()`)) as Record<'body' | 'design' | 'personality' | 'figure', { top: number; bottom: number; left: number; right: number }>;
    expect(boxes.design.top).toBeGreaterThan(boxes.body.bottom);
    expect(boxes.personality.top).toBeGreaterThan(boxes.body.bottom);
    expect(boxes.design.right).toBeLessThan(boxes.personality.left);
    expect(boxes.personality.right).toBeLessThanOrEqual(boxes.figure.right);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await page.locator('#chart-legend').isVisible()).toBe(true);
    await page.locator('#chart-section .picture-column').screenshot({ path: join(screenshotFolder, 'playground-chart-phone.png') });

    // The composite's paired columns go below its bodygraph too.
    await page.locator('#partner-zone').fill('America/Sao_Paulo');
    await page.locator('#partner-date').fill('1990-05-15');
    await page.locator('#partner-time').fill('06:05');
    await page.locator('#partner-submit').click();
    await page.locator('#composite-picture svg[role="img"]').waitFor();
    expect(await page.locator('#composite-picture').getAttribute('data-layout')).toBe('stacked');
    const compositeGates = (await page.evaluate(measureGateNumbers('composite-picture'))) as GateNumbers;
    expect(compositeGates.count).toBe(64);
    expect(compositeGates.smallestRenderedPixels).toBeGreaterThanOrEqual(9);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.locator('#composite-picture').screenshot({ path: join(screenshotFolder, 'playground-composite-phone.png') });

    // Wider again: the service's own layout comes back, gate numbers as drawn.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => figure.getAttribute('data-layout')).toBe('service');
    expect(await page.evaluate(`document.querySelector('#chart-picture g.gates').getAttribute('font-size')`)).toBe('9');
    expect(await page.evaluate(`document.querySelector('#chart-picture g.column').getAttribute('transform')`)).toBeNull();
  }, 120_000);
});
