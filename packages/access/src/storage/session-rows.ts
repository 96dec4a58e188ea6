import type { SqlExecutor } from './sql-driver';

/** A stored session (the id itself is never stored, only its SHA-256). */
export interface SessionRow {
  readonly accountId: string | null;
  readonly csrfToken: string;
  readonly expiresAtMs: number;
}

export async function insertSession(executor: SqlExecutor, idHash: string, row: SessionRow, createdAtMs: number): Promise<void> {
  await executor.execute('INSERT INTO {schema}.sessions (id_hash, account_id, csrf_token, created_at_ms, expires_at_ms) VALUES ($1, $2, $3, $4, $5)', [
    idHash,
    row.accountId,
    row.csrfToken,
    createdAtMs,
    row.expiresAtMs,
  ]);
}

export async function findSessionRow(executor: SqlExecutor, idHash: string, nowMs: number): Promise<SessionRow | null> {
  const rows = await executor.query('SELECT account_id, csrf_token, expires_at_ms FROM {schema}.sessions WHERE id_hash = $1 AND expires_at_ms > $2', [idHash, nowMs]);
  const row = rows[0];
  if (row === undefined) return null;
  const accountId = row['account_id'];
  return { accountId: typeof accountId === 'string' ? accountId : null, csrfToken: String(row['csrf_token']), expiresAtMs: Number(row['expires_at_ms']) };
}

export async function deleteSessionRow(executor: SqlExecutor, idHash: string): Promise<void> {
  await executor.execute('DELETE FROM {schema}.sessions WHERE id_hash = $1', [idHash]);
}

/** Ends every session of an account (password change, disabling, deletion). */
export async function deleteSessionsOf(executor: SqlExecutor, accountId: string): Promise<void> {
  await executor.execute('DELETE FROM {schema}.sessions WHERE account_id = $1', [accountId]);
}

/** Ends every session of an account but one (a password change keeps the session that made it). */
export async function deleteOtherSessionsOf(executor: SqlExecutor, accountId: string, keptIdHash: string): Promise<void> {
  await executor.execute('DELETE FROM {schema}.sessions WHERE account_id = $1 AND id_hash <> $2', [accountId, keptIdHash]);
}

/** Deletes expired sessions (lazily, now and then). */
export async function deleteExpiredSessions(executor: SqlExecutor, nowMs: number): Promise<void> {
  await executor.execute('DELETE FROM {schema}.sessions WHERE expires_at_ms <= $1', [nowMs]);
}
