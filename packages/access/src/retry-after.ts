import { rateLimitedHeaders } from './rate-limit/request-rate-headers';

/**
 * Seconds a caller should wait before retrying a call refused with `store_unavailable` (503): the store reconnects
 * on the next call once the database answers again (a PostgreSQL pool opens new connections; SQLite writes again
 * once its file is writable and the disk has room), so a retry a few seconds later is the right pace.
 */
export const storeUnavailableRetryAfterSeconds = 5;

/** Whole seconds from `now` to the `details.quota.resetAt` of a `quota_exhausted` refusal; undefined without one. */
function secondsUntilQuotaReset(details: unknown, now: Date): number | undefined {
  const resetAt = (details as { quota?: { resetAt?: unknown } } | undefined)?.quota?.resetAt;
  const resetMilliseconds = resetAt instanceof Date ? resetAt.getTime() : typeof resetAt === 'string' ? Date.parse(resetAt) : Number.NaN;
  return Number.isNaN(resetMilliseconds) ? undefined : Math.max(0, Math.ceil((resetMilliseconds - now.getTime()) / 1000));
}

/**
 * The headers of a refusal with `code`: `{ 'Retry-After': '5' }` for `store_unavailable`; for `rate_limited`,
 * `Retry-After`, `RateLimit-Policy` and `RateLimit` from its `details`; for `quota_exhausted`, `Retry-After` with the
 * seconds until `details.quota.resetAt` (the start of the next UTC month, as `RateLimit-Reset`); else none.
 */
export function retryAfterHeaders(code: string, details?: unknown, now: Date = new Date()): Readonly<Record<string, string>> {
  if (code === 'rate_limited') return rateLimitedHeaders(details);
  if (code === 'quota_exhausted') {
    const seconds = secondsUntilQuotaReset(details, now);
    return seconds === undefined ? {} : { 'Retry-After': String(seconds) };
  }
  return code === 'store_unavailable' ? { 'Retry-After': String(storeUnavailableRetryAfterSeconds) } : {};
}
