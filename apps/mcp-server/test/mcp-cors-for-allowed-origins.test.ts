// OPTIONS answered 405 (or 403) and an allowed origin got no Access-Control-Allow-Origin, so MCP_ALLOWED_ORIGINS
// could not let a browser client in. Both MCP endpoints now answer a preflight from an allowed origin and mark their
// answers for it, exposing Mcp-Session-Id and WWW-Authenticate; other origins get nothing to read. Checked with fetch
// and from a real page on another origin in Chromium.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, skipBrowserTests } from './app-host/test-host';
import { bearer, startCompatibilityRoute, startMcpTestServer } from './harness';
import type { McpTestServer } from './harness';

let page: Server;
let pageOrigin: string;
let served: McpTestServer;
let compatibility: Awaited<ReturnType<typeof startCompatibilityRoute>>;
let key: string;

beforeAll(async () => {
  page = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>MCP client page</title>');
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  const originPolicy = { allowedOrigins: [pageOrigin, 'https://app.example.com'] };
  served = await startMcpTestServer({ originPolicy });
  compatibility = await startCompatibilityRoute(served, { originPolicy });
  key = (await served.account('business')).key;
});
afterAll(async () => {
  await compatibility.close();
  await served.close();
  page.closeAllConnections();
  await new Promise<void>((resolve) => page.close(() => resolve()));
});

const endpoints = () => [
  ['the dedicated endpoint', served.url],
  ['POST /mcp', compatibility.url],
] as const;

describe.each([0, 1])('CORS on MCP endpoint %i', (index) => {
  const url = (): string => endpoints()[index]?.[1] ?? '';

  it('answers a preflight from an allowed origin with 204 and the headers a client sends', async () => {
    const preflight = await fetch(url(), {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, mcp-protocol-version' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toEqual(expect.stringContaining('mcp-protocol-version'));
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('marks answers for an allowed origin, exposing Mcp-Session-Id and WWW-Authenticate, also on a 401', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
    const headers = { origin: 'https://app.example.com', 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const answered = await fetch(url(), { method: 'POST', headers: { ...headers, ...bearer(key) }, body });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(answered.headers.get('access-control-expose-headers')).toMatch(/Mcp-Session-Id.*WWW-Authenticate/);
    const refused = await fetch(url(), { method: 'POST', headers, body });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
  });

  it('gives a foreign origin no CORS headers: 403 for its preflight and its calls', async () => {
    const preflight = await fetch(url(), { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe.skipIf(skipBrowserTests)('a page on another origin in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(() => browser?.close());

  it('lists the tools and calls generate_chart on both endpoints', async () => {
    const tab = await browser.newPage();
    await tab.goto(pageOrigin);
    for (const [, url] of endpoints()) {
      const answer = await tab.evaluate(
        async ({ url, key }) => {
          const post = async (id: number, method: string, params: unknown) => {
            const response = await fetch(url, {
              method: 'POST',
              headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
              body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
            });
            return { status: response.status, body: (await response.json()) as { result?: { tools?: unknown[]; content?: { text: string }[] } } };
          };
          const list = await post(1, 'tools/list', {});
          const chart = await post(2, 'tools/call', { name: 'generate_chart', arguments: { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' } });
          const unauthenticated = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
          return { listStatus: list.status, tools: list.body.result?.tools?.length, chartText: chart.body.result?.content?.[0]?.text, challenge: unauthenticated.status };
        },
        { url, key },
      );
      expect(answer.listStatus).toBe(200);
      expect(answer.tools).toBe(20);
      expect(answer.chartText).toMatch(/^# Natal chart: Projector/);
      expect(answer.challenge).toBe(401);
    }
    await tab.close();
  }, 60_000);
});
