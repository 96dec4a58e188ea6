import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './schema';
import type { SqlDriver, SqlExecutor, SqlRow } from './sql-driver';

/** File name of the SQLite database inside the data directory. */
export const sqliteFileName = 'access.sqlite';

/** Rewrites `$n` placeholders to `?` and orders the parameters to match (a `$n` may appear more than once). */
function toSqlite(sql: string, parameters: readonly unknown[]): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const text = sql.replaceAll('{schema}.', '').replace(/\$(\d+)/g, (_match, digits: string) => {
    values.push(parameters[Number(digits) - 1]);
    return '?';
  });
  return { text, values };
}

/** Open connections of this process, by file path, with how many stores use each. */
const sharedConnections = new Map<string, { driver: SqlDriver; users: number }>();

/**
 * SQLite driver over better-sqlite3 (synchronous). Every store of one process that opens the same file shares
 * one connection, whose promise queue serialises every statement and transaction, so an async transaction never
 * interleaves with another call (two connections in one process would block each other's event loop). Between
 * processes, `BEGIN IMMEDIATE` and a 5 s busy timeout serialise writers.
 */
export function openSqliteDriver(dataDirectory: string): SqlDriver {
  mkdirSync(dataDirectory, { recursive: true });
  const filePath = resolve(dataDirectory, sqliteFileName);
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
  const serialise = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  };
  // The store issues a few dozen distinct statements; preparing each once saves most of the per-call cost.
  const statements = new Map<string, Database.Statement>();
  const prepare = (text: string): Database.Statement => {
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = database.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
  const executor: SqlExecutor = {
    query: (sql, parameters = []) => {
      const { text, values } = toSqlite(sql, parameters);
      const statement = prepare(text);
      return Promise.resolve(statement.reader ? (statement.all(...values) as SqlRow[]) : (statement.run(...values), []));
    },
    execute: (sql, parameters = []) => {
      const { text, values } = toSqlite(sql, parameters);
      return Promise.resolve(prepare(text).run(...values).changes);
    },
  };
  return {
    dialect: 'sqlite',
    query: (sql, parameters) => serialise(() => executor.query(sql, parameters)),
    execute: (sql, parameters) => serialise(() => executor.execute(sql, parameters)),
    transaction: (work) =>
      serialise(async () => {
        database.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(executor);
          database.exec('COMMIT');
          return result;
        } catch (error) {
          if (database.inTransaction) database.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () =>
      serialise(() => {
        database.close();
        return Promise.resolve();
      }),
  };
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
