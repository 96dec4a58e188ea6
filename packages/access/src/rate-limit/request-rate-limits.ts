import type { PlanId } from '../plans';

/**
 * The request rate of one plan, per account, counted over every surface (REST, Agent HTTP, MCP) and every call,
 * idempotent replays and refusals after authentication included. A steady `requestsPerSecond`, and above it a
 * burst of `burstRequests` more within any `burstWindowSeconds`.
 */
export interface RequestRateLimit {
  readonly requestsPerSecond: number;
  readonly burstRequests: number;
  readonly burstWindowSeconds: number;
}

/** Request rates by plan (the root README's operations table lists them). */
export const requestRateLimits: Readonly<Record<PlanId, RequestRateLimit>> = {
  free: { requestsPerSecond: 2, burstRequests: 20, burstWindowSeconds: 10 },
  creator: { requestsPerSecond: 10, burstRequests: 50, burstWindowSeconds: 10 },
  startup: { requestsPerSecond: 20, burstRequests: 100, burstWindowSeconds: 10 },
  business: { requestsPerSecond: 40, burstRequests: 200, burstWindowSeconds: 10 },
  enterprise: { requestsPerSecond: 100, burstRequests: 500, burstWindowSeconds: 10 },
};
