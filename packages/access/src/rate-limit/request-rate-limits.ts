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

/**
 * The request rate of callers without an API key, per client address (`ctx.ip`: the connection's address, or behind
 * `MANDALA_TRUST_PROXY=on` the address the proxy appended): the document (`/openapi.json`), the web pages (`/docs` among them)
 * and their assets, the account pages, OAuth and every answer to a request whose credential did not authenticate.
 * A browser loading the site asks for at most about 25 files at once (the page, 2 style sheets, 3 scripts and up to
 * 19 chunks of the playground's offline engine) and a few JSON calls of the dashboard, so 30 a second passes a whole
 * page load within the steady window alone; the burst of 300 within 10 s leaves room for several browsers behind one
 * address (an office's NAT) loading pages together. A flood from one address gets the first 330 requests of a 10 s
 * window, then `429 rate_limited`.
 */
export const keylessRequestRateLimit: RequestRateLimit = { requestsPerSecond: 30, burstRequests: 300, burstWindowSeconds: 10 };
