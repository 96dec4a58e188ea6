import type { QuotaStatus } from './access-store';

/** Header value for an unlimited quota. */
export const unlimitedQuotaHeaderValue = 'unlimited';

/** The three `RateLimit-*` response headers. */
export interface RateLimitHeaders {
  /** Units allowed this month, or `unlimited`. */
  readonly 'RateLimit-Limit': string;
  /** Units left this month, or `unlimited`. */
  readonly 'RateLimit-Remaining': string;
  /** Whole seconds until the quota resets (first instant of the next UTC month), rounded up, at least 0. */
  readonly 'RateLimit-Reset': string;
}

/**
 * Renders quota figures as `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (delta seconds,
 * as in the IETF RateLimit header draft). Unlimited quotas read `unlimited` in the first two.
 */
export function rateLimitHeaders(quota: QuotaStatus, now: Date = new Date()): RateLimitHeaders {
  const secondsUntilReset = Math.max(0, Math.ceil((quota.resetAt.getTime() - now.getTime()) / 1000));
  return {
    'RateLimit-Limit': quota.limit === null ? unlimitedQuotaHeaderValue : String(quota.limit),
    'RateLimit-Remaining': quota.remaining === null ? unlimitedQuotaHeaderValue : String(quota.remaining),
    'RateLimit-Reset': String(secondsUntilReset),
  };
}
