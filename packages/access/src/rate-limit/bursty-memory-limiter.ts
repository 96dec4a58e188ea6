import { BurstyRateLimiter, RateLimiterMemory } from 'rate-limiter-flexible';
import type { RequestRateLimit } from './request-rate-limits';

/**
 * A limit counted in this process's memory: a steady window of `requestsPerSecond` (`<prefix>-steady`) and above it a
 * burst window (`<prefix>-burst`), as `BurstyRateLimiter` counts them. A process's own count, and the cluster
 * primary's count for its workers.
 */
export function burstyMemoryLimiter(prefix: string, limit: RequestRateLimit): BurstyRateLimiter {
  return new BurstyRateLimiter(
    new RateLimiterMemory({ keyPrefix: `${prefix}-steady`, points: limit.requestsPerSecond, duration: 1 }),
    new RateLimiterMemory({ keyPrefix: `${prefix}-burst`, points: limit.burstRequests, duration: limit.burstWindowSeconds }),
  );
}
