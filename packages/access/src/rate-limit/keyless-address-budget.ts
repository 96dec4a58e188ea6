import type { RequestRateLimiter } from './request-rate-limiter';

/** True when the request carries a credential header (`Authorization` or `X-Api-Key`), valid or not. */
function presentsCredential(headers: Readonly<Record<string, unknown>>): boolean {
  return headers['authorization'] !== undefined || headers['x-api-key'] !== undefined;
}

/** One request as the budget sees it: its headers and the address it is counted on. */
export interface KeylessRequest {
  readonly headers: Readonly<Record<string, unknown>>;
  /** The client's address (the connection's, or under a trusted proxy the address the proxy appended). */
  readonly address: string;
}

/**
 * The per-address budget of callers without a key, the same on every port that takes requests without one (the REST
 * origin and the dedicated MCP port), over `RequestRateLimiter.admitAddress` and `keylessRequestRateLimit`:
 *
 * - {@link KeylessAddressBudget.admit} counts a request without a credential header before anything serves it, and
 *   past the budget throws `AccessError('rate_limited')` (429 with `Retry-After`, after the hold of repeated
 *   refusals), so a keyless flood costs one in-memory count per refused request;
 * - {@link KeylessAddressBudget.countUnauthenticated} counts, once it is known, a request whose credential header
 *   authenticated nothing (a made-up key, or a route that takes none): past the budget it resolves only after the
 *   hold, never throws, so the caller answers what it would have answered, as slowly as a refusal, and a flood with
 *   a fake header is slowed as much as one without.
 *
 * A request whose key authenticated is counted on its plan instead (by the executor), never here.
 */
export interface KeylessAddressBudget {
  /**
   * Counts the request on its address when it shows no credential header; throws `rate_limited` past the budget.
   * Resolves true when it counted the request, false when the request shows a credential (judged later).
   */
  admit(request: KeylessRequest): Promise<boolean>;
  /** Counts a request whose credential did not authenticate; past the budget resolves after the hold. */
  countUnauthenticated(address: string): Promise<void>;
}

/** The budget of {@link KeylessAddressBudget} over `limiter` (the service's one request-rate limiter). */
export function keylessAddressBudget(limiter: Pick<RequestRateLimiter, 'admitAddress'>): KeylessAddressBudget {
  return {
    async admit(request) {
      if (presentsCredential(request.headers)) return false;
      await limiter.admitAddress(request.address);
      return true;
    },
    async countUnauthenticated(address) {
      await limiter.admitAddress(address).catch(() => undefined);
    },
  };
}
