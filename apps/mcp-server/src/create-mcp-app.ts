import { randomUUID } from 'node:crypto';
import { AccessError, keylessAddressBudget, redactUrl, retryAfterHeaders } from '@mandala/access';
import type { KeylessAddressBudget, RequestRateLimiter } from '@mandala/access';
import { executorOf, failure } from '@mandala/operations';
import type { Executor, ExecutorSource, ToolOptions } from '@mandala/operations';
import Koa from 'koa';
import type { Context } from 'koa';
import { ACCESS_DENIED_RPC_CODE, handleMcpRequest } from './handle-mcp-request';
import { answerHealthCheck, mcpHealthPaths } from './mcp-health';
import type { McpHealth } from './mcp-health';
import type { McpRequestRecord } from './handle-mcp-request';
import { silentMcpLogger } from './mcp-logger';
import type { McpOriginPolicy } from './mcp-origin-policy';
import type { McpLogger } from './mcp-logger';
import type { McpProtectedResourceSource } from './protected-resource';
import type { McpPublicAddressSource } from './public-address';

/** Dependencies of the MCP app: an executor (or a store to build one), the tool options and the logger. */
export type McpAppDependencies = ToolOptions &
  ExecutorSource & {
    /** One JSON line per request goes here; default: silent. */
    readonly logger?: McpLogger;
    /** The OAuth protected resource description (metadata document and 401 challenge), when OAuth is on. */
    readonly protectedResource?: McpProtectedResourceSource;
    /** Where clients reach this server, once known: `serverInfo.websiteUrl` and the app page's sandbox domain. */
    readonly publicAddress?: McpPublicAddressSource;
    /** Browser origins and Host names answered (default: loopback origins only, any Host). */
    readonly originPolicy?: McpOriginPolicy;
    /**
     * What `/healthz` and `/readyz` read (the key store's answer, the drain); without it `/readyz` answers 200 while
     * the process answers.
     */
    readonly health?: McpHealth;
    /** False leaves `/healthz` and `/readyz` answers under 400 out of the request log (`MANDALA_LOG_HEALTH_CHECKS=off`). */
    readonly logHealthChecks?: boolean;
    /**
     * The per-address budget of callers without a key (`keylessAddressBudget` of `@mandala/access`, the REST origin's
     * too): every request of this port that authenticates no key counts on its address, past the budget `429
     * rate_limited`. Without it (`MANDALA_RATE_LIMITS=off`) nothing is counted.
     */
    readonly keylessRateLimiter?: Pick<RequestRateLimiter, 'admitAddress'>;
    /**
     * `MANDALA_TRUST_PROXY=on`: the address counted is the one the proxy appended to `X-Forwarded-For` (the last),
     * else the connection's.
     */
    readonly trustProxy?: boolean;
  };

/** Where the protected resource metadata of the root endpoint is served (RFC 9728 §3). */
export const PROTECTED_RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource';

/** The dedicated MCP app (`{mcp_url}`) and the executor it runs on. */
export type McpApp = Koa & { readonly executor: Executor };

const incomingRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Counts a request of the MCP port on the keyless budget before it is served: undefined when it may go on (and the
 * function that counts it later when it showed a credential that may yet authenticate nothing), else the `429
 * rate_limited` answered here, JSON-RPC shaped with `Retry-After` and `RateLimit-Policy`.
 */
async function admitKeyless(ctx: Context, budget: KeylessAddressBudget | undefined): Promise<{ refused: McpRequestRecord } | { countLater: () => Promise<void> }> {
  if (budget === undefined) return { countLater: async () => undefined };
  let counted: boolean;
  try {
    counted = await budget.admit({ headers: ctx.headers, address: ctx.ip });
  } catch (error) {
    if (!AccessError.isInstance(error) || error.code !== 'rate_limited') throw error;
    const refusal = failure('rate_limited', error.message, error.details);
    ctx.status = refusal.status;
    for (const [name, value] of Object.entries(retryAfterHeaders(refusal.code, refusal.details))) ctx.set(name, value);
    ctx.body = { jsonrpc: '2.0', id: null, error: { code: ACCESS_DENIED_RPC_CODE, message: refusal.message, data: { code: refusal.code, details: refusal.details } } };
    return { refused: { chargedUnits: 0, errorCode: refusal.code } };
  }
  let pending = !counted;
  return {
    async countLater() {
      if (!pending) return;
      pending = false;
      await budget.countUnauthenticated(ctx.ip);
    },
  };
}

