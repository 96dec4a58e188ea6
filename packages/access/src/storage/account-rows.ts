import type { Account, ApiKeySummary } from '../access-store';
import type { PlanId } from '../plans';
import type { SqlExecutor, SqlRow } from './sql-driver';

/** A stored key with its account, as authentication reads it. */
export interface StoredKey {
  readonly keyId: string;
  readonly keyPrefix: string;
  readonly keyHash: string;
  readonly revokedAtMs: number | null;
  readonly account: Account;
}

/** Columns of an account, prefixed `account_` when joined. */
export const accountColumns =
  'a.id AS account_id, a.name AS account_name, a.plan AS account_plan, a.custom_monthly_units AS account_custom_monthly_units, a.created_at_ms AS account_created_at_ms, ' +
  'a.email AS account_email, a.email_verified_at_ms AS account_email_verified_at_ms, a.disabled_at_ms AS account_disabled_at_ms';

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

function nullableDate(value: unknown): Date | null {
  const milliseconds = nullableNumber(value);
  return milliseconds === null ? null : new Date(milliseconds);
}

/** An account from a row selected with {@link accountColumns}. */
export function toAccount(row: SqlRow): Account {
  const email = row['account_email'];
  return {
    id: String(row['account_id']),
    name: String(row['account_name']),
    plan: String(row['account_plan']) as PlanId,
    customMonthlyUnits: nullableNumber(row['account_custom_monthly_units']),
    createdAt: new Date(Number(row['account_created_at_ms'])),
    email: typeof email === 'string' ? email : null,
    emailVerifiedAt: nullableDate(row['account_email_verified_at_ms']),
    disabledAt: nullableDate(row['account_disabled_at_ms']),
  };
}

function toKeySummary(row: SqlRow): ApiKeySummary {
  const revokedAtMs = nullableNumber(row['revoked_at_ms']);
  return {
    keyId: String(row['key_id']),
    keyPrefix: String(row['key_prefix']),
    name: String(row['key_name']),
    accountId: String(row['account_id']),
    accountName: String(row['account_name']),
    plan: String(row['account_plan']) as PlanId,
    createdAt: new Date(Number(row['key_created_at_ms'])),
    revokedAt: revokedAtMs === null ? null : new Date(revokedAtMs),
    lastUsedAt: nullableDate(row['last_used_at_ms']),
  };
}

/** Inserts an account. */
export async function insertAccount(executor: SqlExecutor, account: Account, passwordHash: string | null = null): Promise<void> {
  await executor.execute(
    'INSERT INTO {schema}.accounts (id, name, plan, custom_monthly_units, created_at_ms, email, password_hash) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [account.id, account.name, account.plan, account.customMonthlyUnits, account.createdAt.getTime(), account.email, passwordHash],
  );
}

/** A key row to insert (the hash, never the key). */
export interface NewKeyRow {
  readonly keyId: string;
  readonly accountId: string;
  readonly name: string;
  readonly keyPrefix: string;
  readonly keyHash: string;
  readonly createdAtMs: number;
}

/** Inserts a key. */
export async function insertKey(executor: SqlExecutor, key: NewKeyRow): Promise<void> {
  await executor.execute(
    'INSERT INTO {schema}.api_keys (id, account_id, name, key_prefix, key_hash, created_at_ms) VALUES ($1, $2, $3, $4, $5, $6)',
    [key.keyId, key.accountId, key.name, key.keyPrefix, key.keyHash, key.createdAtMs],
  );
}

/** Keys sharing a display prefix (usually one), with their accounts. */
export async function findKeysByPrefix(executor: SqlExecutor, keyPrefix: string): Promise<StoredKey[]> {
  const rows = await executor.query(
    `SELECT k.id AS key_id, k.key_prefix, k.key_hash, k.revoked_at_ms, ${accountColumns}
     FROM {schema}.api_keys k JOIN {schema}.accounts a ON a.id = k.account_id WHERE k.key_prefix = $1`,
    [keyPrefix],
  );
  return rows.map((row) => ({
    keyId: String(row['key_id']),
    keyPrefix: String(row['key_prefix']),
    keyHash: String(row['key_hash']),
    revokedAtMs: nullableNumber(row['revoked_at_ms']),
    account: toAccount(row),
  }));
}

