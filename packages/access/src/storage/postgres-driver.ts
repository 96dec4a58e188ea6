import type pg from 'pg';
import { loadPg } from './load-pg';
import { AccessError } from '../errors';
import { migrations } from './schema';
import { StoreSchemaError, refuseNewerSchema } from './schema-version';
import type { SqlDriver, SqlExecutor } from './sql-driver';

/** Options of {@link openPostgresDriver}. */
export interface PostgresDriverOptions {
  readonly databaseUrl: string;
  /** Schema holding the tables; a plain identifier. */
  readonly schema: string;
  readonly poolSize: number;
  /**
   * True (default): apply the pending migrations on open. False: apply none and throw {@link StoreSchemaError}
   * `schema_not_migrated` when some are pending (the operator migrates with `mandala migrate`).
   */
  readonly applyMigrations?: boolean;
  /** Called with each migration version applied on open, in order (`mandala migrate` reports them). */
  readonly onMigrationApplied?: (version: number) => void;
}

/** Quotes a plain identifier (already checked against `^[A-Za-z_][A-Za-z0-9_]*$`). */
function quoteIdentifier(identifier: string): string {
  return `"${identifier}"`;
}

/**
 * How long one statement of a call may run on PostgreSQL (its `statement_timeout`, so a statement stuck behind a
 * lock is cancelled by the server and changes nothing), and how long opening a connection may take. The client
 * itself gives up {@link clientGraceMilliseconds} later (a network partition: nothing answers at all). Past either,
 * the call fails with `store_unavailable` (503) instead of hanging. Migrations on open wait as long as they need.
 */
export const postgresStatementTimeoutMilliseconds = 5_000;

/** How much longer than the server's statement timeout the client waits for an answer. */
const clientGraceMilliseconds = 1_000;

/** pg's message for a statement that passed its `query_timeout`. */
const queryTimeoutMessage = 'Query read timeout';

/**
 * SQLSTATEs of a value PostgreSQL cannot hold: `22021` character_not_in_repertoire (a NUL in text: "invalid byte
 * sequence for encoding \"UTF8\": 0x00") and `22P05` untranslatable_character. They are the caller's input, not an
 * outage: the statement changed nothing and the database is fine.
 */
const unstorableValueStates = new Set(['22021', '22P05']);

/**
 * The error a statement failed with, as the store should see it: a value PostgreSQL cannot hold becomes
 * `invalid_text` (400), so it never reaches `store_unavailable`, its `Retry-After` or `mandala_store_errors_total`;
 * anything else is passed on as it is. A defence in depth: the edges refuse such text before it gets here.
 */
export function classifyPostgresError(error: unknown): unknown {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string' || !unstorableValueStates.has(code)) return error;
  return new AccessError('invalid_text', 'A text value holds a character the database cannot store (a NUL or another control character); remove it and send the request again.', {
    cause: error,
  });
}

/**
 * PostgreSQL driver over a `pg` pool. `{schema}.` in SQL becomes the quoted schema name. On open it runs the
 * pending migrations once (or, with `applyMigrations: false`, refuses to open while some are pending), inside a
 * transaction holding an advisory lock, so several processes starting together do not race. A schema newer than
 * this code's migrations is refused ({@link StoreSchemaError}) before anything is changed.
 *
 * When PostgreSQL stops or becomes unreachable, calls fail (`store_unavailable` in the store) at once or within
 * {@link postgresStatementTimeoutMilliseconds} and a second; the pool drops the broken connections and opens new
 * ones on the next calls, so the service recovers by itself when the database is back.
 */
