import type { SqlDriver, SqlExecutor } from './sql-driver';

/** What an emailed link is for. */
export type EmailLinkPurpose = 'verify-email' | 'reset-password';

export async function insertEmailToken(
  executor: SqlExecutor,
  tokenHash: string,
  accountId: string,
  purpose: EmailLinkPurpose,
  expiresAtMs: number,
): Promise<void> {
  // One live link per account and purpose: a new one replaces the old.
  await executor.execute('DELETE FROM {schema}.email_tokens WHERE account_id = $1 AND purpose = $2', [accountId, purpose]);
  await executor.execute('INSERT INTO {schema}.email_tokens (token_hash, account_id, purpose, expires_at_ms) VALUES ($1, $2, $3, $4)', [
    tokenHash,
    accountId,
    purpose,
    expiresAtMs,
  ]);
}

/** Uses a link once: deletes it and returns its account when it was live and of this purpose, else `null`. */
export function consumeEmailToken(driver: SqlDriver, tokenHash: string, purpose: EmailLinkPurpose, nowMs: number): Promise<string | null> {
  return driver.transaction(async (executor) => {
    const rows = await executor.query('SELECT account_id, purpose, expires_at_ms FROM {schema}.email_tokens WHERE token_hash = $1', [tokenHash]);
    const row = rows[0];
    if (row === undefined) return null;
    await executor.execute('DELETE FROM {schema}.email_tokens WHERE token_hash = $1', [tokenHash]);
    if (row['purpose'] !== purpose || Number(row['expires_at_ms']) <= nowMs) return null;
    return String(row['account_id']);
  });
}
