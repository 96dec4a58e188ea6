// Guards the per-account cap on open SSE streams across processes (issue 35): the cap was counted in each process's
// memory, so with two workers or two instances an account could open its cap once per process. Now each open stream
// holds a leased row in the store every process shares: two stores on one SQLite file (two workers) or on one
// PostgreSQL schema (two instances) opening an account's streams together grant exactly its cap; a released place is
// free to the other process at once; the places of a process that died (leases no longer renewed) free themselves
// when the lease expires, while renewed ones hold.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessStore, StreamLeaseGrant } from '../access-store';
import { openAccessStore } from '../open-access-store';
import { postgresAnswers, runTestSql, testDatabaseUrl } from '../../test/postgres-test-database';

const postgresAvailable = await postgresAnswers();
const leaseSeconds = 15;

let nowMs = Date.UTC(2026, 10, 29, 3);
const clock = (): Date => new Date(nowMs);

interface Backend {
  /** Two stores on one database, as two processes hold them. */
  open(): Promise<[AccessStore, AccessStore]>;
  dispose(): Promise<void>;
}

function sqliteBackend(): Backend {
  const directory = mkdtempSync(join(tmpdir(), 'mandala-stream-leases-'));
  return {
    open: async () => [
      await openAccessStore({ dataDirectory: directory, clock, streamLeaseSeconds: leaseSeconds }),
      await openAccessStore({ dataDirectory: directory, clock, streamLeaseSeconds: leaseSeconds }),
    ],
    dispose: () => Promise.resolve(rmSync(directory, { recursive: true, force: true })),
  };
}

function postgresBackend(): Backend {
  const schema = `mandala_stream_leases_${randomBytes(6).toString('hex')}`;
  const options = { databaseUrl: testDatabaseUrl, postgresSchema: schema, dataDirectory: '/nonexistent', clock, streamLeaseSeconds: leaseSeconds };
  return {
    open: async () => {
      const first = await openAccessStore(options);
      return [first, await openAccessStore(options)];
    },
    dispose: () => runTestSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
  };
}

function granted(grants: readonly StreamLeaseGrant[]): string[] {
  return grants.flatMap((grant) => (grant.ok ? [grant.leaseId] : []));
}

function describeStreamCap(name: string, makeBackend: () => Backend, enabled: boolean): void {
  describe.skipIf(!enabled)(`the stream cap across processes (${name})`, () => {
    let backend: Backend;
    let stores: [AccessStore, AccessStore];
    let accountId: string;
    beforeEach(async () => {
      nowMs = Date.UTC(2026, 10, 29, 3);
      backend = makeBackend();
      stores = await backend.open();
      accountId = (await stores[0].createAccountWithKey({ name: 'streams', plan: 'free' })).accountId;
    });
    afterEach(async () => {
      await Promise.all(stores.map((store) => store.close()));
      await backend.dispose();
    });

    it('grants exactly the cap when two processes open the account’s streams together, and names the open count', async () => {
      const grants = await Promise.all(Array.from({ length: 10 }, (_unused, index) => stores[index % 2]!.acquireStreamLease(accountId, 3)));
      expect(granted(grants)).toHaveLength(3);
      expect(grants.filter((grant) => !grant.ok)).toEqual(Array.from({ length: 7 }, () => ({ ok: false, open: 3 })));
      expect(await stores[1].countStreamLeases(accountId)).toBe(3);
      // Another account has its own places.
      const other = (await stores[1].createAccountWithKey({ name: 'other', plan: 'free' })).accountId;
      expect((await stores[1].acquireStreamLease(other, 3)).ok).toBe(true);
    });

    it('frees a released place for the other process at once', async () => {
      const first = await stores[0].acquireStreamLease(accountId, 1);
      expect(first.ok).toBe(true);
      expect(await stores[1].acquireStreamLease(accountId, 1)).toEqual({ ok: false, open: 1 });
      if (first.ok) await stores[0].releaseStreamLease(first.leaseId);
      expect((await stores[1].acquireStreamLease(accountId, 1)).ok).toBe(true);
    });

    it('frees the places of a process that stopped renewing once the lease expires, and keeps renewed ones', async () => {
      const dead = await stores[0].acquireStreamLease(accountId, 2);
      const alive = await stores[1].acquireStreamLease(accountId, 2);
      if (!dead.ok || !alive.ok) throw new Error('both places should be granted');
      expect(alive.renewEveryMilliseconds).toBe((leaseSeconds * 1000) / 3);
      for (let step = 0; step < 4; step += 1) {
        nowMs += alive.renewEveryMilliseconds;
        await stores[1].renewStreamLeases([{ leaseId: alive.leaseId, accountId }]);
      }
      // 20 s on: the unrenewed lease expired, the renewed one holds.
      expect(await stores[1].countStreamLeases(accountId)).toBe(1);
      const again = await stores[1].acquireStreamLease(accountId, 2);
      expect(again.ok).toBe(true);
      expect(await stores[0].acquireStreamLease(accountId, 2)).toEqual({ ok: false, open: 2 });
    });

    it('writes back a lease that expired while its stream stayed open (a paused process, an unreachable database)', async () => {
      const held = await stores[0].acquireStreamLease(accountId, 1);
      if (!held.ok) throw new Error('the place should be granted');
      nowMs += (leaseSeconds + 1) * 1000;
      // The other process purges it, takes the place and gives it back; then the paused one renews.
      const taken = await stores[1].acquireStreamLease(accountId, 1);
      if (taken.ok) await stores[1].releaseStreamLease(taken.leaseId);
      await stores[0].renewStreamLeases([{ leaseId: held.leaseId, accountId }]);
      expect(await stores[1].acquireStreamLease(accountId, 1)).toEqual({ ok: false, open: 1 });
    });
  });
}

describeStreamCap('SQLite, two connections to one file', sqliteBackend, true);
describeStreamCap('PostgreSQL, two pools on one schema', postgresBackend, postgresAvailable);
