// PostgreSQL goes away under load (a TCP proxy between the pool and the shared PostgreSQL is cut: refused like a
// stopped server, or left hanging like a network partition). Callers of every surface get 503 store_unavailable
// with Retry-After, never a 500 and never a hang, and the same running service answers 200 again once the
// database is back, without a restart. The quota ends up with exactly the units the 200s say were charged,
// give or take the calls whose 503 says the store could not tell (chargedUnits null). Under CI a missing PostgreSQL
// fails the test instead of skipping it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestEngines, usedUnits } from '@mandala/operations/testing';
import { createJsonLogger, loadConfig } from '@mandala/rest-api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { chargedBy } from './surface-calls';
import type { SurfaceTarget } from './surface-calls';
import { startSurfaceLoad, storeFaultViolations, untilEverySurfaceAnswers } from './surface-load';
import { startTcpProxy } from './tcp-proxy';
import type { ProxyMode, TcpProxy } from './tcp-proxy';
import { postgresForSuite } from './postgres-test-database';

const serverUrl = new URL(process.env['MANDALA_TEST_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test');

const postgresAvailable = await postgresForSuite('PostgreSQL outage tests');

async function administer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl.href });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgresAvailable)('PostgreSQL outage under load', () => {
  const database = `mandala_fault_${randomBytes(6).toString('hex')}`;
  let dataDirectory: string;
  let proxy: TcpProxy;
  let running: RunningMandala;
  let target: SurfaceTarget;
  let accountId: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    await administer(`CREATE DATABASE ${database}`);
    proxy = await startTcpProxy(serverUrl.hostname, Number(serverUrl.port || 5432));
    const proxied = new URL(serverUrl.href);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    proxied.pathname = `/${database}`;
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-postgres-outage-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: proxied.href, MANDALA_RATE_LIMITS: 'off' });
    const logger = createJsonLogger('info', (line) => void logLines.push(line));
    running = await startMandala({ config, mcpPort: 0, rest: { logger, announce: () => undefined, app: { engines: createTestEngines() } } });
    const created = await running.rest.store.createAccountWithKey({ name: 'outage', plan: 'business' });
    accountId = created.accountId;
    target = { restUrl: running.rest.url, mcpUrl: running.mcp.url, key: created.key };
  });
  afterAll(async () => {
    await proxy?.setMode('forward');
    await running?.close();
    await proxy?.close();
    if (dataDirectory !== undefined) rmSync(dataDirectory, { recursive: true, force: true });
    await administer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  const outages: readonly [string, ProxyMode][] = [
    ['stopped (connections refused)', 'refuse'],
    ['unreachable (a network partition: connections hang)', 'hang'],
  ];

  it.each(outages)('PostgreSQL %s: 503 store_unavailable with Retry-After, then 200 again without a restart', async (_case, mode) => {
    const before = await usedUnits(running.rest.store, accountId);
    const load = startSurfaceLoad(target, 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.setMode(mode);
    const [ready] = await Promise.all([fetch(`${target.restUrl}/readyz`), untilEverySurfaceAnswers(target, 'store_unavailable', 20_000)]);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    await proxy.setMode('forward');
    await untilEverySurfaceAnswers(target, 'ok', 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await load.stop();

    expect(load.failures).toEqual([]);
    expect(storeFaultViolations(load.answers)).toEqual([]);
    // Never a hang: a call waits at most one statement timeout (5 s) and a second for the database, and a heavy
    // (offloaded) call may first wait its account's turn behind calls that wait on the database: at most its time
    // budget (10 s), after which it answers 504 execution_timed_out without having touched the store.
    expect(Math.max(...load.answers.map((answer) => answer.durationMilliseconds))).toBeLessThan(17_000);
    expect((await fetch(`${target.restUrl}/readyz`)).status).toBe(200);

    // Every unit taken is reported by an answer: charged by a 200, or unknown by a 503 (the store could not say). A
    // call whose work failed while its refund could not be written keeps its unit, so it answers 503 (unknown) and not
    // the failure of its work "charged 0"; that case once left one unit no answer reported (160 > 159). It is
    // reproduced on its own, every time, in packages/access lost-refund-reports-charge-unknown.
    const { charged, unknown } = chargedBy(load.answers);
    const used = (await usedUnits(running.rest.store, accountId)) - before;
    expect(used).toBeGreaterThanOrEqual(charged);
    expect(used).toBeLessThanOrEqual(charged + unknown);
  }, 90_000);

  it('logged the outage without a 500, a stack or a key', async () => {
    await running.rest.logger.flush?.();
    const entries = logLines.map((line) => JSON.parse(line) as { status?: number; errorCode?: string });
    expect(entries.filter((entry) => (entry.status ?? 0) >= 500 && entry.errorCode !== 'store_unavailable' && entry.errorCode !== 'execution_timed_out')).toEqual([]);
    expect(logLines.filter((line) => /\bat .+:\d+:\d+|mdl_live_/.test(line))).toEqual([]);
  });
});
