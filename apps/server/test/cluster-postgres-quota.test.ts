// `pnpm start` with two workers on PostgreSQL (a throw-away database): one exact quota across the workers through
// every surface.
import { randomBytes } from 'node:crypto';
import { openAccessStore } from '@mandala/access';
import { usedUnits } from '@mandala/operations/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService } from './cluster-harness';
import type { ServiceProcess } from './cluster-harness';
import { sendChartCalls, tally } from './chart-calls';
import { postgresForSuite, sqlSucceeds, testDatabaseUrl } from './postgres-test-database';

const postgresAvailable = await postgresForSuite('PostgreSQL cluster test');

describe.skipIf(!postgresAvailable)('two workers on one PostgreSQL key store', () => {
  const databaseName = `mandala_cluster_${randomBytes(6).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(testDatabaseUrl), { pathname: `/${databaseName}` }).toString();
  let service: ServiceProcess;

  beforeAll(async () => {
    expect(await sqlSucceeds(`CREATE DATABASE ${databaseName}`)).toBe(true);
    service = await startService({ MANDALA_WORKERS: '2', MANDALA_DATABASE_URL: databaseUrl, MANDALA_DATA_DIR: '/nonexistent' });
  }, 180_000);
  afterAll(async () => {
    await service?.stop();
    await sqlSucceeds(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('prints the development key once, naming the PostgreSQL database', () => {
    expect(service.stderr().match(/mdl_live_[A-Za-z0-9_-]+/g) ?? []).toHaveLength(1);
    expect(service.stderr()).toContain('created in the PostgreSQL database');
    expect(service.lines.find((line) => line.msg === 'listening')).toMatchObject({ store: 'postgres' });
  });

  it('gives out an account quota exactly: 200 concurrent calculations over REST, Agent HTTP and MCP', async () => {
    const store = await openAccessStore({ databaseUrl, dataDirectory: '/nonexistent' });
    const { key, accountId } = await store.createAccountWithKey({ name: 'cluster', plan: 'enterprise', customMonthlyUnits: 150 });
    const outcomes = await sendChartCalls(service, key, 200);
    expect(tally(outcomes)).toEqual({ charged: 150, quota_exhausted: 50 });
    expect(await usedUnits(store, accountId)).toBe(150);
    await store.close();
    // Both workers answered: the primary handed the connections out in turn.
    for (const workerId of service.liveWorkers().keys()) {
      await service.waitForLine((line) => line.msg === 'request' && line.worker === workerId, 5_000);
    }
  }, 60_000);
});
