import { rateLimitHeaders, retryAfterHeaders } from '@mandala/access';
import type { QuotaStatus } from '@mandala/access';
import type { ExecuteResult, ExecuteSuccess, OperationFailure } from '@mandala/operations';
import type { Context, ParameterizedContext } from 'koa';
import type { RestState } from './request-log';

/** Sets `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` from quota figures. */
export function setQuotaHeaders(ctx: Context, quota: QuotaStatus | undefined): void {
  if (quota === undefined) return;
  for (const [name, value] of Object.entries(rateLimitHeaders(quota))) ctx.set(name, value);
}

/** The REST error body: `{ error: <code>, message, details? }` with the status of the error table. */
export function sendFailure(ctx: Context, failure: OperationFailure): void {
  ctx.status = failure.status;
  for (const [name, value] of Object.entries(retryAfterHeaders(failure.code, failure.details))) ctx.set(name, value);
  ctx.body = failure.details === undefined
    ? { error: failure.code, message: failure.message }
    : { error: failure.code, message: failure.message, details: failure.details };
  (ctx.state as { log?: { errorCode?: string } }).log ??= {};
  (ctx.state as { log: { errorCode?: string } }).log.errorCode = failure.code;
}

/**
 * Records an executor result on a REST request: the operation, units and key id on the log line, the quota
 * headers, and on failure the error answer. True when the call succeeded and the route should answer it.
 */
export function recordOutcome(ctx: ParameterizedContext<RestState>, operationName: string, result: ExecuteResult): result is ExecuteSuccess {
  ctx.state.log.operation = operationName;
  ctx.state.log.chargedUnits = result.chargedUnits;
  if (result.authentication !== undefined) ctx.state.log.keyId = result.authentication.keyId;
  setQuotaHeaders(ctx, result.quota);
  if (result.ok) return true;
  sendFailure(ctx, result);
  return false;
}
