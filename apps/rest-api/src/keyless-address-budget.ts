import type { RequestRateLimiter } from '@mandala/access';
import type { Middleware } from 'koa';
import type { RestState } from './request-log';

/** True when the request carries a credential header (`Authorization` or `X-Api-Key`), valid or not. */
function presentsCredential(headers: Readonly<Record<string, unknown>>): boolean {
  return headers.authorization !== undefined || headers['x-api-key'] !== undefined;
}

/**
 * The per-address budget of callers without a key (`RequestRateLimiter.admitAddress`, `keylessRequestRateLimit`),
 * counted on `ctx.ip` (the proxy's appended address under `trustProxy`):
 *
 * - a request without a credential header is counted before any route runs, and past the budget answered
 *   `429 rate_limited` with `Retry-After` (after the hold of repeated refusals), so a keyless flood costs the service
 *   one in-memory count per refused request;
 * - a request with a credential header runs first (a key's calls are counted on its plan, by the executor), and is
 *   counted on its address afterwards when no key authenticated it (a made-up key, any route that takes none): past
 *   the budget its answer is held like a refusal, so a flood with a fake header is slowed as much as one without.
 */
export function keylessAddressBudget(limiter: Pick<RequestRateLimiter, 'admitAddress'>): Middleware<RestState> {
  return async (ctx, next) => {
    if (!presentsCredential(ctx.headers)) {
      await limiter.admitAddress(ctx.ip);
      await next();
      return;
    }
    await next();
    if (ctx.state.log.keyId === undefined) await limiter.admitAddress(ctx.ip).catch(() => undefined);
  };
}
