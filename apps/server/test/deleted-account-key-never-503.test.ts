// The key of an account deleted or disabled in another process (the dashboard on one worker, `mandala accounts` on
// the command line, another instance) answers 403 on every worker at once, whatever each worker has cached, and
// never 503 store_unavailable: the cached key used to let a worker reserve quota for an account that no longer
// existed, and the foreign key refusing that row read as a store outage (Retry-After, store-error metric).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnNewConnection, startService } from './cluster-harness';
import type { ServiceProcess } from './cluster-harness';
import { postgresForSuite, runSql, testDatabaseUrl, uniqueName } from './postgres-test-database';

interface Answer {
  readonly status: number;
  /** Whether the call was sent after the deletion or the disabling had been written. */
  readonly sentAfterChange: boolean;
}

/**
 * Calls `path` with `key` on new connections (so the workers take turns) without pause, runs `change` once the
 * workers have answered for a while (each has the key cached), and keeps calling for `afterMilliseconds` more
 * (longer than the workers' 1 s cache).
 */
async function callAcross(service: ServiceProcess, path: string, key: string, change: () => Promise<void>, afterMilliseconds = 1_500): Promise<Answer[]> {
  const answers: Answer[] = [];
  let changed = false;
  let stopAt = Number.POSITIVE_INFINITY;
  const caller = async (): Promise<void> => {
    while (performance.now() < stopAt) {
      const sentAfterChange = changed;
      const status = await getOnNewConnection(`${service.restUrl}${path}`, { authorization: `Bearer ${key}` });
      answers.push({ status, sentAfterChange });
    }
  };
  const callers = Array.from({ length: 4 }, () => caller());
  await new Promise((resolve) => setTimeout(resolve, 400));
  await change();
  changed = true;
  stopAt = performance.now() + afterMilliseconds;
  await Promise.all(callers);
  return answers;
}

const postgresAvailable = await postgresForSuite('deleted-account test');

// On PostgreSQL, the store every instance of a deployment shares (the same defect showed on SQLite with two workers;
// the reservation's check is the same SQL on both).
describe.skipIf(!postgresAvailable)('the key of a deleted or disabled account, with two workers on PostgreSQL', () => {
  const schema = uniqueName('mandala_deleted');
  let dataDirectory: string;
  let service: ServiceProcess;
  /** The "other process": the dashboard of another worker, the command line, another instance. */
  let store: AccessStore;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-deleted-account-'));
    // Two workers take a while to start from source on a busy machine (tsx compiles every module in each).
    const database = { MANDALA_DATABASE_URL: testDatabaseUrl, MANDALA_DATABASE_SCHEMA: schema };
    service = await startService({ MANDALA_WORKERS: '2', MANDALA_DATA_DIR: dataDirectory, ...database, MANDALA_RATE_LIMITS: 'off' }, 300_000);
    store = await openAccessStore({ dataDirectory, databaseUrl: testDatabaseUrl, postgresSchema: schema });
  }, 330_000);
  afterAll(async () => {
    await store?.close();
    await service?.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
    await runSql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
  });

  const paths = [
    ['a charged calculation (1 unit)', '/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin'],
    ['a free operation (0 units, saved people)', '/people'],
  ] as const;

  it.each(paths)('deleted: %s answers 403 on both workers at once, never 503', async (_name, path) => {
    const { key, accountId } = await store.createAccountWithKey({ name: 'to delete', plan: 'business' });
    const answers = await callAcross(service, path, key, () => store.deleteAccount(accountId));
    expect(answers.filter((answer) => !answer.sentAfterChange).some((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.status === 503)).toEqual([]);
    const after = answers.filter((answer) => answer.sentAfterChange);
    expect(after.length).toBeGreaterThan(4);
    expect(after.filter((answer) => answer.status !== 403)).toEqual([]);
  }, 60_000);

  it.each(paths)('disabled: %s answers 403 on both workers at once, never 503', async (_name, path) => {
    const { key, accountId } = await store.createAccountWithKey({ name: 'to disable', plan: 'business' });
    const answers = await callAcross(service, path, key, async () => void (await store.disableAccount(accountId)));
    expect(answers.filter((answer) => !answer.sentAfterChange).some((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.status === 503)).toEqual([]);
    const after = answers.filter((answer) => answer.sentAfterChange);
    expect(after.length).toBeGreaterThan(4);
    expect(after.filter((answer) => answer.status !== 403)).toEqual([]);
  }, 60_000);

  it('counted no store error on either worker', async () => {
    const storeErrors = service.lines.filter((line) => line['errorCode'] === 'store_unavailable');
    expect(storeErrors).toEqual([]);
  });
});
