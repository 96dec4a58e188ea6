import type { RequestRateLimit } from './request-rate-limits';

/** What a refused call tells the caller (the `details` of a `rate_limited` error). */
export interface RateLimitedDetails {
  /** The plan whose rate was reached, or `keyless` for the per-address budget of callers without a key. */
  readonly plan: string;
  readonly requestsPerSecond: number;
  readonly burstRequests: number;
  readonly burstWindowSeconds: number;
  /** Whole seconds until a call is accepted again (at least 1). */
  readonly retryAfterSeconds: number;
}

/** The policy name of the per-second window in `RateLimit-Policy` and `RateLimit`. */
const steadyPolicy = 'per-second';
/** The policy name of the burst window. */
const burstPolicy = 'burst';

/**
 * `RateLimit-Policy` (the plan's two windows) as the IETF `RateLimit` header fields draft writes it:
 * `"per-second";q=10;w=1, "burst";q=50;w=10`.
 */
export function rateLimitPolicyHeaderValue(limit: RequestRateLimit): string {
  return `"${steadyPolicy}";q=${limit.requestsPerSecond};w=1, "${burstPolicy}";q=${limit.burstRequests};w=${limit.burstWindowSeconds}`;
}

/**
 * The headers of a `rate_limited` refusal: `Retry-After`, `RateLimit-Policy` and `RateLimit` (no request left in
 * either window until `retryAfterSeconds`). Empty when `details` is not a {@link RateLimitedDetails}.
 */
export function rateLimitedHeaders(details: unknown): Readonly<Record<string, string>> {
  if (typeof details !== 'object' || details === null) return {};
  const { requestsPerSecond, burstRequests, burstWindowSeconds, retryAfterSeconds } = details as Partial<RateLimitedDetails>;
  if (typeof requestsPerSecond !== 'number' || typeof burstRequests !== 'number' || typeof burstWindowSeconds !== 'number' || typeof retryAfterSeconds !== 'number') return {};
  return {
    'Retry-After': String(retryAfterSeconds),
    'RateLimit-Policy': rateLimitPolicyHeaderValue({ requestsPerSecond, burstRequests, burstWindowSeconds }),
    RateLimit: `"${burstPolicy}";r=0;t=${retryAfterSeconds}`,
  };
}
