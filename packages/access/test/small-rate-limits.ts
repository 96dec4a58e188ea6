import type { PlanId } from '../src/plans';
import type { RequestRateLimit } from '../src/rate-limit/request-rate-limits';

/** Request rates small enough for a test to reach: Free 2/s with a burst of 3, the other plans 5/s with 5. */
export const smallRateLimits: Readonly<Record<PlanId, RequestRateLimit>> = {
  free: { requestsPerSecond: 2, burstRequests: 3, burstWindowSeconds: 10 },
  creator: { requestsPerSecond: 5, burstRequests: 5, burstWindowSeconds: 10 },
  startup: { requestsPerSecond: 5, burstRequests: 5, burstWindowSeconds: 10 },
  business: { requestsPerSecond: 5, burstRequests: 5, burstWindowSeconds: 10 },
  enterprise: { requestsPerSecond: 5, burstRequests: 5, burstWindowSeconds: 10 },
};
