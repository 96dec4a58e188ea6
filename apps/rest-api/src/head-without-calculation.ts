import type { RouteBinding } from '@mandala/operations';
import type { Middleware } from 'koa';
import type { RestState } from './request-log';

/**
 * `HEAD` on a route that calculates (1 unit) or opens a stream answers 405 with `Allow: GET` and nothing else:
 * a HEAD request never runs or charges a calculation. Reference and search routes (0 units) answer HEAD as
 * GET, which costs nothing either.
 */
export function headWithoutCalculation(binding: RouteBinding, handler: Middleware<RestState>): Middleware<RestState> {
  if (binding.operation.units === 0 && binding.responseMediaType !== 'text/event-stream') return handler;
  return (ctx, next) => {
    if (ctx.method !== 'HEAD') return handler(ctx, next);
    ctx.status = 405;
    ctx.set('Allow', binding.method.toUpperCase());
    return Promise.resolve();
  };
}
