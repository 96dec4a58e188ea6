import { resolve } from 'node:path';
import { setImmediate } from 'node:timers';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { prepareOwnerOnlyFiles } from './owner-only-files';
import { migrations } from './schema';
import type { SqlDriver, SqlExecutor, SqlRow } from './sql-driver';

/** File name of the SQLite database inside the data directory. */
export const sqliteFileName = 'access.sqlite';

/** A statement rewritten for SQLite: its text, and for each `?` the index of the parameter it takes. */
interface SqliteStatementShape {
  readonly text: string;
  readonly parameterIndexes: readonly number[];
}

/** Rewrites `$n` placeholders to `?` and records which parameter each takes (a `$n` may appear more than once). */
function sqliteShapeOf(sql: string): SqliteStatementShape {
  const parameterIndexes: number[] = [];
  const text = sql.replaceAll('{schema}.', '').replace(/\$(\d+)/g, (_match, digits: string) => {
    parameterIndexes.push(Number(digits) - 1);
    return '?';
  });
  return { text, parameterIndexes };
}

/** Open connections of this process, by file path, with how many stores use each. */
const sharedConnections = new Map<string, { driver: SqlDriver; users: number }>();

/**
 * SQLite driver over Node's built-in `node:sqlite` (synchronous; no native addon to build). Every store of one process that opens the same file shares
 * one connection, whose promise queue serialises every statement and transaction, so an async transaction never
 * interleaves with another call (two connections in one process would block each other's event loop). Between
 * processes, `BEGIN IMMEDIATE` and a 5 s busy timeout serialise writers.
 *
 * Statements are prepared once per connection. A lone read runs at once when nothing is queued. Lone writes
 * (a quota reservation, an idempotency record settled) and transactions (an idempotent attempt opened) issued in the
 * same turn of the event loop are committed together in one transaction at the end of the turn (group commit): each
 * keeps its own atomicity and result (a transaction runs inside a savepoint and a failure rolls back to it), and one
 * WAL commit serves them all. Order is kept: what is issued after a write or a transaction runs after it and sees it.
 */
export function openSqliteDriver(dataDirectory: string): SqlDriver {
  const filePath = resolve(dataDirectory, sqliteFileName);
  prepareOwnerOnlyFiles(dataDirectory, filePath);
  let shared = sharedConnections.get(filePath);
  if (shared === undefined) {
    shared = { driver: openConnection(filePath), users: 0 };
    sharedConnections.set(filePath, shared);
  }
  shared.users += 1;
  const connection = shared;
  let closed = false;
  return {
    ...connection.driver,
    close: async () => {
      if (closed) return;
      closed = true;
      connection.users -= 1;
      if (connection.users > 0) return;
      sharedConnections.delete(filePath);
      await connection.driver.close();
    },
  };
}

