import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { redactUrl } from '@mandala/access';
import type { Middleware } from 'koa';
import type { Logger } from './logger';
import { withoutPersonalData } from './personal-data-redaction';

const incomingRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** What routes add to the request's log line. */
export interface RequestLogFields {
  operation?: string;
  chargedUnits?: number | null;
  keyId?: string;
  errorCode?: string;
  /** MCP (`POST /mcp`): the JSON-RPC method, or a batch's methods joined with commas. */
  rpcMethod?: string;
  /** MCP: the tools called, joined with commas. */
  tool?: string;
  /** MCP: the JSON-RPC error code answered, if any. */
  rpcErrorCode?: number;
}

/**
 * Error codes whose 5xx answer is the intended one, not a fault: `not_implemented` (501) of the reserved legacy
 * webhook routes. Their lines are `warn`, not `error`.
 */
const intendedServerAnswers: ReadonlySet<string> = new Set(['not_implemented']);

/** The level of a request's line: `error` for a failing 5xx answer, `warn` for an intended one, else `info`. */
export function requestLogLevel(status: number, errorCode: string | undefined): 'info' | 'warn' | 'error' {
  if (status < 500) return 'info';
  return errorCode !== undefined && intendedServerAnswers.has(errorCode) ? 'warn' : 'error';
}

/** Per-request state shared between middleware (in `ctx.state`). */
export interface RestState {
  requestId: string;
  log: RequestLogFields;
}

/** The health check paths a balancer polls, which `MANDALA_LOG_HEALTH_CHECKS=off` leaves out of the log when they pass. */
export const healthCheckPaths: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** Options of {@link requestLog}. */
export interface RequestLogOptions {
  /** False: no line for a `/healthz` or `/readyz` answer under 400 (a failing check is still logged). Default true. */
  readonly logHealthChecks?: boolean;
}

/**
 * Assigns a request id (the caller's `X-Request-Id` when it is safe: up to 128 of `A-Za-z0-9._:-` and no key; else a UUID), returns it as
 * `X-Request-Id`, and writes one JSON log line per request with method, redacted URL (keys removed, also
 * percent-encoded ones), status, duration and what the route added (operation, units, key id — never a key),
 * at the level of {@link requestLogLevel}.
 */
export function requestLog(logger: Logger, options: RequestLogOptions = {}): Middleware<RestState> {
  return async (ctx, next) => {
    // A number, not a bigint: this runs twice on every request.
    const started = performance.now();
    const offered = ctx.get('X-Request-Id');
    const requestId = incomingRequestId.test(offered) && redactUrl(offered) === offered ? offered : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = {};
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const durationMs = performance.now() - started;
      const status = ctx.status;
      const quietHealthCheck = options.logHealthChecks === false && status < 400 && healthCheckPaths.has(ctx.path);
      if (!quietHealthCheck) {
        logger.log(requestLogLevel(status, ctx.state.log.errorCode), {
          msg: 'request',
          requestId,
          method: ctx.method,
          url: withoutPersonalData(redactUrl(ctx.originalUrl)),
          status,
          durationMs: Math.round(durationMs * 100) / 100,
          ...ctx.state.log,
        });
      }
    }
  };
}
