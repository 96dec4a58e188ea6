import { rateLimitHeaders } from '@mandala/access';
import type { QuotaStatus } from '@mandala/access';
import type { OperationFailure } from '@mandala/operations';
import type { Context } from 'koa';

/** Sets `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` from quota figures. */
export function setQuotaHeaders(ctx: Context, quota: QuotaStatus | undefined): void {
  if (quota === undefined) return;
  for (const [name, value] of Object.entries(rateLimitHeaders(quota))) ctx.set(name, value);
}

/** The REST error body: `{ error: <code>, message, details? }` with the status of the error table. */
export function sendFailure(ctx: Context, failure: OperationFailure): void {
  ctx.status = failure.status;
  ctx.body = failure.details === undefined
    ? { error: failure.code, message: failure.message }
    : { error: failure.code, message: failure.message, details: failure.details };
  (ctx.state as { log?: { errorCode?: string } }).log ??= {};
  (ctx.state as { log: { errorCode?: string } }).log.errorCode = failure.code;
}
