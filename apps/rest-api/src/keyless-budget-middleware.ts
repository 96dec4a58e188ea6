import { keylessAddressBudget } from '@mandala/access';
import type { RequestRateLimiter } from '@mandala/access';
import type { Middleware } from 'koa';
import type { RestState } from './request-log';

/**
 * The REST origin's side of the per-address budget of callers without a key (`keylessAddressBudget` of
 * `@mandala/access`, shared with the dedicated MCP port), counted on `ctx.ip` (the proxy's appended address under
 * `trustProxy`): a request without a credential header is counted before any route runs (past the budget, `429
 * rate_limited` through the error boundary); one with a credential header runs first and is counted afterwards when
 * no key authenticated it, its answer held like a refusal past the budget.
 */
export function keylessBudgetMiddleware(limiter: Pick<RequestRateLimiter, 'admitAddress'>): Middleware<RestState> {
  const budget = keylessAddressBudget(limiter);
  return async (ctx, next) => {
    const counted = await budget.admit({ headers: ctx.headers, address: ctx.ip });
    await next();
    if (!counted && ctx.state.log.keyId === undefined) await budget.countUnauthenticated(ctx.ip);
  };
}