/** One account, or `null`. */
export async function findAccount(executor: SqlExecutor, accountId: string): Promise<Account | null> {
  const rows = await executor.query(`SELECT ${accountColumns} FROM {schema}.accounts a WHERE a.id = $1`, [accountId]);
  return rows[0] === undefined ? null : toAccount(rows[0]);
}

/** All accounts, oldest first. */
export async function listAccountRows(executor: SqlExecutor): Promise<Account[]> {
  const rows = await executor.query(`SELECT ${accountColumns} FROM {schema}.accounts a ORDER BY a.created_at_ms, a.id`);
  return rows.map(toAccount);
}

/** Number of accounts. */
export async function countAccountRows(executor: SqlExecutor): Promise<number> {
  const rows = await executor.query('SELECT COUNT(*) AS account_count FROM {schema}.accounts');
  return Number(rows[0]?.['account_count'] ?? 0);
}

/** Changes an account's plan and custom limit; false when the account does not exist. */
export async function updateAccountPlan(
  executor: SqlExecutor,
  accountId: string,
  plan: PlanId,
  customMonthlyUnits: number | null,
): Promise<boolean> {
  const changed = await executor.execute('UPDATE {schema}.accounts SET plan = $2, custom_monthly_units = $3 WHERE id = $1', [
    accountId,
    plan,
    customMonthlyUnits,
  ]);
  return changed === 1;
}

/** Which keys {@link listKeySummaries} returns. */
export type KeyFilter =
  | { readonly by: 'all' }
  | { readonly by: 'account'; readonly accountId: string }
  | { readonly by: 'id'; readonly keyId: string }
  | { readonly by: 'prefix'; readonly keyPrefix: string }
  | { readonly by: 'hash'; readonly keyHash: string };

/** Key summaries (never the hash), oldest first. */
export async function listKeySummaries(executor: SqlExecutor, filter: KeyFilter): Promise<ApiKeySummary[]> {
  const conditions: Record<KeyFilter['by'], string> = {
    all: '',
    account: 'WHERE k.account_id = $1',
    id: 'WHERE k.id = $1',
    prefix: 'WHERE k.key_prefix = $1',
    hash: 'WHERE k.key_hash = $1',
  };
  const parameter =
    filter.by === 'account' ? filter.accountId : filter.by === 'id' ? filter.keyId : filter.by === 'prefix' ? filter.keyPrefix : filter.by === 'hash' ? filter.keyHash : undefined;
  const rows = await executor.query(
    `SELECT k.id AS key_id, k.key_prefix, k.name AS key_name, k.created_at_ms AS key_created_at_ms, k.revoked_at_ms, k.last_used_at_ms, ${accountColumns}
     FROM {schema}.api_keys k JOIN {schema}.accounts a ON a.id = k.account_id ${conditions[filter.by]}
     ORDER BY k.created_at_ms, k.id`,
    parameter === undefined ? [] : [parameter],
  );
  return rows.map(toKeySummary);
}

/** Sets `revoked_at` on a key that has none. */
export async function markKeyRevoked(executor: SqlExecutor, keyId: string, revokedAtMs: number): Promise<void> {
  await executor.execute('UPDATE {schema}.api_keys SET revoked_at_ms = $2 WHERE id = $1 AND revoked_at_ms IS NULL', [keyId, revokedAtMs]);
}

/** Renames one live key of one account; false when the account has no such live key (another's, revoked, unknown). */
export async function renameKeyRow(executor: SqlExecutor, accountId: string, keyId: string, name: string): Promise<boolean> {
  return (await executor.execute('UPDATE {schema}.api_keys SET name = $3 WHERE id = $1 AND account_id = $2 AND revoked_at_ms IS NULL', [keyId, accountId, name])) === 1;
}
