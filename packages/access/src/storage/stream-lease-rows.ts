import type { SqlExecutor } from './sql-driver';

/**
 * One open SSE stream as every process on the store sees it: a row that lives until `expires_at_ms` unless the
 * process serving the stream renews it (a process that dies stops renewing, and its streams stop counting).
 */
export interface StreamLeaseRow {
  readonly id: string;
  readonly accountId: string;
}

/**
 * Takes a lease for one more open stream of the account when it holds fewer than `limit` live ones: the account's
 * row is locked first (PostgreSQL `FOR UPDATE`; SQLite's `BEGIN IMMEDIATE` already serialises writers), so two
 * processes opening the account's last place together cannot both take it. Expired leases of the account are
 * deleted on the way. Answers `undefined` when the lease was taken, else the count of live leases.
 */
export async function insertStreamLeaseWithin(
  executor: SqlExecutor,
  dialect: 'sqlite' | 'postgres',
  lease: StreamLeaseRow,
  limit: number,
  nowMs: number,
  expiresAtMs: number,
): Promise<number | undefined> {
  if (dialect === 'postgres') await executor.query('SELECT id FROM {schema}.accounts WHERE id = $1 FOR UPDATE', [lease.accountId]);
  await executor.execute('DELETE FROM {schema}.stream_leases WHERE account_id = $1 AND expires_at_ms <= $2', [lease.accountId, nowMs]);
  const rows = await executor.query('SELECT COUNT(*) AS open_count FROM {schema}.stream_leases WHERE account_id = $1', [lease.accountId]);
  const open = Number(rows[0]?.['open_count'] ?? 0);
  if (open >= limit) return open;
  await executor.execute('INSERT INTO {schema}.stream_leases (id, account_id, expires_at_ms) VALUES ($1, $2, $3)', [lease.id, lease.accountId, expiresAtMs]);
  return undefined;
}

/** Leases renewed by one statement at most (bound parameters stay far under either database's limit). */
const leasesPerStatement = 200;

/**
 * Moves the expiry of the given leases to `expiresAtMs`, writing back any that was purged meanwhile (the process
 * was paused or the database unreachable past the expiry: the stream is still open, so it counts again), and
 * deletes every expired lease of any account.
 */
export async function renewStreamLeaseRows(executor: SqlExecutor, leases: readonly StreamLeaseRow[], nowMs: number, expiresAtMs: number): Promise<void> {
  for (let start = 0; start < leases.length; start += leasesPerStatement) {
    const chunk = leases.slice(start, start + leasesPerStatement);
    const values = chunk.map((_lease, index) => `($${index * 2 + 2}, $${index * 2 + 3}, $1)`).join(', ');
    await executor.execute(
      `INSERT INTO {schema}.stream_leases (id, account_id, expires_at_ms) VALUES ${values}
       ON CONFLICT (id) DO UPDATE SET expires_at_ms = excluded.expires_at_ms`,
      [expiresAtMs, ...chunk.flatMap((lease) => [lease.id, lease.accountId])],
    );
  }
  await executor.execute('DELETE FROM {schema}.stream_leases WHERE expires_at_ms <= $1', [nowMs]);
}

/** Deletes one lease (its stream ended). */
export async function deleteStreamLeaseRow(executor: SqlExecutor, leaseId: string): Promise<void> {
  await executor.execute('DELETE FROM {schema}.stream_leases WHERE id = $1', [leaseId]);
}

/** Live leases of the account (tests and the operator's view). */
export async function countStreamLeaseRows(executor: SqlExecutor, accountId: string, nowMs: number): Promise<number> {
  const rows = await executor.query('SELECT COUNT(*) AS open_count FROM {schema}.stream_leases WHERE account_id = $1 AND expires_at_ms > $2', [accountId, nowMs]);
  return Number(rows[0]?.['open_count'] ?? 0);
}