function openConnection(filePath: string): SqlDriver {
  const database = new DatabaseSync(filePath);
  try {
    // The wait for another process's lock first: even switching to WAL (or finding it set) needs a lock, and a process
    // opening the file while another migrates or writes it was refused at once with "database is locked".
    database.exec('PRAGMA busy_timeout = 5000');
    database.exec('PRAGMA journal_mode = WAL');
    database.exec('PRAGMA synchronous = NORMAL');
    database.exec('PRAGMA foreign_keys = ON');
    applySqliteMigrations(database);
  } catch (error) {
    database.close();
    throw error;
  }

  let queue: Promise<unknown> = Promise.resolve();
  /** Tasks in the queue that have not finished (a transaction counts until it commits or rolls back). */
  let queued = 0;
  const serialise = <T>(task: () => Promise<T>): Promise<T> => {
    queued += 1;
    const result = queue.then(task, task).finally(() => {
      queued -= 1;
    });
    queue = result.catch(() => undefined);
    return result;
  };
  // The store issues a few dozen distinct statements: each is rewritten and prepared once, then reused.
  const statements = new Map<string, PreparedStatement>();
  const prepare = (sql: string, parameters: readonly unknown[]): { statement: PreparedStatement; values: SqliteValue[] } => {
    let prepared = statements.get(sql);
    if (prepared === undefined) {
      const shape = sqliteShapeOf(sql);
      const statement = withSqliteCode(() => database.prepare(shape.text));
      prepared = {
        statement,
        parameterIndexes: shape.parameterIndexes,
        returnsRows: statement.columns().length > 0,
        readOnly: isReadOnlyStatement(shape.text),
        writesAccounts: accountsWrite.test(shape.text),
      };
      statements.set(sql, prepared);
    }
    return { statement: prepared, values: prepared.parameterIndexes.map((index) => parameters[index] as SqliteValue) };
  };
  // This connection's writes to `accounts`: `data_version` counts only other connections' commits.
  let ownAccountsWrites = 0;
  const dataVersion = database.prepare('PRAGMA data_version');
  const runQuery = (prepared: PreparedStatement, values: SqliteValue[]): SqlRow[] => {
    if (prepared.writesAccounts) ownAccountsWrites += 1;
    return withSqliteCode(() => (prepared.returnsRows ? (prepared.statement.all(...values) as SqlRow[]) : (prepared.statement.run(...values), [])));
  };
  const runExecute = (prepared: PreparedStatement, values: SqliteValue[]): number => {
    if (prepared.writesAccounts) ownAccountsWrites += 1;
    return withSqliteCode(() => Number(prepared.statement.run(...values).changes));
  };
  const exec = (sql: string): void => withSqliteCode(() => database.exec(sql));
  const executor: SqlExecutor = {
    query: (sql, parameters = []) => {
      const { statement, values } = prepare(sql, parameters);
      return Promise.resolve(runQuery(statement, values));
    },
    execute: (sql, parameters = []) => {
      const { statement, values } = prepare(sql, parameters);
      return Promise.resolve(runExecute(statement, values));
    },
  };

  // Group commit: lone writes and transactions issued in the same turn of the event loop are committed together,
  // in call order, one WAL commit for all. Each keeps its own atomicity: a lone write is one statement (a constraint
  // violation undoes only that statement), a transaction runs inside a savepoint and a failure rolls back to it.
  let openBatch: BatchEntry[] | undefined;
  const runBatch = async (batch: readonly BatchEntry[]): Promise<void> => {
    const [only] = batch;
    if (batch.length === 1 && only?.kind === 'write') {
      try {
        only.resolve(only.run());
      } catch (error) {
        only.reject(error);
      }
      return;
    }
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      exec('BEGIN IMMEDIATE');
      for (const entry of batch) {
        if (entry.kind === 'write') {
          try {
            outcomes.push({ ok: true, value: entry.run() });
          } catch (error) {
            if (!isConstraintViolation(error) || !database.isTransaction) throw error;
            outcomes.push({ ok: false, error });
          }
          continue;
        }
        exec('SAVEPOINT batched_transaction');
        try {
          const value = await entry.work(executor);
          exec('RELEASE batched_transaction');
          outcomes.push({ ok: true, value });
        } catch (error) {
          if (!database.isTransaction) throw error;
          exec('ROLLBACK TO batched_transaction');
          exec('RELEASE batched_transaction');
          outcomes.push({ ok: false, error });
        }
      }
      exec('COMMIT');
    } catch (error) {
      if (database.isTransaction) database.exec('ROLLBACK');
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok === true) entry.resolve(outcome.value);
      else entry.reject(outcome?.error);
    });
  };
  /** Puts the open batch in the queue, so that whatever is queued next runs after it (order is kept). */
  const sealBatch = (): void => {
    const batch = openBatch;
    if (batch === undefined) return;
    openBatch = undefined;
    void serialise(() => runBatch(batch));
  };
  const enqueue = <T>(entry: DistributiveOmit<BatchEntry, 'resolve' | 'reject'>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (openBatch === undefined) {
        openBatch = [];
        setImmediate(sealBatch);
      }
      openBatch.push({ ...entry, resolve: resolve as (value: unknown) => void, reject } as BatchEntry);
    });
  const write = <T>(run: () => T): Promise<T> => enqueue<T>({ kind: 'write', run });
  /** A lone statement: a read runs at once when nothing is queued or batched, a write joins the open batch. */
  const runAlone = <T>(sql: string, parameters: readonly unknown[], run: (statement: PreparedStatement, values: SqliteValue[]) => T): Promise<T> => {
    let prepared: { statement: PreparedStatement; values: SqliteValue[] };
    try {
      prepared = prepare(sql, parameters);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const { statement, values } = prepared;
    if (!statement.readOnly) return write(() => run(statement, values));
    if (queued > 0 || openBatch !== undefined) {
      sealBatch();
      return serialise(() => Promise.resolve(run(statement, values)));
    }
    try {
      return Promise.resolve(run(statement, values));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return {
    dialect: 'sqlite',
    query: (sql, parameters = []) => runAlone(sql, parameters, runQuery),
    execute: (sql, parameters = []) => runAlone(sql, parameters, runExecute),
    transaction: <T>(work: (transactionExecutor: SqlExecutor) => Promise<T>) => enqueue<T>({ kind: 'transaction', work }),
    accountsStamp: () => `${String(withSqliteCode(() => (dataVersion.get() as { data_version: number }).data_version))}:${ownAccountsWrites}`,
    close: () => {
      sealBatch();
      return serialise(() => {
        database.close();
        return Promise.resolve();
      });
    },
  };
}

/** A lone write or a transaction waiting for the group commit of its turn. */
type BatchEntry = (
  | { readonly kind: 'write'; readonly run: () => unknown }
  | { readonly kind: 'transaction'; readonly work: (executor: SqlExecutor) => Promise<unknown> }
) & {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
};

/** `Omit` applied to each member of a union. */
type DistributiveOmit<Type, Keys extends PropertyKey> = Type extends unknown ? Omit<Type, Keys> : never;

/** A value `node:sqlite` binds to a `?` parameter. */
type SqliteValue = null | number | bigint | string | NodeJS.ArrayBufferView;

/** A statement prepared once per connection, with what the driver needs to know of it. */
interface PreparedStatement {
  readonly statement: StatementSync;
  readonly parameterIndexes: readonly number[];
  /** True when it yields rows (a `SELECT`, a `PRAGMA` or a write with `RETURNING`). */
  readonly returnsRows: boolean;
  /** True when it only reads, so it may run at once outside the group commit. */
  readonly readOnly: boolean;
  /** True when it inserts, updates or deletes rows of `accounts` (see `accountsStamp`). */
  readonly writesAccounts: boolean;
}

/** A statement that inserts, updates or deletes rows of `accounts` (the text as SQLite runs it, without `{schema}.`). */
const accountsWrite = /\b(?:(?:insert(?:\s+or\s+\w+)?|replace)\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+accounts\b/i;

/** True for a statement that only reads: a `SELECT` (or `WITH … SELECT`) that writes nothing. */
function isReadOnlyStatement(text: string): boolean {
  return /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete|replace)\s/i.test(text);
}

/** SQLite's primary result codes by number, for the ones the store tells apart (https://sqlite.org/rescode.html). */
const sqlitePrimaryCodeNames: ReadonlyMap<number, string> = new Map([
  [1, 'SQLITE_ERROR'],
  [5, 'SQLITE_BUSY'],
  [6, 'SQLITE_LOCKED'],
  [8, 'SQLITE_READONLY'],
  [10, 'SQLITE_IOERR'],
  [11, 'SQLITE_CORRUPT'],
  [13, 'SQLITE_FULL'],
  [14, 'SQLITE_CANTOPEN'],
  [19, 'SQLITE_CONSTRAINT'],
]);

/**
 * Runs `work`, giving an error from `node:sqlite` (whose `code` is always `ERR_SQLITE_ERROR`) the code of its SQLite
 * result (`SQLITE_BUSY`, `SQLITE_READONLY`, `SQLITE_FULL`, `SQLITE_CONSTRAINT`…), which the store's error
 * classification reads.
 */
function withSqliteCode<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    const resultCode = (error as { errcode?: unknown } | null)?.errcode;
    if (error instanceof Error && typeof resultCode === 'number') {
      const name = sqlitePrimaryCodeNames.get(resultCode & 0xff) ?? `SQLITE_${String(resultCode & 0xff)}`;
      throw Object.assign(error, { code: name, sqliteResultCode: resultCode });
    }
    throw error;
  }
}

/** True for SQLite constraint errors, after which the transaction goes on without the failed statement. */
function isConstraintViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT');
}

function applySqliteMigrations(database: DatabaseSync): void {
  database.exec('BEGIN IMMEDIATE');
  try {
    const versionRow = database.prepare('PRAGMA user_version').get() as { user_version: number } | undefined;
    const current = versionRow?.user_version ?? 0;
    for (const migration of migrations) {
      if (migration.version <= current) continue;
      database.exec(migration.statements.map((statement) => statement.replaceAll('{schema}.', '')).join(';\n'));
      database.exec(`PRAGMA user_version = ${String(migration.version)}`);
    }
    database.exec('COMMIT');
  } catch (error) {
    if (database.isTransaction) database.exec('ROLLBACK');
    throw error;
  }
}
