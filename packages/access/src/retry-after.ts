import { rateLimitedHeaders } from './rate-limit/request-rate-headers';

/**
 * Seconds a caller should wait before retrying a call refused with `store_unavailable` (503): the store reconnects
 * on the next call once the database answers again (a PostgreSQL pool opens new connections; SQLite writes again
 * once its file is writable and the disk has room), so a retry a few seconds later is the right pace.
 */
export const storeUnavailableRetryAfterSeconds = 5;

/**
 * The headers of a refusal with `code`: `{ 'Retry-After': '5' }` for `store_unavailable`; for `rate_limited`,
 * `Retry-After`, `RateLimit-Policy` and `RateLimit` from its `details`; else none.
 */
export function retryAfterHeaders(code: string, details?: unknown): Readonly<Record<string, string>> {
  if (code === 'rate_limited') return rateLimitedHeaders(details);
  return code === 'store_unavailable' ? { 'Retry-After': String(storeUnavailableRetryAfterSeconds) } : {};
}
