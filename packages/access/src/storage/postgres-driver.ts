import pg from 'pg';
import { migrations } from './schema';
import type { SqlDriver, SqlExecutor } from './sql-driver';

/** Options of {@link openPostgresDriver}. */
export interface PostgresDriverOptions {
  readonly databaseUrl: string;
  /** Schema holding the tables; a plain identifier. */
  readonly schema: string;
  readonly poolSize: number;
}

/** Quotes a plain identifier (already checked against `^[A-Za-z_][A-Za-z0-9_]*$`). */
function quoteIdentifier(identifier: string): string {
  return `"${identifier}"`;
}

/**
 * PostgreSQL driver over a `pg` pool. `{schema}.` in SQL becomes the quoted schema name. On open it runs the
 * migrations once, inside a transaction holding an advisory lock, so several processes starting together do not race.
 */
export async function openPostgresDriver(options: PostgresDriverOptions): Promise<SqlDriver> {
  const schemaPrefix = `${quoteIdentifier(options.schema)}.`;
  const expand = (sql: string): string => sql.replaceAll('{schema}.', schemaPrefix);
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize, connectionTimeoutMillis: 10_000 });
  // An idle client's error (server restart) must not crash the process; the next query reports it.
  pool.on('error', () => undefined);

  const executorOf = (client: pg.Pool | pg.PoolClient): SqlExecutor => ({
    query: async (sql, parameters = []) => (await client.query(expand(sql), [...parameters])).rows as Record<string, unknown>[],
    execute: async (sql, parameters = []) => (await client.query(expand(sql), [...parameters])).rowCount ?? 0,
  });

  const transaction = async <T>(work: (executor: SqlExecutor) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(executorOf(client));
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
        client.release();
      } catch (rollbackError) {
        client.release(rollbackError instanceof Error ? rollbackError : true);
      }
      throw error;
    }
  };

  try {
    await transaction(async (executor) => {
      await executor.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`mandala.access.${options.schema}`]);
      // Only create a missing schema: CREATE SCHEMA needs the CREATE privilege on the database even when it exists.
      const existing = await executor.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [options.schema]);
      if (existing.length === 0) await executor.execute(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(options.schema)}`);
      await executor.execute(
        'CREATE TABLE IF NOT EXISTS {schema}.access_migrations (version INTEGER PRIMARY KEY, applied_at_ms BIGINT NOT NULL)',
      );
      const applied = await executor.query('SELECT version FROM {schema}.access_migrations');
      const appliedVersions = new Set(applied.map((row) => Number(row['version'])));
      for (const migration of migrations) {
        if (appliedVersions.has(migration.version)) continue;
        for (const statement of migration.statements) await executor.execute(statement);
        await executor.execute('INSERT INTO {schema}.access_migrations (version, applied_at_ms) VALUES ($1, $2)', [
          migration.version,
          Date.now(),
        ]);
      }
    });
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  const poolExecutor = executorOf(pool);
  return {
    dialect: 'postgres',
    query: poolExecutor.query,
    execute: poolExecutor.execute,
    transaction,
    close: () => pool.end(),
  };
}
