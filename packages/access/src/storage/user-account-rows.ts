import type { Account } from '../access-store';
import { accountColumns, toAccount } from './account-rows';
import type { SqlDriver, SqlExecutor } from './sql-driver';

/** An account found by its sign-in email, with its password hash (never leaves the package). */
export interface AccountWithPassword {
  readonly account: Account;
  readonly passwordHash: string | null;
}

export async function findAccountByEmailRow(executor: SqlExecutor, email: string): Promise<AccountWithPassword | null> {
  const rows = await executor.query(`SELECT ${accountColumns}, a.password_hash FROM {schema}.accounts a WHERE a.email = $1`, [email]);
  const row = rows[0];
  if (row === undefined) return null;
  const passwordHash = row['password_hash'];
  return { account: toAccount(row), passwordHash: typeof passwordHash === 'string' ? passwordHash : null };
}

export async function setPasswordHash(executor: SqlExecutor, accountId: string, passwordHash: string): Promise<void> {
  await executor.execute('UPDATE {schema}.accounts SET password_hash = $2 WHERE id = $1', [accountId, passwordHash]);
}

export async function markEmailVerified(executor: SqlExecutor, accountId: string, atMs: number): Promise<void> {
  await executor.execute('UPDATE {schema}.accounts SET email_verified_at_ms = $2 WHERE id = $1 AND email_verified_at_ms IS NULL', [accountId, atMs]);
}

export async function markAccountDisabled(executor: SqlExecutor, accountId: string, atMs: number): Promise<boolean> {
  return (await executor.execute('UPDATE {schema}.accounts SET disabled_at_ms = COALESCE(disabled_at_ms, $2) WHERE id = $1', [accountId, atMs])) === 1;
}

/** Records when a key last authenticated. */
export async function markKeyUsed(executor: SqlExecutor, keyId: string, atMs: number): Promise<void> {
  await executor.execute('UPDATE {schema}.api_keys SET last_used_at_ms = $2 WHERE id = $1', [keyId, atMs]);
}

/**
 * Erases an account and everything it owns (people, keys, sessions, links, usage, idempotency records, OAuth grants and
 * tokens). The month's usage row goes before the quota leases, in the order a lease's reservation locks them, so the
 * two do not wait for each other; on PostgreSQL a deletion still chosen as a deadlock's victim (a reservation that
 * writes a new row waits for the account) is run again, up to three times in all.
 */
export async function deleteAccountRows(driver: SqlDriver, accountId: string): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await driver.transaction(async (executor) => {
        for (const table of ['people', 'sessions', 'email_tokens', 'daily_usage', 'idempotency_records', 'quota_usage', 'quota_leases', 'api_keys', 'oauth_records']) {
          await executor.execute(`DELETE FROM {schema}.${table} WHERE account_id = $1`, [accountId]);
        }
        return (await executor.execute('DELETE FROM {schema}.accounts WHERE id = $1', [accountId])) === 1;
      });
    } catch (error) {
      if (attempt >= 3 || (error as { code?: unknown } | null)?.code !== postgresDeadlockDetected) throw error;
    }
  }
}

/** PostgreSQL's SQLSTATE of a transaction ended to break a deadlock. */
const postgresDeadlockDetected = '40P01';

/**
 * Accounts whose stored email may not be in today's folded form (see `foldEmail`): any character outside printable
 * ASCII, an upper-case letter or surrounding spaces. Rows written since emails are folded never match.
 */
export async function listUnfoldedEmailRows(executor: SqlExecutor, dialect: SqlDriver['dialect']): Promise<{ id: string; email: string }[]> {
  const outsidePrintableAscii = dialect === 'postgres' ? "email ~ '[^ -~]'" : "email GLOB '*[^ -~]*'";
  const rows = await executor.query(
    `SELECT id, email FROM {schema}.accounts WHERE email IS NOT NULL AND (${outsidePrintableAscii} OR email <> lower(trim(email))) ORDER BY created_at_ms, id`,
  );
  return rows.map((row) => ({ id: String(row['id']), email: String(row['email']) }));
}

/** The id of the account other than `exceptId` whose email is `email`, if any. */
export async function findOtherAccountWithEmail(executor: SqlExecutor, email: string, exceptId: string): Promise<string | null> {
  const rows = await executor.query('SELECT id FROM {schema}.accounts WHERE email = $1 AND id <> $2', [email, exceptId]);
  return rows[0] === undefined ? null : String(rows[0]['id']);
}

export async function setAccountEmail(executor: SqlExecutor, accountId: string, email: string): Promise<void> {
  await executor.execute('UPDATE {schema}.accounts SET email = $2 WHERE id = $1', [accountId, email]);
}

/**
 * Moves an account to a confirmed new email (verified now, by the link that reached it). False when no row changed:
 * the account is gone. The unique index on `email` refuses an address another account took meanwhile.
 */
export async function switchAccountEmail(executor: SqlExecutor, accountId: string, email: string, verifiedAtMs: number): Promise<boolean> {
  return (await executor.execute('UPDATE {schema}.accounts SET email = $2, email_verified_at_ms = $3 WHERE id = $1', [accountId, email, verifiedAtMs])) === 1;
}
