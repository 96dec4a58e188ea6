import { decideIdempotency, type IdempotencyRecord } from '../idempotency-decision';
import {
  deleteIdempotencyRecord,
  insertIdempotencyRecord,
  lockIdempotencyRecord,
  replaceIdempotencyRecord,
  settleIdempotencyRecord,
} from './idempotency-records';
import { readUsedUnits, refundUnits, reserveUnits } from './quota-ledger';
import type { ReservationQueue } from './reservation-queue';
import type { SqlDriver, SqlExecutor } from './sql-driver';

/** A reservation held by a running attempt. */
export interface Reservation {
  readonly month: string;
  readonly units: number;
  /** Set when the attempt owns an idempotency record. */
  readonly idempotencyKey?: string;
  readonly attemptId: string;
}

/**
 * What the opening transaction of a metered call decided. `usedUnits` is this month's counter afterwards;
 * `startedAtMs` is when the request was first attempted: now for a new one, the idempotency record's creation
 * for a retry (replayed or taken over), so a retry computes with the first attempt's instant.
 */
export type AttemptOpening =
  | { readonly kind: 'reserved'; readonly reservation: Reservation; readonly usedUnits: number; readonly startedAtMs: number }
  | { readonly kind: 'replay'; readonly usedUnits: number; readonly startedAtMs: number }
  | { readonly kind: 'quota_exhausted'; readonly usedUnits: number }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'in_progress' };

/** Inputs of {@link openAttempt}. */
export interface AttemptRequest {
  readonly accountId: string;
  readonly units: number;
  readonly limitUnits: number | null;
  readonly month: string;
  readonly nowMs: number;
  readonly windowMs: number;
  readonly leaseMs: number;
  readonly attemptId: string;
  readonly idempotency?: { readonly key: string; readonly fingerprint: string } | undefined;
}

/** Attempts to lock-and-insert before giving up on a record that keeps vanishing (a purge racing with us). */
const maximumRecordRounds = 4;

/**
 * Opens a metered attempt. Without an idempotency key it is a reservation through `reservations` (the conditional
 * upsert of `reserveUnits`, shared with the account's other calls of the same turn; atomic on its own in both
 * databases), so no explicit transaction is needed. With one, a
 * transaction applies the idempotency decision and reserves the units together; locks are always taken in the
 * same order (idempotency record, then quota row) so transactions cannot deadlock.
 */
export async function openAttempt(driver: SqlDriver, reservations: ReservationQueue, request: AttemptRequest): Promise<AttemptOpening> {
  const idempotency = request.idempotency;
  if (idempotency === undefined) {
    const used = await reservations.reserve(request.accountId, request.month, request.units, request.limitUnits);
    // The figure after a refusal is only reported, so reading it outside the reservation is enough.
    if (used === null) return { kind: 'quota_exhausted', usedUnits: await readUsedUnits(driver, request.accountId, request.month) };
    return {
      kind: 'reserved',
      reservation: { month: request.month, units: request.units, attemptId: request.attemptId },
      usedUnits: used,
      startedAtMs: request.nowMs,
    };
  }
  return driver.transaction(async (executor) => {
    const fresh: IdempotencyRecord = {
      fingerprint: idempotency.fingerprint,
      state: 'in_flight',
      attemptId: request.attemptId,
      reservedUnits: request.units,
      reservedMonth: request.month,
      createdAtMs: request.nowMs,
      leaseExpiresAtMs: request.nowMs + request.leaseMs,
    };
    const reservation: Reservation = { month: request.month, units: request.units, idempotencyKey: idempotency.key, attemptId: request.attemptId };
    for (let round = 0; round < maximumRecordRounds; round += 1) {
      // A new key (the usual case) is settled by the insert alone; a known one is then read under lock.
      if (await insertIdempotencyRecord(executor, request.accountId, idempotency.key, fresh)) {
        const used = await reserveUnits(executor, request.accountId, request.month, request.units, request.limitUnits);
        if (used !== null) return { kind: 'reserved', reservation, usedUnits: used, startedAtMs: fresh.createdAtMs };
        await deleteIdempotencyRecord(executor, request.accountId, idempotency.key);
        return { kind: 'quota_exhausted', usedUnits: await readUsedUnits(executor, request.accountId, request.month) };
      }
      const record = await lockIdempotencyRecord(executor, driver.dialect, request.accountId, idempotency.key);
      // Gone between the two statements (an expired record purged): try the insert again.
      if (record !== null) return applyDecision(executor, request, record, fresh, reservation);
    }
    throw new Error('idempotency record kept changing under a concurrent purge');
  });
}

async function applyDecision(
  executor: SqlExecutor,
  request: AttemptRequest,
  record: IdempotencyRecord,
  fresh: IdempotencyRecord,
  reservation: Reservation,
): Promise<AttemptOpening> {
  const key = reservation.idempotencyKey ?? '';
  const decision = decideIdempotency(record, { fingerprint: fresh.fingerprint, nowMs: request.nowMs, windowMs: request.windowMs });
  switch (decision.action) {
    case 'mismatch':
    case 'in_progress':
      return { kind: decision.action };
    case 'replay':
      return { kind: 'replay', usedUnits: await readUsedUnits(executor, request.accountId, request.month), startedAtMs: record.createdAtMs };
    case 'take_over': {
      await replaceIdempotencyRecord(executor, request.accountId, key, {
        ...record,
        attemptId: request.attemptId,
        leaseExpiresAtMs: fresh.leaseExpiresAtMs,
      });
      return {
        kind: 'reserved',
        reservation: { month: record.reservedMonth, units: record.reservedUnits, idempotencyKey: key, attemptId: request.attemptId },
        usedUnits: await readUsedUnits(executor, request.accountId, request.month),
        startedAtMs: record.createdAtMs,
      };
    }
    case 'start': {
      if (decision.refundPrevious) await refundUnits(executor, request.accountId, record.reservedMonth, record.reservedUnits);
      const used = await reserveUnits(executor, request.accountId, request.month, request.units, request.limitUnits);
      if (used === null) {
        // An expired record is forgotten; a failed one stays, so the key remains bound to its request.
        if (record.createdAtMs + request.windowMs <= request.nowMs) await deleteIdempotencyRecord(executor, request.accountId, key);
        return { kind: 'quota_exhausted', usedUnits: await readUsedUnits(executor, request.accountId, request.month) };
      }
      await replaceIdempotencyRecord(executor, request.accountId, key, fresh);
      return { kind: 'reserved', reservation, usedUnits: used, startedAtMs: fresh.createdAtMs };
    }
  }
}

/** Marks a successful attempt: the reservation becomes the charge. False when the attempt had been taken over. */
export async function closeSucceededAttempt(driver: SqlDriver, accountId: string, reservation: Reservation): Promise<boolean> {
  if (reservation.idempotencyKey === undefined) return true;
  return settleIdempotencyRecord(driver, accountId, reservation.idempotencyKey, reservation.attemptId, 'succeeded');
}

/** Marks a failed attempt and refunds its reservation (only if the attempt still owned it). */
export function closeFailedAttempt(driver: SqlDriver, accountId: string, reservation: Reservation): Promise<void> {
  return driver.transaction(async (executor) => {
    if (reservation.idempotencyKey !== undefined) {
      const owned = await settleIdempotencyRecord(executor, accountId, reservation.idempotencyKey, reservation.attemptId, 'failed');
      if (!owned) return;
    }
    await refundUnits(executor, accountId, reservation.month, reservation.units);
  });
}
