import { randomUUID } from 'node:crypto';
import { redactUrl } from '@mandala/access';
import type { Middleware } from 'koa';
import type { Logger } from './logger';

const incomingRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** What routes add to the request's log line. */
export interface RequestLogFields {
  operation?: string;
  chargedUnits?: number | null;
  keyId?: string;
  errorCode?: string;
}

/** Per-request state shared between middleware (in `ctx.state`). */
export interface RestState {
  requestId: string;
  log: RequestLogFields;
}

/**
 * Assigns a request id (the caller's `X-Request-Id` when it is safe, else a UUID), returns it as
 * `X-Request-Id`, and writes one JSON log line per request with method, redacted URL, status,
 * duration and what the route added (operation, units, key id — never a key).
 */
export function requestLog(logger: Logger): Middleware<RestState> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const offered = ctx.get('X-Request-Id');
    const requestId = incomingRequestId.test(offered) ? offered : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = {};
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const status = ctx.status;
      logger.log(status >= 500 ? 'error' : 'info', {
        msg: 'request',
        requestId,
        method: ctx.method,
        url: redactUrl(ctx.originalUrl),
        status,
        durationMs: Math.round(durationMs * 100) / 100,
        ...ctx.state.log,
      });
    }
  };
}
