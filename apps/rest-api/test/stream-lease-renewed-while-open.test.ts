// Guards the renewal of the stream leases that hold the per-account stream cap across processes (issue 35): a lease
// lives only `streamLeaseSeconds` unless renewed, so an open stream whose process did not renew it would stop
// counting and let the account open one more elsewhere. The keeper renews every held lease in time while it is held,
// and a released one is gone from the store once `settled` resolves (what shutdown awaits before closing the store).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createStreamLeaseKeeper } from '../src/stream-lease-keeper';

let directory: string;
let store: AccessStore;
beforeEach(async () => {
  directory = mkdtempSync(join(tmpdir(), 'mandala-stream-lease-keeper-'));
  // A 0.6 s lease, renewed every 0.2 s.
  store = await openAccessStore({ dataDirectory: directory, streamLeaseSeconds: 0.6 });
});
afterEach(async () => {
  await store.close();
  rmSync(directory, { recursive: true, force: true });
});

it('keeps a held lease alive past its life, and frees it on release', async () => {
  const { accountId } = await store.createAccountWithKey({ name: 'keeper', plan: 'free' });
  const keeper = createStreamLeaseKeeper(store);
  const grant = await keeper.acquire(accountId, 1);
  if (!grant.ok) throw new Error('the place should be granted');
  // Three lives of the lease later, it still holds its place.
  await new Promise((resolve) => setTimeout(resolve, 1_800));
  expect(await store.countStreamLeases(accountId)).toBe(1);
  expect(await keeper.acquire(accountId, 1)).toEqual({ ok: false, open: 1 });
  keeper.release(grant.leaseId);
  await keeper.settled();
  expect(keeper.held).toBe(0);
  expect(await store.countStreamLeases(accountId)).toBe(0);
});

it('lets a lease no process renews expire (its process died)', async () => {
  const { accountId } = await store.createAccountWithKey({ name: 'dead', plan: 'free' });
  const grant = await store.acquireStreamLease(accountId, 1);
  expect(grant.ok).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 900));
  expect(await store.countStreamLeases(accountId)).toBe(0);
  expect((await createStreamLeaseKeeper(store).acquire(accountId, 1)).ok).toBe(true);
});
