import { rateLimitHeaders, retryAfterHeaders } from '@mandala/access';
import type { QuotaStatus } from '@mandala/access';
import type { ExecuteResult, ExecuteSuccess, OperationFailure } from '@mandala/operations';
import type { Context, ParameterizedContext } from 'koa';
import type { RestState } from './request-log';

/**
 * Sets `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` from quota figures, the seconds counted from `now`
 * (an answer that also carries `Retry-After` passes the same instant to {@link sendFailure}, so the two agree).
 */
export function setQuotaHeaders(ctx: Context, quota: QuotaStatus | undefined, now: Date = new Date()): void {
  if (quota === undefined) return;
  // Each header by name: this runs on every metered answer, and listing the entries would allocate for nothing.
  const headers = rateLimitHeaders(quota, now);
  ctx.set('RateLimit-Limit', headers['RateLimit-Limit']);
  ctx.set('RateLimit-Remaining', headers['RateLimit-Remaining']);
  ctx.set('RateLimit-Reset', headers['RateLimit-Reset']);
}

/** The REST error body: `{ error: <code>, message, details? }` with the status of the error table; `Retry-After` counted from `now`. */
export function sendFailure(ctx: Context, failure: OperationFailure, now: Date = new Date()): void {
  ctx.status = failure.status;
  for (const [name, value] of Object.entries(retryAfterHeaders(failure.code, failure.details, now))) ctx.set(name, value);
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
  // One instant for RateLimit-Reset and Retry-After: counted apart, a second could turn between them.
  const now = new Date();
  setQuotaHeaders(ctx, result.quota, now);
  if (result.ok) return true;
  sendFailure(ctx, result, now);
  return false;
}
