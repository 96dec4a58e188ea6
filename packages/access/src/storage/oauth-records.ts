import { createHash } from 'node:crypto';
import type { SqlExecutor, SqlRow } from './sql-driver';

/**
 * Models whose id is a bearer secret (the token or code itself): their rows are keyed by its SHA-256 and their
 * payload keeps no copy (`jti` is put back from the presented id), so a copy of the database holds no usable token.
 */
const secretIdModels: ReadonlySet<string> = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'ClientCredentials',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'RegistrationAccessToken',
  'PushedAuthorizationRequest',
]);

/** The key a record is stored under: the SHA-256 of a secret id, else the id. */
export function storedOAuthId(model: string, id: string): string {
  return secretIdModels.has(model) ? `sha256:${createHash('sha256').update(id).digest('base64url')}` : id;
}

/** One stored record of the authorization server. */
export interface StoredOAuthRecord {
  readonly model: string;
  readonly id: string;
  readonly payload: Record<string, unknown>;
  readonly grantId: string | null;
  readonly accountId: string | null;
  readonly consumedAtMs: number | null;
  readonly expiresAtMs: number | null;
  readonly lastUsedAtMs: number | null;
}

/** A record to insert or replace. */
export interface OAuthRecordRow {
  readonly model: string;
  /** The id as the authorization server knows it (hashed here for secret models). */
  readonly id: string;
  readonly payload: Record<string, unknown>;
  readonly expiresAtMs: number | null;
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

function nullableString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function toRecord(row: SqlRow, presentedId: string | undefined): StoredOAuthRecord {
  const model = String(row['model']);
  const payload = JSON.parse(String(row['payload'])) as Record<string, unknown>;
  if (presentedId !== undefined && secretIdModels.has(model)) payload['jti'] = presentedId;
  return {
    model,
    id: String(row['id']),
    payload,
    grantId: nullableString(row['grant_id']),
    accountId: nullableString(row['account_id']),
    consumedAtMs: nullableNumber(row['consumed_at_ms']),
    expiresAtMs: nullableNumber(row['expires_at_ms']),
    lastUsedAtMs: nullableNumber(row['last_used_at_ms']),
  };
}

const columns = 'model, id, payload, grant_id, account_id, consumed_at_ms, expires_at_ms, last_used_at_ms';

/** Inserts or replaces a record (oidc-provider's `upsert`); a replaced record keeps its last use. */
export async function upsertOAuthRecord(executor: SqlExecutor, row: OAuthRecordRow): Promise<void> {
  const payload = { ...row.payload };
  if (secretIdModels.has(row.model)) delete payload['jti'];
  const consumed = typeof payload['consumed'] === 'number' ? Number(payload['consumed']) * 1000 : null;
  await executor.execute(
    `INSERT INTO {schema}.oauth_records (model, id, payload, grant_id, uid, user_code, account_id, consumed_at_ms, expires_at_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
       user_code = excluded.user_code, account_id = excluded.account_id, consumed_at_ms = excluded.consumed_at_ms,
       expires_at_ms = excluded.expires_at_ms`,
    [
      row.model,
      storedOAuthId(row.model, row.id),
      JSON.stringify(payload),
      nullableString(payload['grantId']),
      nullableString(payload['uid']),
      nullableString(payload['userCode']),
      nullableString(payload['accountId']),
      consumed,
      row.expiresAtMs,
    ],
  );
}

/** The record, unless absent or expired at `nowMs`. */
export async function findOAuthRecord(executor: SqlExecutor, model: string, id: string, nowMs: number): Promise<StoredOAuthRecord | null> {
  const [row] = await executor.query(
    `SELECT ${columns} FROM {schema}.oauth_records WHERE model = $1 AND id = $2 AND (expires_at_ms IS NULL OR expires_at_ms > $3)`,
    [model, storedOAuthId(model, id), nowMs],
  );
  return row === undefined ? null : toRecord(row, id);
}

/** The record whose `uid` or `userCode` is `value`, unless expired. */
export async function findOAuthRecordBy(
  executor: SqlExecutor,
  model: string,
  field: 'uid' | 'user_code',
  value: string,
  nowMs: number,
): Promise<StoredOAuthRecord | null> {
  const [row] = await executor.query(
    `SELECT ${columns} FROM {schema}.oauth_records WHERE model = $1 AND ${field} = $2 AND (expires_at_ms IS NULL OR expires_at_ms > $3)`,
    [model, value, nowMs],
  );
  return row === undefined ? null : toRecord(row, undefined);
}

/** Marks a record consumed (a used authorization code, a rotated refresh token). */
export async function consumeOAuthRecord(executor: SqlExecutor, model: string, id: string, nowMs: number): Promise<void> {
  await executor.execute('UPDATE {schema}.oauth_records SET consumed_at_ms = $3 WHERE model = $1 AND id = $2', [model, storedOAuthId(model, id), nowMs]);
  // oidc-provider reads `consumed` (epoch seconds) from the payload.
  const [row] = await executor.query('SELECT payload FROM {schema}.oauth_records WHERE model = $1 AND id = $2', [model, storedOAuthId(model, id)]);
  if (row === undefined) return;
  const payload = JSON.parse(String(row['payload'])) as Record<string, unknown>;
  payload['consumed'] = Math.floor(nowMs / 1000);
  await executor.execute('UPDATE {schema}.oauth_records SET payload = $3 WHERE model = $1 AND id = $2', [model, storedOAuthId(model, id), JSON.stringify(payload)]);
}

/** Deletes one record. */
export async function deleteOAuthRecord(executor: SqlExecutor, model: string, id: string): Promise<void> {
  await executor.execute('DELETE FROM {schema}.oauth_records WHERE model = $1 AND id = $2', [model, storedOAuthId(model, id)]);
}

/**
 * Deletes every record of an account's OAuth connections: its grants, every code and token issued under them, and
 * its authorization server sessions (a disabled account's refresh tokens answer `invalid_grant` at once).
 */
export async function deleteOAuthRecordsOfAccount(executor: SqlExecutor, accountId: string): Promise<number> {
  return executor.execute(
    "DELETE FROM {schema}.oauth_records WHERE account_id = $1 OR grant_id IN (SELECT id FROM {schema}.oauth_records WHERE model = 'Grant' AND account_id = $1)",
    [accountId],
  );
}

/** Deletes a grant and every record issued under it (codes, access and refresh tokens); returns how many. */
export async function deleteOAuthGrant(executor: SqlExecutor, grantId: string): Promise<number> {
  return executor.execute("DELETE FROM {schema}.oauth_records WHERE grant_id = $1 OR (model = 'Grant' AND id = $1)", [grantId]);
}

/** The account's live records of one model (its grants, for the dashboard), oldest first. */
export async function listOAuthRecordsOfAccount(executor: SqlExecutor, accountId: string, model: string, nowMs: number): Promise<StoredOAuthRecord[]> {
  const rows = await executor.query(
    `SELECT ${columns} FROM {schema}.oauth_records WHERE account_id = $1 AND model = $2 AND (expires_at_ms IS NULL OR expires_at_ms > $3) ORDER BY id`,
    [accountId, model, nowMs],
  );
  return rows.map((row) => toRecord(row, undefined));
}

/** Records when a grant's token was last used. */
export async function touchOAuthGrant(executor: SqlExecutor, grantId: string, nowMs: number): Promise<void> {
  await executor.execute("UPDATE {schema}.oauth_records SET last_used_at_ms = $2 WHERE model = 'Grant' AND id = $1", [grantId, nowMs]);
}

/** Deletes records that expired before `nowMs`; returns how many. */
export async function purgeOAuthRecords(executor: SqlExecutor, nowMs: number): Promise<number> {
  return executor.execute('DELETE FROM {schema}.oauth_records WHERE expires_at_ms IS NOT NULL AND expires_at_ms <= $1', [nowMs]);
}

/** Inserts a record unless one with this model and id exists; answers the stored payload either way. */
export async function insertOAuthRecordOnce(executor: SqlExecutor, model: string, id: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
  await executor.execute('INSERT INTO {schema}.oauth_records (model, id, payload) VALUES ($1, $2, $3) ON CONFLICT (model, id) DO NOTHING', [
    model,
    storedOAuthId(model, id),
    JSON.stringify(payload),
  ]);
  const [row] = await executor.query('SELECT payload FROM {schema}.oauth_records WHERE model = $1 AND id = $2', [model, storedOAuthId(model, id)]);
  return JSON.parse(String(row?.['payload'] ?? 'null')) as Record<string, unknown>;
}
