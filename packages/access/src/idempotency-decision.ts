/** State of a stored idempotency record. */
export type IdempotencyState = 'in_flight' | 'succeeded' | 'failed';

/** A stored idempotency record (one per account and `Idempotency-Key`). */
export interface IdempotencyRecord {
  readonly fingerprint: string;
  readonly state: IdempotencyState;
  /** Random id of the attempt that owns the record; settling checks it so a taken-over attempt cannot settle. */
  readonly attemptId: string;
  /** Units reserved by the in-flight attempt (kept when it succeeds, refunded when it fails). */
  readonly reservedUnits: number;
  /** UTC month (`YYYY-MM`) the reservation was counted in. */
  readonly reservedMonth: string;
  /** Start of the record's window (epoch ms). */
  readonly createdAtMs: number;
  /** Until when an in-flight record blocks duplicates (epoch ms). */
  readonly leaseExpiresAtMs: number;
}

/**
 * What to do with a request that carries an idempotency key.
 *
 * - `start`: a fresh attempt that reserves units (no record, an expired record, or a failed one).
 *   `refundPrevious`: the replaced record was an abandoned in-flight attempt whose reservation must be refunded.
 * - `take_over`: an in-flight record whose lease ran out (its process died); the retry inherits its reservation.
 * - `replay`: the same request already succeeded within the window; recalculate, charge nothing.
 * - `mismatch`: the key was used for a different request (409 `idempotency_key_reused`).
 * - `in_progress`: the same request is running under a live lease (409 `request_in_progress`).
 */
export type IdempotencyDecision =
  | { readonly action: 'start'; readonly refundPrevious: boolean }
  | { readonly action: 'take_over' }
  | { readonly action: 'replay' }
  | { readonly action: 'mismatch' }
  | { readonly action: 'in_progress' };

/** Inputs of {@link decideIdempotency} besides the record. */
export interface IdempotencyRequestFacts {
  readonly fingerprint: string;
  readonly nowMs: number;
  /** How long a record is remembered after its window starts (ms). */
  readonly windowMs: number;
}

/** Decides how a keyed request proceeds, given the stored record (or `null`). Pure; both adapters call it under a lock. */
export function decideIdempotency(record: IdempotencyRecord | null, request: IdempotencyRequestFacts): IdempotencyDecision {
  if (record === null) return { action: 'start', refundPrevious: false };
  const leaseLive = record.state === 'in_flight' && record.leaseExpiresAtMs > request.nowMs;
  if (leaseLive) return record.fingerprint === request.fingerprint ? { action: 'in_progress' } : { action: 'mismatch' };
  const expired = record.createdAtMs + request.windowMs <= request.nowMs;
  if (expired) return { action: 'start', refundPrevious: record.state === 'in_flight' };
  if (record.fingerprint !== request.fingerprint) return { action: 'mismatch' };
  if (record.state === 'succeeded') return { action: 'replay' };
  if (record.state === 'failed') return { action: 'start', refundPrevious: false };
  return { action: 'take_over' };
}
