import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Executor, ToolOptions } from '@mandala/operations';
import { handleMcpRequest } from './handle-mcp-request';

/** Per-request state the route reads: the host's request id, when its request logger set one. */
export interface McpRouteState {
  requestId?: string;
}

/** The `Deprecation` header of the compatibility route (RFC 9745 structured date: 2026-01-01). */
export const MCP_ROUTE_DEPRECATION = '@1767225600';

/**
 * The deprecated compatibility route `POST /mcp` on `{base_url}`, in the shape of the REST app's
 * `surfaces` seam. It serves the same MCP endpoint as the root of `{mcp_url}` and marks every answer with
 * `Deprecation` and a `Link` to the successor; `GET /mcp` (and other methods) answer 405.
 */
export function mcpCompatibilitySurface<State extends McpRouteState = McpRouteState>(
  options: ToolOptions & { readonly successorUrl?: string } = {},
): (context: { readonly executor: Executor }) => { router: Router<State> } {
  return ({ executor }) => {
    const router = new Router<State>();
    router.all('/mcp', async (ctx) => {
      ctx.set('Deprecation', MCP_ROUTE_DEPRECATION);
      if (options.successorUrl !== undefined) ctx.set('Link', `<${options.successorUrl}>; rel="successor-version"`);
      const requestId = ctx.state.requestId ?? randomUUID();
      ctx.respond = false;
      await handleMcpRequest(executor, ctx.req, ctx.res, {
        requestId,
        ...(options.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: options.timeBudgetMilliseconds }),
      });
    });
    return { router };
  };
}
