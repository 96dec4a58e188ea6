import type { QuotaStatus } from './access-store';
import { rateLimitHeaders } from './rate-limit-headers';
/**
 * Seconds a caller should wait before retrying a call refused with `store_unavailable` (503): the store reconnects
 * on the next call once the database answers again (a PostgreSQL pool opens new connections; SQLite writes again
 * once its file is writable and the disk has room), so a retry a few seconds later is the right pace.
 */
export const storeUnavailableRetryAfterSeconds = 5;

/**
 * The `Retry-After` header of a refusal with `code`: `{ 'Retry-After': '5' }` for `store_unavailable`; for
 * `quota_exhausted` with the account's `quota`, the seconds until the quota resets (the start of the next UTC month,
 * as `RateLimit-Reset`); else none.
 */
export function retryAfterHeaders(code: string, quota?: QuotaStatus, now: Date = new Date()): Readonly<Record<string, string>> {
  if (code === 'store_unavailable') return { 'Retry-After': String(storeUnavailableRetryAfterSeconds) };
  if (code === 'quota_exhausted' && quota !== undefined) return { 'Retry-After': rateLimitHeaders(quota, now)['RateLimit-Reset'] };
  return {};
}
