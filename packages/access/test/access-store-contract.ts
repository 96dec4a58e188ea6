// The contract every AccessStore adapter must meet. Each adapter's test file calls
// `describeAccessStoreContract` with a factory; the same assertions then run against SQLite and PostgreSQL.
import { timingSafeEqual } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessStore, OpenAccessStoreOptions } from '../src/access-store';
import { hashApiKey, isWellFormedApiKey } from '../src/api-key';
import { developmentAccountName, ensureDevelopmentKey } from '../src/development-key';
import { AccessError, type AccessErrorCode } from '../src/errors';
import { rateLimitHeaders } from '../src/rate-limit-headers';
import { requestFingerprint } from '../src/request-fingerprint';

/** Options the contract passes to a factory (everything but where the database is). */
export type ContractStoreOptions = Pick<OpenAccessStoreOptions, 'clock' | 'idempotencyWindowSeconds' | 'inFlightLeaseSeconds'>;

/** An adapter under test: opens a fresh, empty database, and more stores on that same database. */
export interface ContractDatabase {
  /** Opens a store on this database (each call is a separate connection or pool). */
  open(options: ContractStoreOptions): Promise<AccessStore>;
  /** Drops the database. */
  dispose(): Promise<void>;
}

/** Makes a fresh database for one test. */
export type ContractDatabaseFactory = () => Promise<ContractDatabase>;

