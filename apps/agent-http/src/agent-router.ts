import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { rateLimitHeaders, retryAfterHeaders } from '@mandala/access';
import type { QuotaStatus } from '@mandala/access';
import { failure, idempotencyKeyHeader, readJsonBody, runTool, toolCatalog } from '@mandala/operations';
import type { Executor, ToolOptions, ToolOutcome } from '@mandala/operations';
import type { Context } from 'koa';
import { PROBLEM_JSON, problemDetails } from './problem-details';

/**
 * Per-request state the Agent HTTP routes read and write. When mounted in the REST app, `requestId`
 * and `log` come from its request logger; alone, the routes fill them in.
 */
export interface AgentState {
  requestId?: string;
  log?: { operation?: string; chargedUnits?: number | null; keyId?: string; errorCode?: string };
}

/** Options of {@link createAgentRouter}. */
export interface AgentRouterOptions extends ToolOptions {
  /** The shared executor (one access store, one quota with REST and MCP). */
  readonly executor: Executor;
}

function requestIdOf(ctx: Context): string {
  const state = ctx.state as AgentState;
  if (state.requestId === undefined) {
    state.requestId = randomUUID();
    ctx.set('X-Request-Id', state.requestId);
  }
  return state.requestId;
}

/** The `RateLimit-*` headers, the seconds counted from `now` (the instant `Retry-After` is counted from too). */
function setQuotaHeaders(ctx: Context, quota: QuotaStatus | undefined, now: Date = new Date()): void {
  if (quota === undefined) return;
  for (const [name, value] of Object.entries(rateLimitHeaders(quota, now))) ctx.set(name, value);
}

/** `Retry-After` on a refusal the caller should retry later (`store_unavailable`; `rate_limited` with `RateLimit`; `quota_exhausted` with its quota). */
function setRetryAfter(ctx: Context, code: string, details?: unknown, now: Date = new Date()): void {
  for (const [name, value] of Object.entries(retryAfterHeaders(code, details, now))) ctx.set(name, value);
}

function recordLog(ctx: Context, outcome: ToolOutcome): void {
  const state = ctx.state as AgentState;
  state.log ??= {};
  if (outcome.operation !== undefined) state.log.operation = outcome.operation.name;
  const envelope = outcome.envelope;
  state.log.chargedUnits = 'error' in envelope ? envelope.chargedUnits : envelope.meta.chargedUnits;
  if ('error' in envelope) state.log.errorCode = envelope.error.code;
  if (outcome.authentication !== undefined) state.log.keyId = outcome.authentication.keyId;
}

/**
 * The Agent HTTP routes:
 *
 * - `POST /agent/v1/tools/<tool>`: `<tool>` is the kebab-case path (`generate-chart`), the tool name or the
 *   alias `get_chart`; the JSON body is the tool's arguments; `Idempotency-Key` as on REST. Answers the tool
 *   envelope with the status of the shared error table (see README).
 * - `GET /agent/v1/mcp/catalog`: the tools the caller's plan may call, with JSON Schemas; failures are
 *   RFC 9457 problem details (401, 403, 429 when the month's quota is used up, 503).
 */
export function createAgentRouter<State extends AgentState = AgentState>(options: AgentRouterOptions): Router<State> {
  const { executor } = options;
  const router = new Router<State>();

  router.post('/agent/v1/tools/:tool', async (ctx) => {
    const requestId = requestIdOf(ctx);
    const toolName = (ctx as unknown as { params: { tool: string } }).params.tool;
    const credential = { headers: ctx.headers, rawHeaders: ctx.req.rawHeaders, query: ctx.query };
    const body = await readJsonBody(ctx.req);
    // An oversized body was read only in part: the connection cannot carry another request.
    if (!body.ok && body.code === 'payload_too_large') ctx.set('Connection', 'close');
    const outcome = await runTool(
      executor,
      {
        toolName,
        arguments: body.ok ? body.value : undefined,
        ...(body.ok ? {} : { unreadableArguments: { code: body.code, message: body.message } }),
        credential,
        idempotencyKey: idempotencyKeyHeader(ctx.headers),
        requestId,
        surface: 'agent-http',
      },
      options,
    );
    recordLog(ctx, outcome);
    // One instant for RateLimit-Reset and Retry-After: counted apart, a second could turn between them.
    const now = new Date();
    setQuotaHeaders(ctx, outcome.quota, now);
    if (outcome.replayed) ctx.set('Idempotent-Replayed', 'true');
    if ('error' in outcome.envelope) setRetryAfter(ctx, outcome.envelope.error.code, outcome.envelope.error.details, now);
    ctx.status = outcome.status;
    ctx.body = outcome.envelope;
  });

  router.get('/agent/v1/mcp/catalog', async (ctx) => {
    requestIdOf(ctx);
    const identity = await executor.identify({ headers: ctx.headers, rawHeaders: ctx.req.rawHeaders, query: ctx.query }, { surface: 'agent-http' });
    // One instant for RateLimit-Reset and Retry-After, as on the tool routes.
    const now = new Date();
    if (identity.ok) setQuotaHeaders(ctx, identity.quota, now);
    const refusal = identity.ok
      ? identity.quota.remaining === 0
        ? // The quota's figures as details, so the 429 says when to retry (Retry-After), as a tool call's does.
          failure('quota_exhausted', 'The monthly quota is used up; it resets at the start of the next UTC month.', { quota: identity.quota })
        : undefined
      : identity;
    if (refusal !== undefined) {
      ctx.status = refusal.status;
      setRetryAfter(ctx, refusal.code, refusal.details, now);
      ctx.type = PROBLEM_JSON;
      ctx.body = problemDetails(refusal, ctx.path);
      const state = ctx.state as AgentState;
      state.log ??= {};
      state.log.errorCode = refusal.code;
      return;
    }
    if (!identity.ok) return;
    ctx.status = 200;
    ctx.body = toolCatalog(identity.authentication.account.plan, identity.authentication.scopes);
  });

  return router;
}
