import { executorOf, failure } from '@mandala/operations';
import type { Executor, ExecutorSource, ToolOptions } from '@mandala/operations';
import Koa from 'koa';
import { handleMcpRequest } from './handle-mcp-request';

/** Dependencies of the MCP app: an executor (or a store to build one) and the tool options. */
export type McpAppDependencies = ToolOptions & ExecutorSource;

/** The dedicated MCP app (`{mcp_url}`) and the executor it runs on. */
export type McpApp = Koa & { readonly executor: Executor };

/**
 * The dedicated MCP server app: JSON-RPC 2.0 over Streamable HTTP at the root path (`POST /`; other
 * methods 405; other paths 404). Pass the REST app's executor to share its access store and quota.
 */
export function createMcpApp(dependencies: McpAppDependencies): McpApp {
  const executor = executorOf(dependencies);
  const app = new Koa();
  app.silent = true;
  app.use(async (ctx) => {
    if (ctx.path !== '/') {
      const refusal = failure('route_not_found', `No MCP endpoint at ${ctx.path}; use the root path.`);
      ctx.status = refusal.status;
      ctx.body = { jsonrpc: '2.0', id: null, error: { code: -32600, message: refusal.message } };
      return;
    }
    ctx.respond = false;
    await handleMcpRequest(executor, ctx.req, ctx.res, {
      ...(dependencies.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: dependencies.timeBudgetMilliseconds }),
    });
  });
  return Object.assign(app, { executor });
}
