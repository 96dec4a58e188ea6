// Issue 34: the MCP port had no /healthz or /readyz, so a balancer checking it as the deployment guide says marked
// every MCP server down. It answers them as the REST port does, 503 during the drain included; with
// MANDALA_LOG_HEALTH_CHECKS=off (the default) a passing check writes no request line on either port.
import { loadConfig } from '@mandala/rest-api';
import type { Logger } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { postgresForSuite, runSql, testDatabaseUrl, uniqueName } from './postgres-test-database';

// On PostgreSQL, as a balanced deployment runs.
const available = await postgresForSuite('MCP port health checks');

describe.skipIf(!available)('the MCP port health checks', () => {
  const schema = uniqueName('mandala_mcp_health');
  const lines: Record<string, unknown>[] = [];
  const logger: Logger = { log: (_level, entry) => void lines.push(entry) };
  let running: RunningMandala;

  beforeAll(async () => {
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATABASE_URL: testDatabaseUrl, MANDALA_DATABASE_SCHEMA: schema, LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '3000' });
    expect(config.logHealthChecks).toBe(false);
    running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger, announce: () => undefined } });
  }, 120_000);
  afterAll(async () => {
    await runSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });

  it('answers /healthz and /readyz like the REST port, then 503 shutting_down on both during the drain', async () => {
    const mcp = running.mcp.url.replace(/\/$/, '');
    const rest = running.rest.url;
    for (const base of [rest, mcp]) {
      const live = await fetch(`${base}/healthz`);
      const ready = await fetch(`${base}/readyz`);
      expect([live.status, await live.json(), ready.status, await ready.json()]).toEqual([200, { status: 'ok' }, 200, { status: 'ready' }]);
    }
    expect((await fetch(`${mcp}/readyz`, { method: 'POST' })).status).toBe(405);
    // Passing checks are left out of the request log (MANDALA_LOG_HEALTH_CHECKS=off); other requests are not.
    expect(lines.filter((line) => line['msg'] === 'request' && /\/(healthz|readyz)$/.test(String(line['url'])) && line['status'] === 200)).toEqual([]);
    expect(lines.some((line) => line['msg'] === 'request' && line['url'] === '/readyz' && line['status'] === 405)).toBe(true);

    const closed = running.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const base of [rest, mcp]) {
      const ready = await fetch(`${base}/readyz`);
      expect([ready.status, ((await ready.json()) as { error: string }).error]).toEqual([503, 'shutting_down']);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    }
    // A failing check is logged on both ports.
    expect(lines.filter((line) => line['msg'] === 'request' && line['url'] === '/readyz' && line['status'] === 503)).toHaveLength(2);
    await closed;
  }, 60_000);
});
