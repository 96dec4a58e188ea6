// SQLite refusing writes under a running store: the file turned read-only (SQLITE_READONLY, here through
// PRAGMA query_only on the live connection) or the database full (SQLITE_FULL, here through PRAGMA
// max_page_count). Metered calls answer store_unavailable (reads such as authentication still work), none hangs,
// nothing is charged for them, and the same store writes again as soon as the fault is gone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catchSqliteConnections } from '../../test/sqlite-connections';
import type { AccessStore } from '../access-store';
import { openAccessStore } from '../open-access-store';

describe('SQLite write faults', () => {
  let dataDirectory: string;
  let store: AccessStore;
  let connection: DatabaseSync;
  let key: string;
  let accountId: string;

  beforeEach(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-sqlite-faults-'));
    const caught = catchSqliteConnections();
    store = await openAccessStore({ dataDirectory });
    caught.stop();
    const [opened] = caught.connections;
    if (opened === undefined) throw new Error('the store opened no SQLite connection');
    connection = opened;
    ({ key, accountId } = await store.createAccountWithKey({ name: 'faults', plan: 'business' }));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  /** `count` metered calls at once (half of them idempotent, so both write paths are taken), settled. */
  function meteredCalls(count: number, prefix: string): Promise<PromiseSettledResult<unknown>[]> {
    return Promise.allSettled(
      Array.from({ length: count }, (_, index) =>
        store.runMetered(
          { accountId, units: 1, ...(index % 2 === 0 ? { idempotency: { key: `${prefix}-${String(index).padStart(4, '0')}`, fingerprint: 'f' } } : {}) },
          () => Promise.resolve(index),
        ),
      ),
    );
  }

  const codesOf = (outcomes: PromiseSettledResult<unknown>[]) =>
    outcomes.map((outcome) => (outcome.status === 'fulfilled' ? 'ok' : String((outcome.reason as { code?: unknown }).code)));

  it('read-only: metered calls answer store_unavailable, authentication still works, and writes resume after', async () => {
    connection.exec('PRAGMA query_only = ON');
    expect(new Set(codesOf(await meteredCalls(40, 'read-only')))).toEqual(new Set(['store_unavailable']));
    expect((await store.authenticate(key)).account.id).toBe(accountId);
    connection.exec('PRAGMA query_only = OFF');
    expect(codesOf(await meteredCalls(40, 'writable'))).toEqual(Array.from({ length: 40 }, () => 'ok'));
    expect((await store.usage(accountId)).used).toBe(40);
  });

  it('full: calls that need room answer store_unavailable, those that fit are charged, and all work once there is room', async () => {
    const { page_count: pages } = connection.prepare('PRAGMA page_count').get() as { page_count: number };
    connection.exec(`PRAGMA max_page_count = ${String(pages)}`);
    // New idempotency records need new pages sooner or later: some calls fit, the rest find the database full.
    const whileFull = codesOf(await meteredCalls(400, 'full'));
    expect(whileFull).toContain('store_unavailable');
    expect(whileFull.filter((code) => code !== 'ok' && code !== 'store_unavailable')).toEqual([]);
    const chargedWhileFull = whileFull.filter((code) => code === 'ok').length;
    expect((await store.usage(accountId)).used).toBe(chargedWhileFull);
    connection.exec('PRAGMA max_page_count = 1073741823');
    expect(codesOf(await meteredCalls(40, 'room'))).toEqual(Array.from({ length: 40 }, () => 'ok'));
    expect((await store.usage(accountId)).used).toBe(chargedWhileFull + 40);
  });
});
