import type { IdempotencyRecord, IdempotencyState } from '../idempotency-decision';
import type { SqlExecutor, SqlRow } from './sql-driver';

function toRecord(row: SqlRow): IdempotencyRecord {
  return {
    fingerprint: String(row['fingerprint']),
    state: String(row['state']) as IdempotencyState,
    attemptId: String(row['attempt_id']),
    reservedUnits: Number(row['reserved_units']),
    reservedMonth: String(row['reserved_month']),
    createdAtMs: Number(row['created_at_ms']),
    leaseExpiresAtMs: Number(row['lease_expires_at_ms']),
  };
}

/** Reads the record and, on PostgreSQL, locks its row until the transaction ends (SQLite holds the whole database). */
export async function lockIdempotencyRecord(
  executor: SqlExecutor,
  dialect: 'sqlite' | 'postgres',
  accountId: string,
  idempotencyKey: string,
): Promise<IdempotencyRecord | null> {
  const rows = await executor.query(
    `SELECT fingerprint, state, attempt_id, reserved_units, reserved_month, created_at_ms, lease_expires_at_ms
     FROM {schema}.idempotency_records WHERE account_id = $1 AND idempotency_key = $2${dialect === 'postgres' ? ' FOR UPDATE' : ''}`,
    [accountId, idempotencyKey],
  );
  return rows[0] === undefined ? null : toRecord(rows[0]);
}

/** Inserts an in-flight record unless one exists (a concurrent insert waits for the other transaction). True when inserted. */
export async function insertIdempotencyRecord(
  executor: SqlExecutor,
  accountId: string,
  idempotencyKey: string,
  record: IdempotencyRecord,
): Promise<boolean> {
  const rows = await executor.query(
    `INSERT INTO {schema}.idempotency_records
       (account_id, idempotency_key, fingerprint, state, attempt_id, reserved_units, reserved_month, created_at_ms, lease_expires_at_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (account_id, idempotency_key) DO NOTHING RETURNING attempt_id`,
    recordParameters(accountId, idempotencyKey, record),
  );
  return rows.length === 1;
}

/** `$1`…`$9` of the insert and the replace: the record's key, then its fields in column order. */
function recordParameters(accountId: string, idempotencyKey: string, record: IdempotencyRecord): unknown[] {
  return [
    accountId,
    idempotencyKey,
    record.fingerprint,
    record.state,
    record.attemptId,
    record.reservedUnits,
    record.reservedMonth,
    record.createdAtMs,
    record.leaseExpiresAtMs,
  ];
}

/** Overwrites every field of an existing record (a fresh attempt on a failed or expired key, or a take-over). */
export async function replaceIdempotencyRecord(
  executor: SqlExecutor,
  accountId: string,
  idempotencyKey: string,
  record: IdempotencyRecord,
): Promise<void> {
  await executor.execute(
    `UPDATE {schema}.idempotency_records SET fingerprint = $3, state = $4, attempt_id = $5, reserved_units = $6,
       reserved_month = $7, created_at_ms = $8, lease_expires_at_ms = $9
     WHERE account_id = $1 AND idempotency_key = $2`,
    recordParameters(accountId, idempotencyKey, record),
  );
}

/** Deletes a record. */
export async function deleteIdempotencyRecord(executor: SqlExecutor, accountId: string, idempotencyKey: string): Promise<void> {
  await executor.execute('DELETE FROM {schema}.idempotency_records WHERE account_id = $1 AND idempotency_key = $2', [
    accountId,
    idempotencyKey,
  ]);
}

/**
 * Moves the record of attempt `attemptId` from in flight to `state`. False when the attempt no longer owns the
 * record (it was taken over after its lease ran out), in which case the caller must not refund.
 */
export async function settleIdempotencyRecord(
  executor: SqlExecutor,
  accountId: string,
  idempotencyKey: string,
  attemptId: string,
  state: 'succeeded' | 'failed',
): Promise<boolean> {
  const changed = await executor.execute(
    `UPDATE {schema}.idempotency_records SET state = $4
     WHERE account_id = $1 AND idempotency_key = $2 AND attempt_id = $3 AND state = 'in_flight'`,
    [accountId, idempotencyKey, attemptId, state],
  );
  return changed === 1;
}

/** One deleted record, for refunds. */
export interface PurgedRecord {
  readonly accountId: string;
  readonly state: IdempotencyState;
  readonly reservedUnits: number;
  readonly reservedMonth: string;
}

/** Deletes records whose window started before `createdBeforeMs`, except in-flight ones under a live lease. */
export async function purgeIdempotencyRecords(executor: SqlExecutor, createdBeforeMs: number, nowMs: number): Promise<PurgedRecord[]> {
  const rows = await executor.query(
    `DELETE FROM {schema}.idempotency_records
     WHERE created_at_ms <= $1 AND (state <> 'in_flight' OR lease_expires_at_ms <= $2)
     RETURNING account_id, state, reserved_units, reserved_month`,
    [createdBeforeMs, nowMs],
  );
  return rows.map((row) => ({
    accountId: String(row['account_id']),
    state: String(row['state']) as IdempotencyState,
    reservedUnits: Number(row['reserved_units']),
    reservedMonth: String(row['reserved_month']),
  }));
}