export async function openPostgresDriver(options: PostgresDriverOptions): Promise<SqlDriver> {
  const schemaPrefix = `${quoteIdentifier(options.schema)}.`;
  const expand = (sql: string): string => sql.replaceAll('{schema}.', schemaPrefix);
  const pool = new (loadPg().Pool)({
    connectionString: options.databaseUrl,
    max: options.poolSize,
    connectionTimeoutMillis: postgresStatementTimeoutMilliseconds,
    statement_timeout: postgresStatementTimeoutMilliseconds,
  });
  // An idle client's error (server restart) must not crash the process; the next query reports it.
  pool.on('error', () => undefined);

  const executorOf = (client: pg.Pool | pg.PoolClient, timeoutMilliseconds: number | undefined): SqlExecutor => {
    const run = async (sql: string, parameters: readonly unknown[]) => {
      try {
        return await client.query({ text: expand(sql), values: [...parameters], ...(timeoutMilliseconds === undefined ? {} : { query_timeout: timeoutMilliseconds }) });
      } catch (error) {
        throw classifyPostgresError(error);
      }
    };
    return {
      query: async (sql, parameters = []) => (await run(sql, parameters)).rows as Record<string, unknown>[],
      execute: async (sql, parameters = []) => (await run(sql, parameters)).rowCount ?? 0,
    };
  };

  const transaction = async <T>(work: (executor: SqlExecutor) => Promise<T>, timeoutMilliseconds: number | undefined): Promise<T> => {
    const client = await pool.connect();
    // A checked-out client reports a lost connection as an 'error' event (its statement fails as well); without a
    // listener that event would crash the process.
    let lost: Error | undefined;
    const onLost = (error: Error): void => {
      lost = error;
    };
    client.on('error', onLost);
    // A broken client is given back with its error, so the pool drops it instead of lending it again.
    const release = (error?: Error): void => {
      client.removeListener('error', onLost);
      client.release(error ?? lost);
    };
    const executor = executorOf(client, timeoutMilliseconds);
    try {
      await executor.execute('BEGIN');
      const result = await work(executor);
      await executor.execute('COMMIT');
      release();
      return result;
    } catch (error) {
      // A connection that is gone or not answering cannot roll back; dropping it ends the transaction on the server.
      if (lost !== undefined || (error instanceof Error && error.message === queryTimeoutMessage)) {
        release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      try {
        await executor.execute('ROLLBACK');
        release();
      } catch (rollbackError) {
        release(rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError)));
      }
      throw error;
    }
  };

  const applied: number[] = [];
  try {
    await transaction(async (executor) => {
      await executor.execute('SET LOCAL statement_timeout = 0');
      await executor.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`mandala.access.${options.schema}`]);
      const tableName = `${quoteIdentifier(options.schema)}.access_migrations`;
      const [table] = await executor.query('SELECT to_regclass($1) IS NOT NULL AS present', [tableName]);
      const appliedRows = table?.['present'] === true ? await executor.query('SELECT version FROM {schema}.access_migrations') : [];
      const appliedVersions = new Set(appliedRows.map((row) => Number(row['version'])));
      // A schema a newer Mandala migrated is left as it is: this one does not know what its tables mean.
      refuseNewerSchema(Math.max(0, ...appliedVersions));
      const pending = migrations.filter((migration) => !appliedVersions.has(migration.version));
      if (pending.length === 0) return;
      if (options.applyMigrations === false) throw new StoreSchemaError('schema_not_migrated', Math.max(0, ...appliedVersions));
      // Only create a missing schema: CREATE SCHEMA needs the CREATE privilege on the database even when it exists.
      const existing = await executor.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [options.schema]);
      if (existing.length === 0) await executor.execute(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(options.schema)}`);
      await executor.execute(
        'CREATE TABLE IF NOT EXISTS {schema}.access_migrations (version INTEGER PRIMARY KEY, applied_at_ms BIGINT NOT NULL)',
      );
      for (const migration of pending) {
        for (const statement of migration.statements) await executor.execute(statement);
        await executor.execute('INSERT INTO {schema}.access_migrations (version, applied_at_ms) VALUES ($1, $2)', [
          migration.version,
          Date.now(),
        ]);
        applied.push(migration.version);
      }
    }, undefined);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  for (const version of applied) options.onMigrationApplied?.(version);

  const answerTimeoutMilliseconds = postgresStatementTimeoutMilliseconds + clientGraceMilliseconds;
  const poolExecutor = executorOf(pool, answerTimeoutMilliseconds);
  return {
    dialect: 'postgres',
    query: poolExecutor.query,
    execute: poolExecutor.execute,
    transaction: (work) => transaction(work, answerTimeoutMilliseconds),
    close: () => pool.end(),
  };
}