async function expectAccessError(promise: Promise<unknown>, code: AccessErrorCode): Promise<AccessError> {
  const error: unknown = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(AccessError.isInstance(error), `expected AccessError ${code}, got ${String(error)}`).toBe(true);
  expect((error as AccessError).code).toBe(code);
  return error as AccessError;
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

const pause = (milliseconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Registers the shared contract tests for one adapter. */
export function describeAccessStoreContract(
  adapterName: string,
  makeDatabase: ContractDatabaseFactory,
  options: { readonly skip?: boolean } = {},
): void {
  describe.skipIf(options.skip === true)(`AccessStore contract: ${adapterName}`, () => {
    let database: ContractDatabase;
    let store: AccessStore;
    let nowMs: number;
    const clock = (): Date => new Date(nowMs);
    const openedStores: AccessStore[] = [];
    const openStore = async (options: ContractStoreOptions = {}): Promise<AccessStore> => {
      const opened = await database.open({ clock, ...options });
      openedStores.push(opened);
      return opened;
    };

    beforeEach(async () => {
      nowMs = Date.parse('2026-03-15T10:00:00Z');
      database = await makeDatabase();
      store = await openStore();
    });

    afterEach(async () => {
      for (const opened of openedStores.splice(0)) await opened.close();
      await database.dispose();
    });

    describe('keys and accounts', () => {
      it('creates a key that is shown once, authenticates it and never lists it', async () => {
        const created = await store.createAccountWithKey({ name: 'Acme', plan: 'creator' });
        expect(isWellFormedApiKey(created.key)).toBe(true);
        expect(created.key.startsWith(created.keyPrefix)).toBe(true);
        const authentication = await store.authenticate(created.key);
        expect(authentication.account).toMatchObject({ id: created.accountId, name: 'Acme', plan: 'creator', customMonthlyUnits: null });
        expect(authentication.keyId).toBe(created.keyId);
        const listed = await store.listKeys();
        expect(listed).toHaveLength(1);
        expect(listed[0]).toMatchObject({ keyId: created.keyId, keyPrefix: created.keyPrefix, plan: 'creator', accountName: 'Acme', revokedAt: null });
        const serialised = JSON.stringify(listed);
        expect(serialised).not.toContain(created.key);
        expect(serialised).not.toContain(hashApiKey(created.key));
      });

      it('compares the stored hash with crypto.timingSafeEqual', async () => {
        expect(vi.isMockFunction(timingSafeEqual), 'the test file must wrap node:crypto timingSafeEqual in vi.fn').toBe(true);
        const created = await store.createAccountWithKey({ name: 'Acme', plan: 'creator' });
        vi.mocked(timingSafeEqual).mockClear();
        await store.authenticate(created.key);
        expect(vi.mocked(timingSafeEqual)).toHaveBeenCalledTimes(1);
        // A key with the same lookup prefix but a different tail reaches the comparison and fails it.
        const sameprefix = created.key.slice(0, -4) + (created.key.endsWith('AAAA') ? 'BBBB' : 'AAAA');
        await expectAccessError(store.authenticate(sameprefix), 'invalid_key');
        expect(vi.mocked(timingSafeEqual)).toHaveBeenCalledTimes(2);
      });

      it('rejects malformed, unknown and revoked keys', async () => {
        const created = await store.createAccountWithKey({ name: 'Acme', plan: 'business' });
        await expectAccessError(store.authenticate('not-a-key'), 'malformed_credential');
        await expectAccessError(store.authenticate(`mdl_live_${'x'.repeat(43)}`), 'invalid_key');
        const revoked = await store.revokeKey(created.keyPrefix);
        expect(revoked.revokedAt?.getTime()).toBe(nowMs);
        await expectAccessError(store.authenticate(created.key), 'invalid_key');
        const second = await store.createKey(created.accountId, { name: 'second' });
        await store.authenticate(second.key);
        await store.revokeKey(second.keyId);
        await expectAccessError(store.authenticate(second.key), 'invalid_key');
        await expectAccessError(store.revokeKey('key_doesnotexist'), 'unknown_api_key');
        expect((await store.listKeys({ accountId: created.accountId })).every((key) => key.revokedAt !== null)).toBe(true);
      });

      it('checks the plan against the category', async () => {
        const creator = await store.createAccountWithKey({ name: 'Small', plan: 'creator' });
        const startup = await store.createAccountWithKey({ name: 'Medium', plan: 'startup' });
        await store.authenticate(creator.key, { category: 'core' });
        await expectAccessError(store.authenticate(creator.key, { category: 'enhanced' }), 'insufficient_tier');
        await store.authenticate(startup.key, { category: 'enhanced' });
        const error = await expectAccessError(store.authenticate(startup.key, { category: 'business' }), 'insufficient_tier');
        expect(error.httpStatus).toBe(403);
      });

      it('changes plans, lists accounts and creates the development key once', async () => {
        const development = await ensureDevelopmentKey(store);
        expect(development?.plan).toBe('business');
        expect(await ensureDevelopmentKey(store)).toBeNull();
        const accounts = await store.listAccounts();
        expect(accounts.map((account) => account.name)).toEqual([developmentAccountName]);
        const changed = await store.setPlan(accounts[0]?.id ?? '', 'enterprise', 5);
        expect(changed).toMatchObject({ plan: 'enterprise', customMonthlyUnits: 5 });
        expect((await store.quotaStatus(changed.id)).limit).toBe(5);
        await expectAccessError(store.setPlan('acct_missing', 'free'), 'unknown_account');
        await expectAccessError(store.createAccountWithKey({ name: 'x', plan: 'gold' as 'free' }), 'invalid_access_option');
      });
    });

    describe('quota', () => {
      it('charges a success, refunds a failure and rethrows the same error', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'free' });
        const result = await store.runMetered({ accountId, units: 1 }, () => Promise.resolve('chart'));
        expect(result).toMatchObject({ value: 'chart', chargedUnits: 1, replayed: false });
        expect(result.quota).toMatchObject({ limit: 100, used: 1, remaining: 99, month: '2026-03' });
        expect(result.quota.resetAt.toISOString()).toBe('2026-04-01T00:00:00.000Z');
        const failure = new Error('ephemeris exploded');
        await expect(store.runMetered({ accountId, units: 1 }, () => Promise.reject(failure))).rejects.toBe(failure);
        expect(await store.usage(accountId)).toEqual({ accountId, plan: 'free', month: '2026-03', used: 1, limit: 100 });
        const free = await store.runMetered({ accountId, units: 0 }, () => Promise.resolve('lookup'));
        expect(free.chargedUnits).toBe(0);
        expect((await store.quotaStatus(accountId)).remaining).toBe(99);
      });

      it('gives exactly the remaining units to 200 concurrent calls', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'free' });
        await store.runMetered({ accountId, units: 50 }, () => Promise.resolve(null));
        let calculations = 0;
        const outcomes = await Promise.allSettled(
          Array.from({ length: 200 }, () =>
            store.runMetered({ accountId, units: 1 }, async () => {
              calculations += 1;
              await pause(1);
              return calculations;
            }),
          ),
        );
        const successes = outcomes.filter((outcome) => outcome.status === 'fulfilled');
        const refusals = outcomes.filter(
          (outcome) => outcome.status === 'rejected' && AccessError.isInstance(outcome.reason) && outcome.reason.code === 'quota_exhausted',
        );
        expect(successes).toHaveLength(50);
        expect(refusals).toHaveLength(150);
        expect(calculations).toBe(50);
        expect((await store.usage(accountId)).used).toBe(100);
        const exhausted = await expectAccessError(store.runMetered({ accountId, units: 1 }, () => Promise.resolve(1)), 'quota_exhausted');
        expect(exhausted.details?.['quota']).toMatchObject({ limit: 100, used: 100, remaining: 0 });
      });

      it('answers calls of one turn as if they came one after another (mixed units, a counter each)', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'enterprise', customMonthlyUnits: 10 });
        await store.runMetered({ accountId, units: 3 }, () => Promise.resolve(null));
        // 7 units left: 3 and 3 fit, 2 does not, 1 still does; then nothing is left for the last 1.
        const outcomes = await Promise.allSettled(
          [3, 3, 2, 1, 1].map((units) => store.runMetered({ accountId, units }, () => Promise.resolve(units))),
        );
        const usedAfterEach = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.quota.used : null));
        expect(usedAfterEach).toEqual([6, 9, null, 10, null]);
        const refusals = outcomes.filter((outcome) => outcome.status === 'rejected');
        for (const refusal of refusals) expect(AccessError.isInstance(refusal.reason) && refusal.reason.code).toBe('quota_exhausted');
        expect((await store.usage(accountId)).used).toBe(10);

        const unlimited = await store.createAccountWithKey({ name: 'Big', plan: 'enterprise' });
        const counters = await Promise.all(
          Array.from({ length: 20 }, () => store.runMetered({ accountId: unlimited.accountId, units: 1 }, () => Promise.resolve(null))),
        );
        // Each call reports the counter right after its own unit: 1 to 20, each once.
        expect(counters.map((result) => result.quota.used).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_unused, index) => index + 1));
      });

      it('shares one quota between two stores on the same database', async () => {
        const other = await openStore();
        const { accountId, key } = await store.createAccountWithKey({ name: 'Acme', plan: 'enterprise', customMonthlyUnits: 60 });
        expect((await other.authenticate(key)).account.id).toBe(accountId);
        const calls = Array.from({ length: 200 }, (_unused, index) =>
          (index % 2 === 0 ? store : other).runMetered({ accountId, units: 1 }, async () => {
            await pause(1);
            return index;
          }),
        );
        const outcomes = await Promise.allSettled(calls);
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(60);
        expect((await other.usage(accountId)).used).toBe(60);
      });

      it('starts a new count in a new UTC month', async () => {
        nowMs = Date.parse('2026-01-31T23:59:59.000Z');
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'free' });
        await store.runMetered({ accountId, units: 100 }, () => Promise.resolve(null));
        const refused = await expectAccessError(store.runMetered({ accountId, units: 1 }, () => Promise.resolve(null)), 'quota_exhausted');
        const quota = refused.details?.['quota'] as Parameters<typeof rateLimitHeaders>[0];
        expect(rateLimitHeaders(quota, clock())).toEqual({ 'RateLimit-Limit': '100', 'RateLimit-Remaining': '0', 'RateLimit-Reset': '1' });
        nowMs += 1000;
        const result = await store.runMetered({ accountId, units: 1 }, () => Promise.resolve(null));
        expect(result.quota).toMatchObject({ month: '2026-02', used: 1, remaining: 99 });
        expect(result.quota.resetAt.toISOString()).toBe('2026-03-01T00:00:00.000Z');
        expect((await store.usage(accountId, '2026-01')).used).toBe(100);
      });

      it('reports unlimited plans as a null limit and still counts usage', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Big', plan: 'enterprise' });
        const result = await store.runMetered({ accountId, units: 5_000_000 }, () => Promise.resolve(null));
        expect(result.quota).toMatchObject({ limit: null, remaining: null, used: 5_000_000 });
        expect(rateLimitHeaders(result.quota, clock())['RateLimit-Limit']).toBe('unlimited');
      });

      it('refuses unknown accounts and bad units', async () => {
        await expectAccessError(store.quotaStatus('acct_missing'), 'unknown_account');
        await expectAccessError(store.runMetered({ accountId: 'acct_missing', units: 1 }, () => Promise.resolve(null)), 'unknown_account');
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'free' });
        await expectAccessError(store.runMetered({ accountId, units: -1 }, () => Promise.resolve(null)), 'invalid_access_option');
      });
    });

    describe('idempotency', () => {
      const fingerprintA = requestFingerprint('natal_chart_v1', { date: '1990-01-01', time: '12:00' });
      const fingerprintB = requestFingerprint('natal_chart_v1', { date: '1990-01-02', time: '12:00' });

      it('hands the work the first attempt\'s instant on a replay, and now to a new request', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'free' });
        const idempotency = { key: 'positions-now-0001', fingerprint: fingerprintA };
        const seen: number[] = [];
        const work = (attempt: { startedAt: Date }) => {
          seen.push(attempt.startedAt.getTime());
          return Promise.resolve('positions');
        };
        const firstMs = nowMs;
        await store.runMetered({ accountId, units: 1, idempotency }, work);
        nowMs += 2_000;
        expect(await store.runMetered({ accountId, units: 1, idempotency }, work)).toMatchObject({ replayed: true, chargedUnits: 0 });
        await store.runMetered({ accountId, units: 1 }, work);
        expect(seen).toEqual([firstMs, firstMs, firstMs + 2_000]);
      });

      it('replays a finished request without charging and rejects reuse with other arguments', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'free' });
        const idempotency = { key: 'order-0001', fingerprint: fingerprintA };
        const work = vi.fn(() => Promise.resolve('chart'));
        const first = await store.runMetered({ accountId, units: 1, idempotency }, work);
        const second = await store.runMetered({ accountId, units: 1, idempotency }, work);
        expect(first).toMatchObject({ chargedUnits: 1, replayed: false });
        expect(second).toMatchObject({ value: 'chart', chargedUnits: 0, replayed: true });
        expect(work).toHaveBeenCalledTimes(2);
        expect((await store.usage(accountId)).used).toBe(1);
        const reused = vi.fn(() => Promise.resolve('other'));
        const error = await expectAccessError(
          store.runMetered({ accountId, units: 1, idempotency: { key: 'order-0001', fingerprint: fingerprintB } }, reused),
          'idempotency_key_reused',
        );
        expect(error.httpStatus).toBe(409);
        expect(reused).not.toHaveBeenCalled();
        // The key is scoped to the account: another account may use the same key.
        const other = await store.createAccountWithKey({ name: 'Other', plan: 'free' });
        const otherResult = await store.runMetered({ accountId: other.accountId, units: 1, idempotency: { key: 'order-0001', fingerprint: fingerprintB } }, reused);
        expect(otherResult).toMatchObject({ chargedUnits: 1, replayed: false });
      });

      it('answers request_in_progress to duplicates while the first runs', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'free' });
        const idempotency = { key: 'order-0002', fingerprint: fingerprintA };
        const gate = deferred<string>();
        const started = deferred<void>();
        let calculations = 0;
        const work = (): Promise<string> => {
          calculations += 1;
          started.resolve();
          return gate.promise;
        };
        const first = store.runMetered({ accountId, units: 1, idempotency }, work);
        await started.promise;
        const duplicates = await Promise.allSettled(Array.from({ length: 20 }, () => store.runMetered({ accountId, units: 1, idempotency }, work)));
        expect(duplicates.every((outcome) => outcome.status === 'rejected' && (outcome.reason as AccessError).code === 'request_in_progress')).toBe(true);
        expect(calculations).toBe(1);
        gate.resolve('chart');
        expect(await first).toMatchObject({ chargedUnits: 1, replayed: false });
        expect((await store.usage(accountId)).used).toBe(1);
      });

      it('lets 50 concurrent identical requests run the calculation once', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'free' });
        const idempotency = { key: 'order-burst', fingerprint: fingerprintA };
        const gate = deferred<void>();
        const safety = setTimeout(() => gate.resolve(), 10_000);
        let calculations = 0;
        let refused = 0;
        const calls = Array.from({ length: 50 }, () =>
          store
            .runMetered({ accountId, units: 1, idempotency }, async () => {
              calculations += 1;
              await gate.promise;
              return 'chart';
            })
            .catch((error: unknown) => {
              refused += 1;
              if (refused === 49) gate.resolve();
              throw error;
            }),
        );
        const outcomes = await Promise.allSettled(calls);
        clearTimeout(safety);
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        expect(
          outcomes.filter((outcome) => outcome.status === 'rejected' && (outcome.reason as AccessError).code === 'request_in_progress'),
        ).toHaveLength(49);
        expect(calculations).toBe(1);
        expect((await store.usage(accountId)).used).toBe(1);
      });

      it('treats a retry after a failed attempt as a fresh, charged attempt', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'free' });
        const idempotency = { key: 'order-0003', fingerprint: fingerprintA };
        await expect(store.runMetered({ accountId, units: 1, idempotency }, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
        expect((await store.usage(accountId)).used).toBe(0);
        await expectAccessError(
          store.runMetered({ accountId, units: 1, idempotency: { key: 'order-0003', fingerprint: fingerprintB } }, () => Promise.resolve(1)),
          'idempotency_key_reused',
        );
        const retry = await store.runMetered({ accountId, units: 1, idempotency }, () => Promise.resolve('chart'));
        expect(retry).toMatchObject({ chargedUnits: 1, replayed: false });
        expect((await store.usage(accountId)).used).toBe(1);
      });

      it('forgets keys after the 24-hour window', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'free' });
        await store.runMetered({ accountId, units: 1, idempotency: { key: 'order-0004', fingerprint: fingerprintA } }, () => Promise.resolve(1));
        nowMs += 24 * 3600 * 1000 - 1;
        await expectAccessError(
          store.runMetered({ accountId, units: 1, idempotency: { key: 'order-0004', fingerprint: fingerprintB } }, () => Promise.resolve(1)),
          'idempotency_key_reused',
        );
        nowMs += 1;
        const later = await store.runMetered({ accountId, units: 1, idempotency: { key: 'order-0004', fingerprint: fingerprintB } }, () => Promise.resolve(2));
        expect(later).toMatchObject({ chargedUnits: 1, replayed: false });
        expect((await store.usage(accountId)).used).toBe(2);
      });

      it('lets a retry take over an attempt whose lease ran out, without charging twice', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'free' });
        const idempotency = { key: 'order-0005', fingerprint: fingerprintA };
        const stuck = deferred<string>();
        const started = deferred<void>();
        const abandoned = store.runMetered({ accountId, units: 1, idempotency }, () => {
          started.resolve();
          return stuck.promise;
        });
        // The work runs only once the unit is reserved and the record written.
        await started.promise;
        nowMs += 59_000;
        await expectAccessError(store.runMetered({ accountId, units: 1, idempotency }, () => Promise.resolve('x')), 'request_in_progress');
        nowMs += 1_000;
        const takeover = await store.runMetered({ accountId, units: 1, idempotency }, () => Promise.resolve('chart'));
        expect(takeover).toMatchObject({ value: 'chart', chargedUnits: 1, replayed: false });
        expect((await store.usage(accountId)).used).toBe(1);
        // The abandoned attempt finally fails: it no longer owns the reservation, so nothing is refunded.
        stuck.reject(new Error('late failure'));
        await expect(abandoned).rejects.toThrow('late failure');
        expect((await store.usage(accountId)).used).toBe(1);
        expect(await store.runMetered({ accountId, units: 1, idempotency }, () => Promise.resolve('again'))).toMatchObject({ replayed: true, chargedUnits: 0 });
      });

      it('refunds abandoned in-flight reservations when their records expire', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'free' });
        const stuck = deferred<string>();
        const started = deferred<void>();
        void store
          .runMetered({ accountId, units: 1, idempotency: { key: 'order-0006', fingerprint: fingerprintA } }, () => {
            started.resolve();
            return stuck.promise;
          })
          .catch(() => undefined);
        await started.promise;
        expect((await store.usage(accountId)).used).toBe(1);
        expect(await store.purgeExpiredIdempotencyKeys()).toBe(0);
        nowMs += 24 * 3600 * 1000;
        expect(await store.purgeExpiredIdempotencyKeys()).toBe(1);
        expect((await store.usage(accountId)).used).toBe(0);
        stuck.resolve('too late');
      });

      it('validates the key and leaves no record when the quota refuses', async () => {
        const { accountId } = await store.createAccountWithKey({ name: 'Acme', plan: 'enterprise', customMonthlyUnits: 1 });
        const work = vi.fn(() => Promise.resolve('chart'));
        const invalid = await expectAccessError(store.runMetered({ accountId, units: 1, idempotency: { key: 'short', fingerprint: fingerprintA } }, work), 'invalid_idempotency_key');
        expect(invalid.httpStatus).toBe(400);
        await store.runMetered({ accountId, units: 1, idempotency: { key: 'order-0007', fingerprint: fingerprintA } }, work);
        await expectAccessError(store.runMetered({ accountId, units: 1, idempotency: { key: 'order-0008', fingerprint: fingerprintA } }, work), 'quota_exhausted');
        // A finished request still replays when the quota is spent.
        expect(await store.runMetered({ accountId, units: 1, idempotency: { key: 'order-0007', fingerprint: fingerprintA } }, work)).toMatchObject({ replayed: true });
        await store.setPlan(accountId, 'enterprise', 2);
        const fresh = await store.runMetered({ accountId, units: 1, idempotency: { key: 'order-0008', fingerprint: fingerprintB } }, work);
        expect(fresh).toMatchObject({ chargedUnits: 1, replayed: false });
        expect(work).toHaveBeenCalledTimes(3);
      });
    });

    it('refuses calls after close with store_unavailable', async () => {
      const closing = await openStore();
      await closing.close();
      await expectAccessError(closing.countAccounts(), 'store_unavailable');
    });
  });
}
