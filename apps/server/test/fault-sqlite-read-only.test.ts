// The SQLite key store stops taking writes under load (the live connection switched to read-only with
// PRAGMA query_only: SQLITE_READONLY, what a read-only file gives). Calculations on every surface answer 503
// store_unavailable with Retry-After, never a 500; look-ups that only read keep working; and the same running
// service charges and answers 200 again as soon as the file is writable, without a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { bearer, createTestEngines, usedUnits } from '@mandala/operations/testing';
import { createJsonLogger, loadConfig } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { catchSqliteConnections } from './sqlite-connections';
import { chargedBy } from './surface-calls';
import type { SurfaceTarget } from './surface-calls';
import { startSurfaceLoad, storeFaultViolations, untilEverySurfaceAnswers } from './surface-load';

describe('SQLite read-only under load', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let connection: DatabaseSync;
  let target: SurfaceTarget;
  let accountId: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-sqlite-read-only-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, MANDALA_RATE_LIMITS: 'off' });
    const logger = createJsonLogger('info', (line) => void logLines.push(line));
    const caught = catchSqliteConnections();
    running = await startMandala({ config, mcpPort: 0, rest: { logger, announce: () => undefined, app: { engines: createTestEngines() } } });
    caught.stop();
    const [opened] = caught.connections;
    if (opened === undefined) throw new Error('the key store opened no SQLite connection');
    connection = opened;
    const created = await running.rest.store.createAccountWithKey({ name: 'read-only', plan: 'business' });
    accountId = created.accountId;
    target = { restUrl: running.rest.url, mcpUrl: running.mcp.url, key: created.key };
  });
  afterAll(async () => {
    await running.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('answers 503 store_unavailable with Retry-After while read-only, and 200 again once writable', async () => {
    const load = startSurfaceLoad(target, 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    connection.exec('PRAGMA query_only = ON');
    await untilEverySurfaceAnswers(target, 'store_unavailable', 10_000);
    // Reads still work: a place look-up (0 units) and readiness answer.
    const lookup = await fetch(`${target.restUrl}/library/gates/34`, { headers: bearer(target.key) });
    expect(lookup.status).toBe(200);
    expect((await fetch(`${target.restUrl}/readyz`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    connection.exec('PRAGMA query_only = OFF');
    await untilEverySurfaceAnswers(target, 'ok', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await load.stop();

    expect(load.failures).toEqual([]);
    expect(storeFaultViolations(load.answers)).toEqual([]);
    const { charged, unknown } = chargedBy(load.answers);
    const used = await usedUnits(running.rest.store, accountId);
    expect(used).toBeGreaterThanOrEqual(charged);
    expect(used).toBeLessThanOrEqual(charged + unknown);
  });

  it('logged no 500, no stack and no key', async () => {
    await running.rest.logger.flush?.();
    const entries = logLines.map((line) => JSON.parse(line) as { status?: number; errorCode?: string });
    expect(entries.filter((entry) => (entry.status ?? 0) >= 500 && entry.errorCode !== 'store_unavailable')).toEqual([]);
    expect(logLines.filter((line) => /\bat .+:\d+:\d+|mdl_live_/.test(line))).toEqual([]);
  });
});
