import type { Executor, RouteBinding, StaticRouteDocumentation, ToolOptions } from '@mandala/operations';
import type Router from '@koa/router';
import { agentOpenApiRoutes, agentOpenApiStaticRoutes } from './agent-openapi';
import { createAgentRouter } from './agent-router';
import type { AgentState } from './agent-router';

/**
 * The Agent HTTP surface in the shape the REST app's `surfaces` seam takes: given the REST app's shared
 * executor, the router to mount on the same origin (`{base_url}/agent/v1/…`) and its routes' OpenAPI
 * documentation (the REST app adds them to `/openapi.json`).
 *
 * @example createApp({ store, surfaces: [agentHttpSurface()] })
 */
export function agentHttpSurface<State extends AgentState = AgentState>(
  options: ToolOptions = {},
): (context: { readonly executor: Executor }) => {
  router: Router<State>;
  openApiRoutes: RouteBinding[];
  openApiStaticRoutes: StaticRouteDocumentation[];
} {
  return ({ executor }) => ({
    router: createAgentRouter<State>({ ...options, executor }),
    openApiRoutes: agentOpenApiRoutes(),
    openApiStaticRoutes: agentOpenApiStaticRoutes(),
  });
}
