/** The header that binds the attempts of one call: the service charges the first success once and replays it. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A fresh key, `mandala-` and 32 hex digits of `crypto.getRandomValues` (which browsers offer on plain-http
 * pages too, unlike `randomUUID`); it fits the service's `^[A-Za-z0-9._:-]{8,160}$`.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `mandala-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
