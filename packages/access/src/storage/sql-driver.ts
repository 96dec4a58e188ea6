/** One row as the driver returns it: column name → value (numbers may arrive as strings from PostgreSQL). */
export type SqlRow = Record<string, unknown>;

/** Runs statements. SQL is written with PostgreSQL placeholders (`$1`, `$2`, …); the SQLite driver rewrites them. */
export interface SqlExecutor {
  /** Runs one statement and returns its rows (empty for statements without `RETURNING`). */
  query(sql: string, parameters?: readonly unknown[]): Promise<SqlRow[]>;
  /** Runs one statement and returns the number of rows it changed. */
  execute(sql: string, parameters?: readonly unknown[]): Promise<number>;
}

/** A database connection (SQLite file or PostgreSQL pool) behind one small interface. */
export interface SqlDriver extends SqlExecutor {
  readonly dialect: 'sqlite' | 'postgres';
  /**
   * Runs `work` in one transaction that takes write locks early (SQLite `BEGIN IMMEDIATE`;
   * PostgreSQL `BEGIN` with `FOR UPDATE` where the SQL asks). Commits when `work` resolves, rolls back when it throws.
   */
  transaction<T>(work: (executor: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * A stamp that stays the same while no row of `accounts` can have changed: SQLite's `data_version` (another
   * connection, in this process or another, committed) with this connection's own writes to `accounts`. Reading it
   * costs no statement of the store's. Absent (PostgreSQL): a change cannot be ruled out without asking.
   */
  accountsStamp?(): string;
  close(): Promise<void>;
}
