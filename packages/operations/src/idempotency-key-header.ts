import type { IncomingHttpHeaders } from 'node:http';

/**
 * The `Idempotency-Key` header as sent: `undefined` only when absent. An empty or blank header is passed on
 * as it is, so that the key check refuses it (400) rather than treating the call as one without a key.
 */
export function idempotencyKeyHeader(headers: IncomingHttpHeaders): string | undefined {
  const value = headers['idempotency-key'];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : value;
}
