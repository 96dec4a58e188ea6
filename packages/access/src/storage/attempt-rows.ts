import type { SqlExecutor } from './sql-driver';

/** Records one attempt (a failed sign-in, a sign-up, a reset request) under a throttle key. */
export async function recordAttempt(executor: SqlExecutor, throttleKey: string, atMs: number): Promise<void> {
  await executor.execute('INSERT INTO {schema}.sign_in_failures (throttle_key, failed_at_ms) VALUES ($1, $2)', [throttleKey, atMs]);
}

/** Attempts under a key since `sinceMs`, and the oldest of them (to say when the window frees a slot). */
export async function countAttempts(executor: SqlExecutor, throttleKey: string, sinceMs: number): Promise<{ count: number; oldestMs: number | null }> {
  const rows = await executor.query(
    'SELECT COUNT(*) AS attempt_count, MIN(failed_at_ms) AS oldest_ms FROM {schema}.sign_in_failures WHERE throttle_key = $1 AND failed_at_ms > $2',
    [throttleKey, sinceMs],
  );
  const oldest = rows[0]?.['oldest_ms'];
  return { count: Number(rows[0]?.['attempt_count'] ?? 0), oldestMs: oldest === null || oldest === undefined ? null : Number(oldest) };
}

/** Forgets the attempts under a key (a successful sign-in clears its account's failures). */
export async function clearAttempts(executor: SqlExecutor, throttleKey: string): Promise<void> {
  await executor.execute('DELETE FROM {schema}.sign_in_failures WHERE throttle_key = $1', [throttleKey]);
}

/** Deletes attempts older than every window. */
export async function deleteOldAttempts(executor: SqlExecutor, beforeMs: number): Promise<void> {
  await executor.execute('DELETE FROM {schema}.sign_in_failures WHERE failed_at_ms <= $1', [beforeMs]);
}
