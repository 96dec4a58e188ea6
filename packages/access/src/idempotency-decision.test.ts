import { describe, expect, it } from 'vitest';
import { decideIdempotency, type IdempotencyRecord } from './idempotency-decision';

const windowMs = 86_400_000;
const base: IdempotencyRecord = {
  fingerprint: 'f1',
  state: 'succeeded',
  attemptId: 'a',
  reservedUnits: 1,
  reservedMonth: '2026-03',
  createdAtMs: 1_000_000,
  leaseExpiresAtMs: 1_060_000,
};
const decide = (record: IdempotencyRecord | null, fingerprint: string, nowMs: number) => decideIdempotency(record, { fingerprint, nowMs, windowMs });

describe('decideIdempotency', () => {
  it('starts fresh without a record', () => {
    expect(decide(null, 'f1', 0)).toEqual({ action: 'start', refundPrevious: false });
  });

  it('replays a success and refuses other arguments within the window', () => {
    expect(decide(base, 'f1', 2_000_000)).toEqual({ action: 'replay' });
    expect(decide(base, 'f2', 2_000_000)).toEqual({ action: 'mismatch' });
  });

  it('blocks duplicates under a live lease and hands over after it', () => {
    const inFlight: IdempotencyRecord = { ...base, state: 'in_flight' };
    expect(decide(inFlight, 'f1', 1_059_999)).toEqual({ action: 'in_progress' });
    expect(decide(inFlight, 'f2', 1_059_999)).toEqual({ action: 'mismatch' });
    expect(decide(inFlight, 'f1', 1_060_000)).toEqual({ action: 'take_over' });
    expect(decide(inFlight, 'f2', 1_060_000)).toEqual({ action: 'mismatch' });
  });

  it('retries a failure as a fresh attempt but keeps the key bound', () => {
    const failed: IdempotencyRecord = { ...base, state: 'failed' };
    expect(decide(failed, 'f1', 2_000_000)).toEqual({ action: 'start', refundPrevious: false });
    expect(decide(failed, 'f2', 2_000_000)).toEqual({ action: 'mismatch' });
  });

  it('forgets a record after the window and refunds an abandoned reservation', () => {
    const end = base.createdAtMs + windowMs;
    expect(decide(base, 'f2', end)).toEqual({ action: 'start', refundPrevious: false });
    expect(decide({ ...base, state: 'in_flight' }, 'f2', end)).toEqual({ action: 'start', refundPrevious: true });
  });
});
