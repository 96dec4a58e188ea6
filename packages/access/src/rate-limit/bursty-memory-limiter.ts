import { BurstyRateLimiter, RateLimiterMemory } from 'rate-limiter-flexible';
import type { RequestRateLimit } from './request-rate-limits';

/** The two windows of a limit counted in memory, and the `BurstyRateLimiter` that counts calls over both. */
export interface MemoryRateWindows {
  /** `requestsPerSecond` in a window of one second (`<prefix>-steady`). */
  readonly steady: RateLimiterMemory;
  /** Above the steady window, `burstRequests` within `burstWindowSeconds` (`<prefix>-burst`). */
  readonly burst: RateLimiterMemory;
  readonly bursty: BurstyRateLimiter;
}

/** The windows of {@link burstyMemoryLimiter}, each reachable (the cluster primary leases from the steady one). */
export function memoryRateWindows(prefix: string, limit: RequestRateLimit): MemoryRateWindows {
  const steady = new RateLimiterMemory({ keyPrefix: `${prefix}-steady`, points: limit.requestsPerSecond, duration: 1 });
  const burst = new RateLimiterMemory({ keyPrefix: `${prefix}-burst`, points: limit.burstRequests, duration: limit.burstWindowSeconds });
  return { steady, burst, bursty: new BurstyRateLimiter(steady, burst) };
}

/**
 * A limit counted in this process's memory: a steady window of `requestsPerSecond` (`<prefix>-steady`) and above it a
 * burst window (`<prefix>-burst`), as `BurstyRateLimiter` counts them. A process's own count, and the cluster
 * primary's count for its workers.
 */
export function burstyMemoryLimiter(prefix: string, limit: RequestRateLimit): BurstyRateLimiter {
  return memoryRateWindows(prefix, limit).bursty;
}
