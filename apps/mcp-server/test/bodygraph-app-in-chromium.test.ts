// The bodygraph MCP App in headless Chromium behind a host built with the ext-apps AppBridge: the page read with
// resources/read, real generate_chart, generate_composite_chart and get_transits results from the MCP SDK client,
// checked against what the page draws; a tap on a gate answers with its name, tells the model and asks it from the
// Ask button (issue 36); labels stay readable and the chart fills its frame at every width; a result without
// structuredContent is drawn from its text or fetched again through the host; nothing reaches the network; the
// screenshots at desktop, chat and phone width, light and dark, are written for a person to look at.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDefaultEngines, referenceEngine } from '@mandala/operations';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODYGRAPH_APP_URI } from '../src/bodygraph-app/bodygraph-app-resource';
import { appFrame, callHost, hostReceived, launchChromium, openTestHost, skipBrowserTests, testHostPage } from './app-host/test-host';
import type { HostReport } from './app-host/test-host';
import { bearer, connectClient, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

/** Where the screenshots go: MANDALA_SCREENSHOT_DIR, else a folder in the system's temporary directory. */
const screenshotFolder = process.env.MANDALA_SCREENSHOT_DIR ?? join(tmpdir(), 'mandala-bodygraph-app');

interface Results {
  readonly html: string;
  readonly natal: CallToolResult;
  readonly core: CallToolResult;
  readonly composite: CallToolResult;
  readonly transit: CallToolResult;
  /** get_person_chart (version v2) of a person saved with save_person. */
  readonly person: CallToolResult;
}

type Data = Record<string, unknown> & { DefinedCenters: string[]; Channels: { Id: string }[] };
const dataOf = (result: CallToolResult): Data => (result.structuredContent as { data: Data }).data;
/** The text of a resource's contents item (undefined for a blob). */
const textOf = (item: object | undefined): string => String((item as { text?: unknown } | undefined)?.text);
const sorted = (values: readonly string[]): string[] => [...values].sort();
const channelKey = (id: string): string => sorted(id.split('-')).join('-');

async function drawnSets(frame: Frame): Promise<{ centers: string[]; channels: string[] }> {
  const centers = await frame.$$eval('[data-center][data-defined="true"]', (nodes) => nodes.map((node) => node.getAttribute('data-center') ?? ''));
  const channels = await frame.$$eval('[data-channel][data-defined="true"]', (nodes) => nodes.map((node) => node.getAttribute('data-channel') ?? ''));
  return { centers: sorted(centers), channels: sorted(channels.map(channelKey)) };
}

async function showResult(page: Page, result: CallToolResult, view: string): Promise<Frame> {
  await callHost(page, 'sendToolResult', result);
  const frame = appFrame(page);
  await frame.waitForSelector(`body[data-state="drawn"][data-view="${view}"] svg`);
  return frame;
}

/**
 * Waits until the host has sized the iframe to what the view last reported (its whole page), then takes the
 * host page's screenshot. The viewport is tall enough for the whole frame: Chromium paints a frame taller than
 * the viewport only in part in a full-page screenshot.
 */
async function screenshot(page: Page, name: string): Promise<void> {
  const frame = appFrame(page);
  const sized = async () => {
    const height = await frame.evaluate('Math.ceil(document.documentElement.getBoundingClientRect().height)');
    return (await page.evaluate("document.getElementById('app').style.height")) === `${String(height)}px`;
  };
  // Twice, a moment apart: a view that grows in steps (a redraw at the new width, then its lists) is sized at each.
  for (const _pass of [1, 2]) {
    await expect.poll(sized, { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(300);
  }
  await page.screenshot({ path: join(screenshotFolder, name), fullPage: true });
}

async function loadApp(page: Page, html: string, theme: 'light' | 'dark', toolName?: string): Promise<void> {
  await callHost(page, 'load', html, theme, toolName);
}

/**
 * The smallest planet label on screen, in CSS pixels: an SVG column's body label (its font size times the SVG's
 * scale) or an HTML list's term; and how many there were.
 */
async function smallestPlanetLabel(frame: Frame): Promise<{ pixels: number; count: number }> {
  // Runs in the page (a string: this file is compiled without the DOM library).
  return frame.evaluate(`(() => {
    const sizes = [];
    const svg = document.querySelector('#figure svg');
    if (svg !== null) {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      for (const label of svg.querySelectorAll('[data-body] text:first-child')) sizes.push(Number.parseFloat(getComputedStyle(label).fontSize) * scale);
    }
    for (const term of document.querySelectorAll('#columns dt')) sizes.push(Number.parseFloat(getComputedStyle(term).fontSize));
    return { pixels: Math.min(...sizes), count: sizes.length };
  })()`);
}

describe.skipIf(skipBrowserTests)('the bodygraph MCP App behind an ext-apps host in Chromium', () => {
  let served: McpTestServer;
  let browser: Browser;
  let hostHtml: string;
  let results: Results;

  beforeAll(async () => {
    served = await startMcpTestServer({ engines: createDefaultEngines() });
    const { key, accountId } = await served.account('business');
    const client = await connectClient(served.url, bearer(key));
    const tools = await client.listTools();
    const chartTool = tools.tools.find((tool) => tool.name === 'generate_chart');
    expect((chartTool?._meta?.ui as { resourceUri?: string } | undefined)?.resourceUri).toBe(BODYGRAPH_APP_URI);
    const read = await client.readResource({ uri: BODYGRAPH_APP_URI });
    const birth = { birthDateTime: '1985-03-12T14:30', timezone: 'America/New_York' };
    const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
    const saved = await call('save_person', { name: 'Ada', date: '1990-05-15T14:30', timezone: 'Europe/Berlin' });
    const personId = (saved.structuredContent as { data: { id: string } }).data.id;
    expect((tools.tools.find((tool) => tool.name === 'get_person_chart')?._meta?.ui as { resourceUri?: string } | undefined)?.resourceUri).toBe(BODYGRAPH_APP_URI);
    results = {
      html: textOf(read.contents[0]),
      person: await call('get_person_chart', { personId, version: 'v2' }),
      natal: await call('generate_chart', { ...birth, detailLevel: 'standard' }),
      core: await call('generate_chart', { ...birth, detailLevel: 'core' }),
      composite: await call('generate_composite_chart', { personA: birth, personB: { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' } }),
      transit: await call('get_transits', { ...birth, transitDateTime: '2026-03-01T12:00', transitTimezone: 'UTC' }),
    };
    for (const result of Object.values(results).slice(1) as CallToolResult[]) expect(result.isError).toBeFalsy();
    expect(await usedUnits(served.store, accountId)).toBe(5); // the five charts; saving a person and reading the page cost nothing
    await client.close();
    [browser, hostHtml] = await Promise.all([launchChromium(), testHostPage()]);
    mkdirSync(screenshotFolder, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });

  /** The page neither tried to reach anything nor got anything past its policy. */
  const noNetwork = (report: HostReport) => {
    expect(report.attempts.filter((url) => url !== 'about:srcdoc' && url !== 'about:blank')).toEqual([]);
    expect(report.requests).toEqual([]);
  };

  it('draws a real natal chart with its defined centers and channels, answers a tap, toggles the sides, follows the theme, requests nothing', async () => {
    const { page, report } = await openTestHost(browser, hostHtml, { width: 1100, height: 1400 });
    await loadApp(page, results.html, 'light');
    const frame = await showResult(page, results.natal, 'natal');
    const natal = dataOf(results.natal);
    expect(await drawnSets(frame)).toEqual({ centers: sorted(natal.DefinedCenters), channels: sorted(natal.Channels.map((channel) => channelKey(channel.Id))) });

    // Tap gate 22 (the natal Sun here): its name from the reference library, and who activates it.
    await frame.locator('[data-gate="22"]').click();
    await expect.poll(() => frame.textContent('#details-title'), { timeout: 10_000 }).toBe(`Gate 22: ${referenceEngine.getGate(22).Name}`);
    expect(await frame.textContent('#details-text')).toContain(referenceEngine.getGate(22).Theme);
    expect(await frame.textContent('#details-text')).toContain('Personality Sun');
    // A tap on the Solar Plexus itself (its polygon, not a gate inside it): defined in this chart, so its defined theme.
    await frame.dispatchEvent('[data-center="Solar Plexus"]', 'click');
    await expect.poll(() => frame.textContent('#details-title'), { timeout: 10_000 }).toBe('Solar Plexus center (defined)');
    expect(natal.DefinedCenters).toContain('Solar Plexus');
    expect(await frame.textContent('#details-text')).toContain(referenceEngine.getCenter('Solar Plexus').DefinedTheme);
    // And a channel: its name and theme.
    await frame.dispatchEvent('[data-channel="12-22"] path[data-half="22"]', 'click');
    await expect.poll(() => frame.textContent('#details-title'), { timeout: 10_000 }).toBe(`Channel 12-22: ${referenceEngine.getChannel('12-22').Name}`);
    await frame.locator('[data-gate="22"]').click();
    // The tap told the model what the person is looking at; Ask puts the question to the chat (ui/message).
    await expect.poll(async () => (await hostReceived(page)).contexts.at(-1), { timeout: 10_000 }).toContain('gate 22');
    expect(await frame.textContent('#ask')).toBe(`Ask about gate 22 (${referenceEngine.getGate(22).Name})`);
    await frame.locator('#ask').click();
    await expect
      .poll(async () => (await hostReceived(page)).messages, { timeout: 10_000 })
      .toEqual([`Tell me more about gate 22 (${referenceEngine.getGate(22).Name}) in my chart.`]);
    await screenshot(page, 'natal-desktop-light.png');

    // From the keyboard: a gate takes the focus and Enter reads it.
    await frame.focus('[data-gate="43"]');
    await frame.press('[data-gate="43"]', 'Enter');
    await expect.poll(() => frame.textContent('#details-title'), { timeout: 10_000 }).toBe(`Gate 43: ${referenceEngine.getGate(43).Name}`);

    // Design only: no Personality gate is drawn, and only channels with both gates on the Design side are defined.
    await frame.locator('input[value="design"]').check();
    await frame.waitForFunction('document.querySelectorAll(\'[data-gate][data-activation="personality"]\').length === 0');
    const gates = natal as unknown as { Gates: { Gate: number; Activation: string }[] };
    const designGates = new Set(gates.Gates.filter((gate) => gate.Activation === 'Design').map((gate) => gate.Gate));
    const designChannels = (await drawnSets(frame)).channels;
    for (const id of designChannels) expect(id.split('-').every((gate) => designGates.has(Number(gate)))).toBe(true);
    await frame.locator('input[value="both"]').check();

    await callHost(page, 'setTheme', 'dark');
    await frame.waitForFunction("document.documentElement.dataset.theme === 'dark'");
    await expect.poll(() => frame.$eval('svg rect', (rect) => rect.getAttribute('fill')), { timeout: 10_000 }).toBe('#1c1c1e');
    await screenshot(page, 'natal-desktop-dark.png');

    noNetwork(report);
    expect(report.errors).toEqual([]);

    // The page's own policy refuses a connection before any request leaves (the host's routing never sees one).
    const attempt = await frame.evaluate("fetch('http://127.0.0.1:9/leak').then(() => 'reached', () => 'refused')");
    expect(attempt).toBe('refused');
    await frame.evaluate("new Promise((resolve) => { const image = new Image(); image.onerror = resolve; image.onload = resolve; image.src = 'http://127.0.0.1:9/pixel.png'; })");
    expect(report.requests).toEqual([]);
    expect(report.errors.join('\n')).toMatch(/Content Security Policy/);
    await page.close();
  }, 120_000);

  it('draws a real composite and a transit overlay with the combined centers and channels', async () => {
    const { page, report } = await openTestHost(browser, hostHtml, { width: 1100, height: 1400 });
    await loadApp(page, results.html, 'light');
    let frame = await showResult(page, results.composite, 'composite');
    const composite = (dataOf(results.composite) as unknown as { Composite: Data }).Composite;
    expect(await drawnSets(frame)).toEqual({ centers: sorted(composite.DefinedCenters), channels: sorted(composite.Channels.map((channel) => channelKey(channel.Id))) });
    await frame.locator('[data-gate="1"]').click();
    await expect.poll(() => frame.textContent('#details-title'), { timeout: 10_000 }).toBe(`Gate 1: ${referenceEngine.getGate(1).Name}`);
    await screenshot(page, 'composite-desktop-light.png');

    frame = await showResult(page, results.transit, 'transit');
    const transit = dataOf(results.transit) as unknown as { Combined: { DefinedCenters: string[] }; TransitGates: number[] };
    expect((await drawnSets(frame)).centers).toEqual(sorted(transit.Combined.DefinedCenters));
    const transitOnly = await frame.$$eval('[data-gate][data-activation="transit"]', (nodes) => nodes.map((node) => Number(node.getAttribute('data-gate'))));
    for (const gate of transitOnly) expect(transit.TransitGates).toContain(gate);
    expect(transitOnly.length).toBeGreaterThan(0);
    await screenshot(page, 'transit-desktop-light.png');

    // A saved person's chart (get_person_chart, v2): drawn like generate_chart's, with its sides.
    frame = await showResult(page, results.person, 'natal');
    const person = dataOf(results.person);
    expect(await drawnSets(frame)).toEqual({ centers: sorted(person.DefinedCenters), channels: sorted(person.Channels.map((channel) => channelKey(channel.Id))) });
    expect(await frame.isVisible('#sides')).toBe(true);

    // A core result: the defined centers and channels, without sides.
    frame = await showResult(page, results.core, 'natal');
    const core = dataOf(results.core);
    expect(await drawnSets(frame)).toEqual({ centers: sorted(core.DefinedCenters), channels: sorted(core.Channels.map((channel) => channelKey(channel.Id))) });
    expect(await frame.isHidden('#sides')).toBe(true);
    expect(await frame.textContent('#note')).toContain('detailLevel "standard"');

    noNetwork(report);
    expect(report.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('lays out at phone width with the activation columns below, in light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, report } = await openTestHost(browser, hostHtml, { width: 390, height: 1600 });
      await loadApp(page, results.html, theme);
      const frame = await showResult(page, results.natal, 'natal');
      expect(await frame.getAttribute('body', 'data-layout')).toBe('narrow');
      expect(await frame.$$eval('#columns h3', (nodes) => nodes.map((node) => node.textContent))).toEqual(['Design', 'Personality']);
      expect(await frame.$$('svg [data-side]')).toHaveLength(0); // the SVG leaves its columns to the HTML lists
      const svgWidth = await frame.$eval('#figure svg', (svg) => svg.getBoundingClientRect().width);
      expect(svgWidth).toBeLessThanOrEqual(390);
      await frame.locator('[data-gate="22"]').click();
      await expect.poll(() => frame.textContent('#details-title'), { timeout: 10_000 }).toBe(`Gate 22: ${referenceEngine.getGate(22).Name}`);
      await screenshot(page, `natal-phone-${theme}.png`);
      noNetwork(report);
      expect(report.errors).toEqual([]);
      await page.close();
    }
  }, 120_000);

  it('keeps planet labels at 11 px or more and fills the frame, at phone, chat and desktop width', async () => {
    // Desktop: the details beside the chart; chat (a typical inline frame): the details below; phone: lists below.
    for (const [width, layout, chartShare] of [
      [1100, 'wide', 0.65],
      [760, 'wide', 0.95],
      [390, 'narrow', 0.95],
    ] as const) {
      const { page, report } = await openTestHost(browser, hostHtml, { width, height: 1800 });
      await loadApp(page, results.html, 'light');
      const frame = await showResult(page, results.natal, 'natal');
      expect(await frame.getAttribute('body', 'data-layout')).toBe(layout);
      const label = await smallestPlanetLabel(frame);
      expect(label.count).toBe(26);
      expect(label.pixels).toBeGreaterThanOrEqual(11);
      const svgWidth = await frame.$eval('#figure svg', (svg) => svg.getBoundingClientRect().width);
      expect(svgWidth).toBeGreaterThanOrEqual(width * chartShare);
      if (width === 760) await screenshot(page, 'natal-chat-width-light.png');
      noNetwork(report);
      expect(report.errors).toEqual([]);
      await page.close();
    }
  }, 120_000);

  it('draws a natal chart from its text when structuredContent is absent, and fetches a composite again through the host', async () => {
    const { page, report } = await openTestHost(browser, hostHtml, { width: 1100, height: 1400 });
    await loadApp(page, results.html, 'light', 'generate_chart');
    const natal = dataOf(results.natal);
    const { structuredContent: _natalData, ...natalTextOnly } = results.natal;
    let frame = await showResult(page, natalTextOnly, 'natal');
    expect(await drawnSets(frame)).toEqual({ centers: sorted(natal.DefinedCenters), channels: sorted(natal.Channels.map((channel) => channelKey(channel.Id))) });
    expect(await frame.isVisible('#sides')).toBe(true); // the text's table of gates brings both sides
    expect((await hostReceived(page)).toolCalls).toEqual([]);

    // A composite's text is not drawn from: the page calls the tool again with the call's arguments, once.
    await loadApp(page, results.html, 'light', 'generate_composite_chart');
    const compositeArguments = { personA: { birthDateTime: '1985-03-12T14:30', timezone: 'America/New_York' }, personB: { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' } };
    await callHost(page, 'sendToolInput', compositeArguments);
    await callHost(page, 'setToolAnswer', results.composite);
    const { structuredContent: _compositeData, ...compositeTextOnly } = results.composite;
    await callHost(page, 'sendToolResult', compositeTextOnly);
    frame = appFrame(page);
    await frame.waitForSelector('body[data-state="drawn"][data-view="composite"] svg');
    const composite = (dataOf(results.composite) as unknown as { Composite: Data }).Composite;
    expect((await drawnSets(frame)).centers).toEqual(sorted(composite.DefinedCenters));
    expect((await hostReceived(page)).toolCalls).toEqual([{ name: 'generate_composite_chart', arguments: compositeArguments }]);
    noNetwork(report);
    expect(report.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('draws a hostile result as text: markup in its names runs nothing and odd ids break nothing', async () => {
    const { page, report } = await openTestHost(browser, hostHtml, { width: 1100, height: 1400 });
    await loadApp(page, results.html, 'light');
    const markup = '<img src=x onerror="document.body.dataset.pwned=1"><script>document.body.dataset.pwned=2</script>';
    const hostile: CallToolResult = {
      content: [{ type: 'text', text: 'x' }],
      structuredContent: {
        version: 'v1',
        tool: 'generate_chart',
        data: { Type: markup, Profile: markup, Authority: markup, Definition: markup, IncarnationCross: { Name: markup }, DefinedCenters: ['Throat', markup], Channels: [{ Id: '12-22"] , body', Name: markup }] },
        meta: {},
      },
    };
    const frame = await showResult(page, hostile, 'natal');
    expect(await frame.$$('#figure img, #figure script, #figure foreignObject')).toHaveLength(0);
    expect(await frame.getAttribute('body', 'data-pwned')).toBeNull();
    expect(await frame.textContent('#figure svg title')).toContain('<img src=x');
    expect((await drawnSets(frame)).centers).toEqual(['Throat']);
    noNetwork(report);
    expect(report.errors).toEqual([]);
    await page.close();
  }, 120_000);
});
