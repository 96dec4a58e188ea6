import { resolve } from 'node:path';
import { setImmediate } from 'node:timers';
import Database from 'better-sqlite3';
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
 * SQLite driver over better-sqlite3 (synchronous). Every store of one process that opens the same file shares
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
  const database = new Database(filePath);
  try {
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('busy_timeout = 5000');
    database.pragma('foreign_keys = ON');
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
  const statements = new Map<string, { statement: Database.Statement; parameterIndexes: readonly number[] }>();
  const prepare = (sql: string, parameters: readonly unknown[]): { statement: Database.Statement; values: unknown[] } => {
    let prepared = statements.get(sql);
    if (prepared === undefined) {
      const shape = sqliteShapeOf(sql);
      prepared = { statement: database.prepare(shape.text), parameterIndexes: shape.parameterIndexes };
      statements.set(sql, prepared);
    }
    return { statement: prepared.statement, values: prepared.parameterIndexes.map((index) => parameters[index]) };
  };
  const runQuery = (statement: Database.Statement, values: unknown[]): SqlRow[] =>
    statement.reader ? (statement.all(...values) as SqlRow[]) : (statement.run(...values), []);
  const executor: SqlExecutor = {
    query: (sql, parameters = []) => {
      const { statement, values } = prepare(sql, parameters);
      return Promise.resolve(runQuery(statement, values));
    },
    execute: (sql, parameters = []) => {
      const { statement, values } = prepare(sql, parameters);
      return Promise.resolve(statement.run(...values).changes);
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
      database.exec('BEGIN IMMEDIATE');
      for (const entry of batch) {
        if (entry.kind === 'write') {
          try {
            outcomes.push({ ok: true, value: entry.run() });
          } catch (error) {
            if (!isConstraintViolation(error) || !database.inTransaction) throw error;
            outcomes.push({ ok: false, error });
          }
          continue;
        }
        database.exec('SAVEPOINT batched_transaction');
        try {
          const value = await entry.work(executor);
          database.exec('RELEASE batched_transaction');
          outcomes.push({ ok: true, value });
        } catch (error) {
          if (!database.inTransaction) throw error;
          database.exec('ROLLBACK TO batched_transaction');
          database.exec('RELEASE batched_transaction');
          outcomes.push({ ok: false, error });
        }
      }
      database.exec('COMMIT');
    } catch (error) {
      if (database.inTransaction) database.exec('ROLLBACK');
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
  const runAlone = <T>(sql: string, parameters: readonly unknown[], run: (statement: Database.Statement, values: unknown[]) => T): Promise<T> => {
    let prepared: { statement: Database.Statement; values: unknown[] };
    try {
      prepared = prepare(sql, parameters);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const { statement, values } = prepared;
    if (!statement.readonly) return write(() => run(statement, values));
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
    execute: (sql, parameters = []) => runAlone(sql, parameters, (statement, values) => statement.run(...values).changes),
    transaction: <T>(work: (transactionExecutor: SqlExecutor) => Promise<T>) => enqueue<T>({ kind: 'transaction', work }),
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

/** True for SQLite constraint errors, after which the transaction goes on without the failed statement. */
function isConstraintViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT');
}

function applySqliteMigrations(database: Database.Database): void {
  const apply = database.transaction(() => {
    const current = database.pragma('user_version', { simple: true }) as number;
    for (const migration of migrations) {
      if (migration.version <= current) continue;
      database.exec(migration.statements.map((statement) => statement.replaceAll('{schema}.', '')).join(';\n'));
      database.pragma(`user_version = ${migration.version}`);
    }
  });
  apply.immediate();
}
