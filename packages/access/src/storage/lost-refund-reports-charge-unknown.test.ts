// A metered call whose work fails while the store cannot write the refund keeps its units taken; its answer must then
// say the charge is unknown (store_unavailable, chargedUnits null at the surfaces), never that nothing was charged.
// This is how fault-postgres-outage once found one unit more in the store than the answers reported (160 > 159): a
// heavy call ran out of time behind the outage, its refund failed, and it answered 504 "charged 0".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catchSqliteConnections } from '../../test/sqlite-connections';
import type { AccessStore } from '../access-store';
import { AccessError } from '../errors';
import { openAccessStore } from '../open-access-store';

describe('a refund the store cannot write', () => {
  let dataDirectory: string;
  let store: AccessStore;
  let connection: DatabaseSync;
  let accountId: string;

  beforeEach(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-lost-refund-'));
    const caught = catchSqliteConnections();
    store = await openAccessStore({ dataDirectory });
    caught.stop();
    const [opened] = caught.connections;
    if (opened === undefined) throw new Error('the store opened no SQLite connection');
    connection = opened;
    ({ accountId } = await store.createAccountWithKey({ name: 'lost refund', plan: 'business' }));
  });
  afterEach(async () => {
    connection.exec('PRAGMA query_only = OFF');
    await store.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  const engineFailure = new AccessError('invalid_access_option', 'the work failed for a reason of its own');

  it.each([
    ['without an Idempotency-Key', undefined],
    ['with an Idempotency-Key', { key: 'lost-refund-1', fingerprint: 'f' }],
  ] as const)('%s: the failure is store_unavailable (charge unknown) and the unit is indeed still taken', async (_case, idempotency) => {
    const answer = store.runMetered({ accountId, units: 1, idempotency }, () => {
      // The store stops writing while the work runs (PostgreSQL cut, SQLite read-only), then the work fails.
      connection.exec('PRAGMA query_only = ON');
      return Promise.reject(engineFailure);
    });
    await expect(answer).rejects.toMatchObject({ code: 'store_unavailable' });
    connection.exec('PRAGMA query_only = OFF');
    expect((await store.quotaStatus(accountId)).used).toBe(1);
  });

  it('a refund that is written gives the unit back and passes the work failure on unchanged', async () => {
    await expect(store.runMetered({ accountId, units: 1 }, () => Promise.reject(engineFailure))).rejects.toBe(engineFailure);
    expect((await store.quotaStatus(accountId)).used).toBe(0);
  });
});
