import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Executor, ToolOptions } from '@mandala/operations';
import { handleMcpRequest } from './handle-mcp-request';
import type { McpProtectedResourceSource } from './protected-resource';
import type { McpPublicAddressSource } from './public-address';
import type { McpOriginPolicy } from './mcp-origin-policy';

/** What the route adds to the host's request log line (never the key). */
export interface McpRouteLogFields {
  keyId?: string;
  chargedUnits?: number | null;
  errorCode?: string;
  rpcMethod?: string;
  tool?: string;
  rpcErrorCode?: number;
}

/**
 * Per-request state the route reads and writes: the host's request id, when its request logger set one, and
 * the fields it adds to the host's log line (key id, JSON-RPC method, tools, units).
 */
export interface McpRouteState {
  requestId?: string;
  log?: McpRouteLogFields;
}

/** The `Deprecation` header of the compatibility route (RFC 9745 structured date: 2026-01-01). */
export const MCP_ROUTE_DEPRECATION = '@1767225600';

/**
 * The deprecated compatibility route `POST /mcp` on `{base_url}`, in the shape of the REST app's
 * `surfaces` seam. It serves the same MCP endpoint as the root of `{mcp_url}` and marks every answer with
 * `Deprecation` and a `Link` to the successor; `GET /mcp` (and other methods) answer 405. What the request
 * did (key id, JSON-RPC method, tools, units) goes to `ctx.state.log` for the host's request log line.
 */
export function mcpCompatibilitySurface<State extends McpRouteState = McpRouteState>(
  options: ToolOptions & {
    readonly successorUrl?: string;
    readonly protectedResource?: McpProtectedResourceSource;
    readonly originPolicy?: McpOriginPolicy;
    readonly publicAddress?: McpPublicAddressSource;
  } = {},
): (context: { readonly executor: Executor }) => { router: Router<State> } {
  return ({ executor }) => {
    const router = new Router<State>();
    router.all('/mcp', async (ctx) => {
      ctx.set('Deprecation', MCP_ROUTE_DEPRECATION);
      if (options.successorUrl !== undefined) ctx.set('Link', `<${options.successorUrl}>; rel="successor-version"`);
      const requestId = ctx.state.requestId ?? randomUUID();
      ctx.respond = false;
      const record = await handleMcpRequest(executor, ctx.req, ctx.res, {
        requestId,
        ...(options.originPolicy === undefined ? {} : { originPolicy: options.originPolicy }),
        ...(options.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: options.timeBudgetMilliseconds }),
        ...(options.protectedResource === undefined ? {} : { protectedResource: options.protectedResource }),
        ...(options.publicAddress === undefined ? {} : { publicAddress: options.publicAddress }),
      });
      ctx.state.log = Object.assign(ctx.state.log ?? {}, record);
    });
    return { router };
  };
}
