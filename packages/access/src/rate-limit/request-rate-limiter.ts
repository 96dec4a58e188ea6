import { loadPg } from '../storage/load-pg';
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AccessError } from '../errors';
import type { PlanId } from '../plans';
import { burstyMemoryLimiter } from './bursty-memory-limiter';
import { createClusterRateWindows, serveClusterRateWindows } from './cluster-rate-windows';
import type { RateConsumer } from './cluster-rate-windows';
import type { RateLimitedDetails } from './request-rate-headers';
import { keylessRequestRateLimit, requestRateLimits } from './request-rate-limits';
import type { RequestRateLimit } from './request-rate-limits';
import { requestRateTable } from './request-rate-table';

/** Where the counters live, so every process serving the same accounts counts together. */
export type RequestRateStore =
  /** This process only (one process serving, and tests). */
  | { readonly kind: 'memory' }
  /**
   * A `node:cluster` worker: the counters live in the primary, which must run {@link startRequestRateLimiterPrimary};
   * one IPC message per turn of the event loop for all its calls, no database write (the SQLite mode of `pnpm start`
   * with several workers).
   */
  | { readonly kind: 'cluster-worker'; readonly answerTimeoutMilliseconds?: number }
  /**
   * A PostgreSQL table (`mandala_request_rate`) shared by every instance on the same database (PostgreSQL mode).
   * `keylessInClusterPrimary`: this process is a `node:cluster` worker whose primary runs
   * {@link startRequestRateLimiterPrimary}, so the keyless budget is counted there, once for the whole instance.
   */
  | { readonly kind: 'postgres'; readonly databaseUrl: string; readonly schema?: string; readonly keylessInClusterPrimary?: boolean };

/** A call refused for its rate: what a metrics counter or a log needs (never a key). */
export interface RateLimitedEvent {
  readonly accountId: string;
  readonly plan: PlanId;
  readonly retryAfterSeconds: number;
}

/** Counts calls per account against the plan's {@link requestRateLimits}. */
export interface RequestRateLimiter {
  /**
   * Counts `requests` calls (default 1) of the account. Throws `AccessError('rate_limited')` (429, details
   * {@link RateLimitedDetails}) when the account is over its plan's rate; nothing is charged either way. When the
   * shared store cannot answer, the call is counted in this process instead (never refused for the store's fault).
   */
  admit(account: { readonly id: string; readonly plan: PlanId }, requests?: number): Promise<void>;
  /**
   * Counts one request of a caller without an API key from `address` against {@link keylessRequestRateLimit}.
   * Throws `AccessError('rate_limited')` (429, details with `plan: 'keyless'`) past it, after the same hold of
   * repeated refusals as {@link admit}. Counted in the cluster primary for `cluster-worker` (and for `postgres` with
   * `keylessInClusterPrimary`: one budget per instance, whatever its workers), else in this process (a keyless
   * request never waits for the database).
   */
  admitAddress(address: string): Promise<void>;
  /** Calls `listener` on every refusal (a metrics counter); returns the function that removes it. */
  onRateLimited(listener: (event: RateLimitedEvent) => void): () => void;
  /** Releases the store connection, if any. */
  close(): Promise<void>;
}

/** Options of {@link createRequestRateLimiter}. */
export interface RequestRateLimiterOptions {
  readonly store: RequestRateStore;
  /** Rates by plan; default {@link requestRateLimits}. */
  readonly limits?: Readonly<Record<PlanId, RequestRateLimit>>;
  /**
   * How long (on average) a refusal is held before it is answered once the account ignores `Retry-After` (more
   * refusals within a burst window than the plan's burst); default {@link repeatedRefusalHoldMilliseconds}, 0 answers every refusal at
   * once. See {@link createRequestRateLimiter}.
   */
  readonly repeatedRefusalHoldMilliseconds?: number;
  /** The per-address rate of callers without a key; default {@link keylessRequestRateLimit}. */
  readonly keylessLimit?: RequestRateLimit;
}

/** Default of {@link RequestRateLimiterOptions.repeatedRefusalHoldMilliseconds}. */
export const repeatedRefusalHoldMilliseconds = 1_000;

interface PlanLimiter {
  readonly shared: RateConsumer;
  /** This process's own count, used when the shared store fails to answer. */
  readonly local: BurstyRateLimiter;
  /** Refusals per account in this process over a burst window: past the burst, refusals are held. */
  readonly refusals: RateLimiterMemory;
}

