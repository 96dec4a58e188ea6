import type { SqlDriver, SqlExecutor } from './sql-driver';

/** What an emailed link is for: confirming the sign-up email, choosing a new password, or moving to a new email. */
export type EmailLinkPurpose = 'verify-email' | 'reset-password' | 'change-email';

export async function insertEmailToken(
  executor: SqlExecutor,
  tokenHash: string,
  accountId: string,
  purpose: EmailLinkPurpose,
  expiresAtMs: number,
  /** The address a `change-email` link moves the account to (`null` for the other purposes). */
  newEmail: string | null = null,
): Promise<void> {
  // One live link per account and purpose: a new one replaces the old.
  await executor.execute('DELETE FROM {schema}.email_tokens WHERE account_id = $1 AND purpose = $2', [accountId, purpose]);
  await executor.execute('INSERT INTO {schema}.email_tokens (token_hash, account_id, purpose, expires_at_ms, new_email) VALUES ($1, $2, $3, $4, $5)', [
    tokenHash,
    accountId,
    purpose,
    expiresAtMs,
    newEmail,
  ]);
}

/** Uses a link once: deletes it and returns its account when it was live and of this purpose, else `null`. */
export async function consumeEmailToken(driver: SqlDriver, tokenHash: string, purpose: EmailLinkPurpose, nowMs: number): Promise<string | null> {
  return (await consumeEmailTokenRow(driver, tokenHash, purpose, nowMs))?.accountId ?? null;
}

/** A used link: its account and, for `change-email`, the address it moves to. */
export interface ConsumedEmailToken {
  readonly accountId: string;
  readonly newEmail: string | null;
}

/** Uses a link once, as {@link consumeEmailToken}, and returns its row. */
export function consumeEmailTokenRow(driver: SqlDriver, tokenHash: string, purpose: EmailLinkPurpose, nowMs: number): Promise<ConsumedEmailToken | null> {
  return driver.transaction(async (executor) => {
    const rows = await executor.query('SELECT account_id, purpose, expires_at_ms, new_email FROM {schema}.email_tokens WHERE token_hash = $1', [tokenHash]);
    const row = rows[0];
    if (row === undefined) return null;
    await executor.execute('DELETE FROM {schema}.email_tokens WHERE token_hash = $1', [tokenHash]);
    if (row['purpose'] !== purpose || Number(row['expires_at_ms']) <= nowMs) return null;
    const newEmail = row['new_email'];
    return { accountId: String(row['account_id']), newEmail: typeof newEmail === 'string' ? newEmail : null };
  });
}

/** Deletes the account's live links of these purposes (a password change ends a pending email change). */
export async function deleteEmailTokensOf(executor: SqlExecutor, accountId: string, purposes: readonly EmailLinkPurpose[]): Promise<void> {
  for (const purpose of purposes) await executor.execute('DELETE FROM {schema}.email_tokens WHERE account_id = $1 AND purpose = $2', [accountId, purpose]);
}
