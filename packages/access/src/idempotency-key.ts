import { AccessError } from './errors';

/** The spec's pattern for an `Idempotency-Key` header value. */
export const idempotencyKeyPattern = /^[A-Za-z0-9._:-]{8,160}$/;

/** True when `value` is an acceptable `Idempotency-Key`. */
export function isValidIdempotencyKey(value: string): boolean {
  return idempotencyKeyPattern.test(value);
}

/** Throws `AccessError` `invalid_idempotency_key` (400) unless `value` matches {@link idempotencyKeyPattern}. */
export function assertValidIdempotencyKey(value: string): void {
  if (!isValidIdempotencyKey(value)) {
    throw new AccessError(
      'invalid_idempotency_key',
      'Idempotency-Key must be 8 to 160 characters from A-Z, a-z, 0-9 and . _ : -',
      { details: { pattern: idempotencyKeyPattern.source } },
    );
  }
}