/** How long a request waits for the shared counters (PostgreSQL) before it is counted in this process instead. */
const sharedStoreAnswerMilliseconds = 1_000;

/** The PostgreSQL table of the shared counters (in the store's schema). */
const rateTableName = 'mandala_request_rate';

/**
 * The request-rate limiter of the service, over `rate-limiter-flexible` (a steady per-second window and a burst
 * window, `BurstyRateLimiter`). On PostgreSQL an account that used up its burst is blocked in memory for the rest of
 * the window (`inMemoryBlockOnConsumed`), so a flood costs no database query per refused call.
 *
 * A client that keeps calling while refused (more refusals within a burst window than its plan's burst, counted in
 * this process) gets its further refusals answered only after `repeatedRefusalHoldMilliseconds`: a loop that ignores
 * `Retry-After` then sends one call per connection per hold instead of as many as the service can refuse, which
 * keeps the event loop (and the cores) for the other accounts. Each hold lasts between half and one and a half times
 * the setting, so many refusals held together come back spread out. A client that waits as told is never held.
 */
export function createRequestRateLimiter(options: RequestRateLimiterOptions): RequestRateLimiter {
  const limits = options.limits ?? requestRateLimits;
  const holdMilliseconds = options.repeatedRefusalHoldMilliseconds ?? repeatedRefusalHoldMilliseconds;
  const listeners = new Set<(event: RateLimitedEvent) => void>();
  const postgresPool =
    options.store.kind === 'postgres'
      ? new (loadPg().Pool)({
          connectionString: options.store.databaseUrl,
          max: 2,
          // A partitioned database must not hold requests: past this the call counts in this process instead.
          connectionTimeoutMillis: sharedStoreAnswerMilliseconds,
          query_timeout: sharedStoreAnswerMilliseconds,
          statement_timeout: sharedStoreAnswerMilliseconds,
        })
      : undefined;
  postgresPool?.on('error', () => undefined);
  const schema = options.store.kind === 'postgres' ? options.store.schema : undefined;
  // Created once, before any window counts in it (see request-rate-table.ts).
  const table = postgresPool === undefined ? undefined : requestRateTable(postgresPool, rateTableName, schema);

  const keylessInPrimary = options.store.kind === 'cluster-worker' || (options.store.kind === 'postgres' && options.store.keylessInClusterPrimary === true);
  // The windows counted in the cluster primary, asked once per turn (cluster-rate-windows.ts).
  const primaryWindows = keylessInPrimary
    ? createClusterRateWindows({ answerTimeoutMilliseconds: options.store.kind === 'cluster-worker' ? (options.store.answerTimeoutMilliseconds ?? 1000) : 1000 })
    : undefined;

  /** The shared windows of a plan: the cluster primary's, the PostgreSQL table's, or this process's. */
  function sharedWindows(prefix: string, limit: RequestRateLimit): RateConsumer {
    if (options.store.kind === 'cluster-worker' && primaryWindows !== undefined) return primaryWindows({ prefix, limit });
    return new BurstyRateLimiter(sharedWindow(`${prefix}-steady`, limit.requestsPerSecond, 1), sharedWindow(`${prefix}-burst`, limit.burstRequests, limit.burstWindowSeconds));
  }

  function sharedWindow(prefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
    const store = options.store;
    if (store.kind === 'postgres' && postgresPool !== undefined) {
      return new RateLimiterPostgres({
        storeClient: postgresPool,
        storeType: 'pool',
        tableName: rateTableName,
        ...(schema === undefined ? {} : { schemaName: schema }),
        // `admit` uses the windows only once `table` says the table exists.
        tableCreated: true,
        keyPrefix: prefix,
        points,
        duration: durationSeconds,
        inMemoryBlockOnConsumed: points,
        clearExpiredByTimeout: true,
      });
    }
    return new RateLimiterMemory({ keyPrefix: prefix, points, duration: durationSeconds });
  }

  const byPlan = new Map<PlanId, PlanLimiter>();
  function limiterOf(plan: PlanId): PlanLimiter {
    let limiter = byPlan.get(plan);
    if (limiter === undefined) {
      const limit = limits[plan];
      const prefix = `mandala-rate-${plan}`;
      limiter = {
        shared: sharedWindows(prefix, limit),
        local: burstyMemoryLimiter(prefix, limit),
        refusals: new RateLimiterMemory({ keyPrefix: `${prefix}-refusals`, points: limit.burstRequests, duration: limit.burstWindowSeconds }),
      };
      byPlan.set(plan, limiter);
    }
    return limiter;
  }

  function refusal(account: { readonly id: string; readonly plan: PlanId }, answer: RateLimiterRes): AccessError {
    const limit = limits[account.plan];
    const retryAfterSeconds = Math.max(1, Math.ceil(answer.msBeforeNext / 1000));
    for (const listener of listeners) listener({ accountId: account.id, plan: account.plan, retryAfterSeconds });
    const details: RateLimitedDetails = { plan: account.plan, ...limit, retryAfterSeconds };
    return new AccessError(
      'rate_limited',
      `Too many requests: the ${account.plan} plan allows ${limit.requestsPerSecond} per second with a burst of ${limit.burstRequests} per ${limit.burstWindowSeconds} s; wait ${retryAfterSeconds} s (Retry-After) and slow down.`,
      { details: { ...details } },
    );
  }

  function keylessRefusal(answer: RateLimiterRes): AccessError {
    const retryAfterSeconds = Math.max(1, Math.ceil(answer.msBeforeNext / 1000));
    const details: RateLimitedDetails = { plan: 'keyless', ...keylessLimit, retryAfterSeconds };
    return new AccessError(
      'rate_limited',
      `Too many requests without an API key from this address: ${keylessLimit.requestsPerSecond} per second with a burst of ${keylessLimit.burstRequests} per ${keylessLimit.burstWindowSeconds} s are allowed; wait ${retryAfterSeconds} s (Retry-After). ` +
        'Cache what you fetch (documents carry an ETag: send If-None-Match), and send your API key (Authorization: Bearer <key>) with API calls, which are counted on your plan instead.',
      { details: { ...details } },
    );
  }

  /** The refusal, after the hold when the caller has had more refusals than its burst within the burst window. */
  async function refuse(refusals: RateLimiterMemory, subject: string, refused: AccessError): Promise<never> {
    if (holdMilliseconds > 0) {
      const repeated = await refusals.consume(subject).then(
        () => false,
        () => true,
      );
      // Spread over half to one and a half holds, so refusals held together do not all come back together.
      if (repeated) await new Promise((resolve) => setTimeout(resolve, holdMilliseconds * (0.5 + Math.random())));
    }
    throw refused;
  }

  const keylessLimit = options.keylessLimit ?? keylessRequestRateLimit;
  const keylessPrefix = 'mandala-rate-keyless';
  // Shared by the workers of a cluster (the primary counts); else this process's own count (see admitAddress).
  const keyless: RateConsumer = primaryWindows === undefined ? burstyMemoryLimiter(keylessPrefix, keylessLimit) : primaryWindows({ prefix: keylessPrefix, limit: keylessLimit });
  const keylessLocal = burstyMemoryLimiter(`${keylessPrefix}-local`, keylessLimit);
  const keylessRefusals = new RateLimiterMemory({ keyPrefix: `${keylessPrefix}-refusals`, points: keylessLimit.burstRequests, duration: keylessLimit.burstWindowSeconds });

  return {
    async admit(account, requests = 1) {
      const limiter = limiterOf(account.plan);
      if (table === undefined || (await table.ready())) {
        try {
          await limiter.shared.consume(account.id, requests);
          return;
        } catch (error) {
          if (error instanceof RateLimiterRes) return refuse(limiter.refusals, account.id, refusal(account, error));
        }
      }
      // The shared store has no table yet or did not answer (primary busy, database down): count in this process.
      try {
        await limiter.local.consume(account.id, requests);
      } catch (localError) {
        if (localError instanceof RateLimiterRes) return refuse(limiter.refusals, account.id, refusal(account, localError));
        throw localError;
      }
    },
    async admitAddress(address) {
      try {
        await keyless.consume(address);
        return;
      } catch (error) {
        if (error instanceof RateLimiterRes) return refuse(keylessRefusals, address, keylessRefusal(error));
      }
      // The cluster primary did not answer in time: count in this process.
      try {
        await keylessLocal.consume(address);
      } catch (localError) {
        if (localError instanceof RateLimiterRes) return refuse(keylessRefusals, address, keylessRefusal(localError));
        throw localError;
      }
    },
    onRateLimited(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await table?.settled();
      await postgresPool?.end().catch(() => undefined);
    },
  };
}

/**
 * Keeps the counters of every `cluster-worker` limiter in this `node:cluster` primary (call once, before forking):
 * the workers of a SQLite-mode cluster then count each account together, and every instance's workers its keyless
 * budget.
 */
export function startRequestRateLimiterPrimary(): void {
  serveClusterRateWindows();
}
