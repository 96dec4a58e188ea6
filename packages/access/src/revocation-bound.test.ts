import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessStore } from './access-store';
import { openAccessStore } from './open-access-store';
import { sqliteFileName } from './storage/sqlite-driver';

// Guards the promise of the key cache: a revoked key stops working at once when this process revokes it,
// and within `accessCacheMilliseconds` when another process does (here: a second SQLite connection that
// writes the revocation, as the operator CLI would).
const pause = (milliseconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('revocation while keys are cached', () => {
  let directory: string;
  let store: AccessStore;
  let other: AccessStore;

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'mandala-revocation-'));
    store = await openAccessStore({ dataDirectory: directory, accessCacheMilliseconds: 100 });
    other = await openAccessStore({ dataDirectory: directory, accessCacheMilliseconds: 100 });
  });

  afterEach(async () => {
    await store.close();
    await other.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('refuses a key at once after any store of this process revokes it', async () => {
    const created = await store.createAccountWithKey({ name: 'Acme', plan: 'business' });
    await store.authenticate(created.key);
    await other.revokeKey(created.keyId);
    await expect(store.authenticate(created.key)).rejects.toMatchObject({ code: 'invalid_key' });
  });

  it('applies a plan change of another store of this process at once', async () => {
    const created = await store.createAccountWithKey({ name: 'Acme', plan: 'business' });
    await store.authenticate(created.key, { category: 'enhanced' });
    await other.setPlan(created.accountId, 'creator');
    await expect(store.authenticate(created.key, { category: 'enhanced' })).rejects.toMatchObject({ code: 'insufficient_tier' });
    await other.setPlan(created.accountId, 'enterprise', 1);
    await store.runMetered({ accountId: created.accountId, units: 1 }, () => Promise.resolve(null));
    await expect(store.runMetered({ accountId: created.accountId, units: 1 }, () => Promise.resolve(null))).rejects.toMatchObject({
      code: 'quota_exhausted',
    });
  });

  it('refuses a key within accessCacheMilliseconds after another process revokes it', async () => {
    const created = await store.createAccountWithKey({ name: 'Acme', plan: 'business' });
    await store.authenticate(created.key);
    const outsider = new DatabaseSync(join(directory, sqliteFileName));
    try {
      outsider.prepare('UPDATE api_keys SET revoked_at_ms = ? WHERE id = ?').run(Date.now(), created.keyId);
    } finally {
      outsider.close();
    }
    await pause(150);
    await expect(store.authenticate(created.key)).rejects.toMatchObject({ code: 'invalid_key' });
  });

  it('refuses bounds outside 0 to 5,000 ms', async () => {
    await expect(openAccessStore({ dataDirectory: directory, accessCacheMilliseconds: 60_000 })).rejects.toMatchObject({
      code: 'invalid_access_option',
    });
  });
});
