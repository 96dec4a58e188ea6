// Slow clients (slowloris) are cut by the documented timeouts on both servers, each on its own connection,
// while a normal client meanwhile gets its answers at once: headers trickled (408 at headersTimeout), a body
// trickled (408 at requestTimeout), a body that stalls (closed at the body idle limit), an idle keep-alive
// connection (closed at keepAliveTimeout). No cut request is logged as a server error or charged.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyServerTimeouts } from '@mandala/operations';
import { bearer, chartArguments, createTestEngines, usedUnits } from '@mandala/operations/testing';
import { createJsonLogger, loadConfig } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { runSlowClient } from './slow-client';

const shortTimeouts = { headersMilliseconds: 1_000, requestMilliseconds: 2_000, bodyIdleMilliseconds: 800, keepAliveMilliseconds: 500 };
/** The deadlines are checked once a second, so a cut comes up to that much after its limit. */
const checkSlackMilliseconds = 2_000;

describe('slow clients are cut by the server timeouts without slowing anyone else', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let key: string;
  let accountId: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-slow-clients-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory });
    const logger = createJsonLogger('info', (line) => void logLines.push(line));
    running = await startMandala({ config, mcpPort: 0, rest: { logger, announce: () => undefined, app: { engines: createTestEngines() } } });
    applyServerTimeouts(running.rest.server, shortTimeouts);
    applyServerTimeouts(running.mcp.server, shortTimeouts);
    ({ key, accountId } = await running.rest.store.createAccountWithKey({ name: 'slow clients', plan: 'business' }));
  });
  afterAll(async () => {
    running.rest.server.closeAllConnections();
    running.mcp.server.closeAllConnections();
    await running.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  /** Normal chart calls, one after another, until `until` settles: the slowest one's duration in milliseconds. */
  async function normalTrafficDuring(until: Promise<unknown>): Promise<{ calls: number; slowestMilliseconds: number }> {
    let settled = false;
    void until.finally(() => {
      settled = true;
    });
    let calls = 0;
    let slowestMilliseconds = 0;
    while (!settled) {
      const started = performance.now();
      const answer = await fetch(`${running.rest.url}/agent/v1/tools/generate-chart`, {
        method: 'POST',
        headers: { ...bearer(key), 'content-type': 'application/json' },
        body: JSON.stringify(chartArguments),
      });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
      slowestMilliseconds = Math.max(slowestMilliseconds, performance.now() - started);
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { calls, slowestMilliseconds };
  }

  const postHead = (path: string, contentLength: number) =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;

  it.each([
    ['REST', () => running.rest.url, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n'],
    ['MCP', () => running.mcp.url, 'POST / HTTP/1.1\r\nHost: localhost\r\n'],
  ])('%s: headers trickled one line at a time get 408 at the headers timeout', async (_surface, urlOf, opening) => {
    const slow = runSlowClient(urlOf(), {
      opening,
      pieces: Array.from({ length: 400 }, (_, index) => `X-Slow-${index}: 1\r\n`),
      intervalMilliseconds: 100,
      giveUpAfterMilliseconds: 15_000,
    });
    const [outcome, traffic] = await Promise.all([slow, normalTrafficDuring(slow)]);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMilliseconds).toBeGreaterThanOrEqual(shortTimeouts.headersMilliseconds - 50);
    expect(outcome.closedAfterMilliseconds).toBeLessThan(shortTimeouts.headersMilliseconds + checkSlackMilliseconds);
    expect(traffic.calls).toBeGreaterThan(5);
    expect(traffic.slowestMilliseconds).toBeLessThan(500);
  });

  it.each([
    ['REST', () => running.rest.url, '/group-composite'],
    ['Agent HTTP', () => running.rest.url, '/agent/v1/tools/generate-chart'],
    ['MCP', () => running.mcp.url, '/'],
  ])('%s: a body trickled one byte at a time gets 408 at the request timeout', async (_surface, urlOf, path) => {
    const slow = runSlowClient(urlOf(), {
      opening: postHead(path, 400),
      pieces: Array.from({ length: 400 }, () => ' '),
      intervalMilliseconds: 100,
      giveUpAfterMilliseconds: 15_000,
    });
    const [outcome, traffic] = await Promise.all([slow, normalTrafficDuring(slow)]);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMilliseconds).toBeGreaterThanOrEqual(shortTimeouts.requestMilliseconds - 50);
    expect(outcome.closedAfterMilliseconds).toBeLessThan(shortTimeouts.requestMilliseconds + checkSlackMilliseconds);
    expect(traffic.slowestMilliseconds).toBeLessThan(500);
  });

  it.each([
    ['REST', () => running.rest.url, '/batch/charts'],
    ['Agent HTTP', () => running.rest.url, '/agent/v1/tools/generate-chart'],
    ['MCP', () => running.mcp.url, '/'],
  ])('%s: a body that stalls is closed at the body idle limit', async (_surface, urlOf, path) => {
    const slow = runSlowClient(urlOf(), { opening: `${postHead(path, 400)}{"charts": [`, pieces: [], intervalMilliseconds: 100, giveUpAfterMilliseconds: 15_000 });
    const [outcome, traffic] = await Promise.all([slow, normalTrafficDuring(slow)]);
    expect(outcome.closedAfterMilliseconds).toBeGreaterThanOrEqual(shortTimeouts.bodyIdleMilliseconds - 50);
    expect(outcome.closedAfterMilliseconds).toBeLessThan(shortTimeouts.requestMilliseconds);
    expect(traffic.slowestMilliseconds).toBeLessThan(500);
  });

  it('closes an idle keep-alive connection at the keep-alive timeout', async () => {
    const slow = runSlowClient(running.rest.url, {
      opening: 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n',
      pieces: [],
      intervalMilliseconds: 100,
      giveUpAfterMilliseconds: 5_000,
    });
    const outcome = await slow;
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.closedAfterMilliseconds).toBeGreaterThanOrEqual(shortTimeouts.keepAliveMilliseconds - 50);
    expect(outcome.closedAfterMilliseconds).toBeLessThan(shortTimeouts.keepAliveMilliseconds + checkSlackMilliseconds);
  });

  it('keeps a connection whose body has arrived open while the calculation runs past the body idle limit', async () => {
    const engines = running.rest.app.executor.context.engines as ReturnType<typeof createTestEngines>;
    let release: () => void = () => undefined;
    engines.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = JSON.stringify(chartArguments);
    const answer = new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${running.rest.url}/agent/v1/tools/generate-chart`,
        { method: 'POST', headers: { ...bearer(key), 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    setTimeout(() => {
      engines.gate = undefined;
      release();
    }, shortTimeouts.bodyIdleMilliseconds * 2);
    expect(await answer).toBe(200);
  });

  it('logged no server error and no stack, and charged only the normal calls', async () => {
    await running.rest.logger.flush?.();
    const entries = logLines.map((line) => JSON.parse(line) as { level: string; status?: number; msg: string });
    expect(entries.filter((entry) => entry.level === 'error' || (entry.status ?? 0) >= 500)).toEqual([]);
    expect(logLines.filter((line) => /\bat .+:\d+:\d+/.test(line))).toEqual([]);
    const charged = entries.filter((entry) => entry.msg === 'request' && entry.status === 200 && (entry as { chargedUnits?: number }).chargedUnits === 1).length;
    expect(await usedUnits(running.rest.store, accountId)).toBe(charged);
  });
});
