import type { SqlDriver } from '../src/storage/sql-driver';

/** `inner` with its transactions run by `transaction` (which may call `inner`'s): a fault or a gate put before or after them. */
export function driverWithTransaction(inner: SqlDriver, transaction: SqlDriver['transaction']): SqlDriver {
  return {
    dialect: inner.dialect,
    query: (sql, parameters) => inner.query(sql, parameters),
    execute: (sql, parameters) => inner.execute(sql, parameters),
    close: () => inner.close(),
    transaction,
  };
}