/**
 * The dedicated MCP server app: JSON-RPC 2.0 over Streamable HTTP at the root path (`POST /`; other
 * methods 405; other paths 404). Pass the REST app's executor to share its access store and quota.
 *
 * Every request gets a request id (the caller's `X-Request-Id` when it is safe: up to 128 of `A-Za-z0-9._:-` and no key; else a UUID, returned as
 * `X-Request-Id`) and one log line, as on REST: method, redacted URL, status, duration, key id (never the key),
 * JSON-RPC method(s), tool(s), units charged and error codes. Level `error` for a 5xx answer, else `info`.
 *
 * With `keylessRateLimiter`, what this port serves without a key (the 401 challenge of an unauthenticated
 * `initialize` or call, the protected resource metadata, `/healthz` and `/readyz`, 404 and 405 answers, preflights)
 * counts on the caller's address against the keyless budget, as on the REST origin: a request without a credential
 * header before it is served, one whose credential authenticated nothing once that is known (a refused key's 401/403
 * is held past the budget). A request whose key authenticated counts on its plan only.
 */
export function createMcpApp(dependencies: McpAppDependencies): McpApp {
  const executor = executorOf(dependencies);
  const logger = dependencies.logger ?? silentMcpLogger;
  const budget = dependencies.keylessRateLimiter === undefined ? undefined : keylessAddressBudget(dependencies.keylessRateLimiter);
  const app = new Koa();
  app.silent = true;
  if (dependencies.trustProxy === true) {
    app.proxy = true;
    // Only the address our proxy appended: earlier ones come from the client and could be anything.
    app.maxIpsCount = 1;
  }

  /** Serves one request that the keyless budget let through; `countUnauthenticated` counts a failed credential. */
  async function serve(ctx: Context, requestId: string, countUnauthenticated: () => Promise<void>): Promise<McpRequestRecord> {
    if (mcpHealthPaths.has(ctx.path)) {
      const errorCode = await answerHealthCheck(ctx, dependencies.health);
      return errorCode === undefined ? { chargedUnits: 0 } : { chargedUnits: 0, errorCode };
    }
    const resource = dependencies.protectedResource?.();
    if (resource !== undefined && ctx.path === PROTECTED_RESOURCE_METADATA_PATH && (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS')) {
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      ctx.set('Cache-Control', 'public, max-age=3600');
      if (ctx.method === 'OPTIONS') ctx.status = 204;
      else ctx.body = resource.metadata;
      return { chargedUnits: 0 };
    }
    if (ctx.path !== '/') {
      const refusal = failure('route_not_found', `No MCP endpoint at ${ctx.path}; use the root path.`);
      ctx.status = refusal.status;
      ctx.body = { jsonrpc: '2.0', id: null, error: { code: -32600, message: refusal.message } };
      return { chargedUnits: 0, errorCode: refusal.code };
    }
    ctx.respond = false;
    return handleMcpRequest(executor, ctx.req, ctx.res, {
      requestId,
      beforeCredentialRefusal: countUnauthenticated,
      ...(dependencies.originPolicy === undefined ? {} : { originPolicy: dependencies.originPolicy }),
      ...(dependencies.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: dependencies.timeBudgetMilliseconds }),
      ...(dependencies.protectedResource === undefined ? {} : { protectedResource: dependencies.protectedResource }),
      ...(dependencies.publicAddress === undefined ? {} : { publicAddress: dependencies.publicAddress }),
    });
  }

  app.use(async (ctx) => {
    const started = process.hrtime.bigint();
    const offered = ctx.get('X-Request-Id');
    const requestId = incomingRequestId.test(offered) && redactUrl(offered) === offered ? offered : randomUUID();
    ctx.set('X-Request-Id', requestId);
    let record: McpRequestRecord | undefined;
    try {
      if (dependencies.health?.isDraining?.() === true) ctx.set('Connection', 'close');
      const admission = await admitKeyless(ctx, budget);
      if ('refused' in admission) {
        record = admission.refused;
        return;
      }
      record = await serve(ctx, requestId, admission.countLater);
      if (record.keyId === undefined) await admission.countLater();
    } finally {
      const status = ctx.respond === false ? ctx.res.statusCode : ctx.status;
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const quietHealthCheck = dependencies.logHealthChecks === false && status < 400 && mcpHealthPaths.has(ctx.path);
      if (!quietHealthCheck) logger.log(status >= 500 ? 'error' : 'info', {
        msg: 'request',
        surface: 'mcp',
        requestId,
        method: ctx.method,
        url: redactUrl(ctx.originalUrl),
        status,
        durationMs: Math.round(durationMs * 100) / 100,
        ...record,
      });
    }
  });
  return Object.assign(app, { executor });
}
