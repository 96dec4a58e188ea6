import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

/**
 * PostgreSQL's errors for the loser of two sessions creating one table at once: a duplicate `pg_type` row (23505),
 * the table's row type already there (42710 duplicate_object), a duplicate relation such as the primary key's index
 * (42P07). The table exists afterwards, so the creation is tried again.
 */
const concurrentCreationCodes: ReadonlySet<string> = new Set(['23505', '42710', '42P07']);

/** Creations tried in one attempt before it counts as failed (each retry follows a lost race). */
const creationsPerAttempt = 3;

/** The table of the shared request-rate counters; see {@link requestRateTable}. */
export interface RequestRateTable {
  /**
   * True once the table exists. While the first attempt runs, a promise of its outcome. After a failed attempt,
   * false at once, and a new attempt starts in the background, at most once per `retryMilliseconds`.
   */
  ready(): boolean | Promise<boolean>;
  /** Settles when no attempt is running (before the pool is closed). */
  settled(): Promise<void>;
}

/** One creation of the table, with the statement of rate-limiter-flexible itself: resolves with its error, if any. */
function createTableOnce(pool: pg.Pool, tableName: string, schemaName: string | undefined): Promise<unknown> {
  return new Promise((resolve) => {
    // A limiter made only for its constructor, which runs the library's `CREATE TABLE IF NOT EXISTS`.
    new RateLimiterPostgres(
      { storeClient: pool, storeType: 'pool', tableName, ...(schemaName === undefined ? {} : { schemaName }), keyPrefix: `${tableName}-creation`, points: 1, duration: 1 },
      (error?: unknown) => resolve(error),
    );
  });
}

async function attemptCreation(pool: pg.Pool, tableName: string, schemaName: string | undefined): Promise<boolean> {
  for (let creation = 0; creation < creationsPerAttempt; creation += 1) {
    const error = await createTableOnce(pool, tableName, schemaName);
    if (error === undefined || error === null) return true;
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !concurrentCreationCodes.has(code)) return false;
  }
  return false;
}

/**
 * The table every window of the PostgreSQL request-rate limiter counts in, created once per limiter instance before
 * any window uses it. Left to rate-limiter-flexible, each window creates it on its own, at once; when two creations
 * race (the steady and burst windows of one instance, or instances starting together), PostgreSQL fails the loser's
 * `CREATE TABLE IF NOT EXISTS`, and that window then refuses every query and counts in this process only, for good.
 * Here a lost race is tried again, and a failed attempt (the database unreachable) is retried later, so the windows
 * count together again once the database answers.
 */
export function requestRateTable(pool: pg.Pool, tableName: string, schemaName: string | undefined, retryMilliseconds = 5_000): RequestRateTable {
  let created = false;
  let running: Promise<boolean> | undefined;
  let lastAttemptAtMs = Number.NEGATIVE_INFINITY;
  const attempt = (): Promise<boolean> => {
    lastAttemptAtMs = performance.now();
    const current = attemptCreation(pool, tableName, schemaName).then((outcome) => {
      created = outcome;
      running = undefined;
      return outcome;
    });
    running = current;
    return current;
  };
  const first = attempt();
  return {
    ready() {
      if (created) return true;
      if (running === first) return first;
      if (running === undefined && performance.now() - lastAttemptAtMs >= retryMilliseconds) void attempt();
      return false;
    },
    async settled() {
      await running;
    },
  };
}
