import { randomUUID } from 'node:crypto';
import { redactUrl } from '@mandala/access';
import { executorOf, failure } from '@mandala/operations';
import type { Executor, ExecutorSource, ToolOptions } from '@mandala/operations';
import Koa from 'koa';
import { handleMcpRequest } from './handle-mcp-request';
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
  };

/** Where the protected resource metadata of the root endpoint is served (RFC 9728 §3). */
export const PROTECTED_RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource';

/** The dedicated MCP app (`{mcp_url}`) and the executor it runs on. */
export type McpApp = Koa & { readonly executor: Executor };

const incomingRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The dedicated MCP server app: JSON-RPC 2.0 over Streamable HTTP at the root path (`POST /`; other
 * methods 405; other paths 404). Pass the REST app's executor to share its access store and quota.
 *
 * Every request gets a request id (the caller's `X-Request-Id` when it is safe: up to 128 of `A-Za-z0-9._:-` and no key; else a UUID, returned as
 * `X-Request-Id`) and one log line, as on REST: method, redacted URL, status, duration, key id (never the key),
 * JSON-RPC method(s), tool(s), units charged and error codes. Level `error` for a 5xx answer, else `info`.
 */
export function createMcpApp(dependencies: McpAppDependencies): McpApp {
  const executor = executorOf(dependencies);
  const logger = dependencies.logger ?? silentMcpLogger;
  const app = new Koa();
  app.silent = true;
  app.use(async (ctx) => {
    const started = process.hrtime.bigint();
    const offered = ctx.get('X-Request-Id');
    const requestId = incomingRequestId.test(offered) && redactUrl(offered) === offered ? offered : randomUUID();
    ctx.set('X-Request-Id', requestId);
    let record: McpRequestRecord | undefined;
    try {
      if (dependencies.health?.isDraining?.() === true) ctx.set('Connection', 'close');
      if (mcpHealthPaths.has(ctx.path)) {
        const errorCode = await answerHealthCheck(ctx, dependencies.health);
        record = errorCode === undefined ? { chargedUnits: 0 } : { chargedUnits: 0, errorCode };
        return;
      }
      const resource = dependencies.protectedResource?.();
      if (resource !== undefined && ctx.path === PROTECTED_RESOURCE_METADATA_PATH && (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS')) {
        ctx.set('Access-Control-Allow-Origin', '*');
        ctx.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        ctx.set('Cache-Control', 'public, max-age=3600');
        if (ctx.method === 'OPTIONS') ctx.status = 204;
        else ctx.body = resource.metadata;
        record = { chargedUnits: 0 };
        return;
      }
      if (ctx.path !== '/') {
        const refusal = failure('route_not_found', `No MCP endpoint at ${ctx.path}; use the root path.`);
        ctx.status = refusal.status;
        ctx.body = { jsonrpc: '2.0', id: null, error: { code: -32600, message: refusal.message } };
        record = { chargedUnits: 0, errorCode: refusal.code };
        return;
      }
      ctx.respond = false;
      record = await handleMcpRequest(executor, ctx.req, ctx.res, {
        requestId,
        ...(dependencies.originPolicy === undefined ? {} : { originPolicy: dependencies.originPolicy }),
        ...(dependencies.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: dependencies.timeBudgetMilliseconds }),
        ...(dependencies.protectedResource === undefined ? {} : { protectedResource: dependencies.protectedResource }),
        ...(dependencies.publicAddress === undefined ? {} : { publicAddress: dependencies.publicAddress }),
      });
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
