import { executorOf } from '@mandala/operations';
import type { Executor, ExecutorSource, ToolOptions } from '@mandala/operations';
import Koa from 'koa';
import { createAgentRouter } from './agent-router';
import type { AgentState } from './agent-router';

/** Dependencies of {@link createAgentApp}: an executor, or a store (and engines) to build one. */
export type AgentAppDependencies = ToolOptions & ExecutorSource;

/** The stand-alone Agent HTTP app and the executor it runs on. */
export type AgentApp = Koa<AgentState> & { readonly executor: Executor };

/**
 * Builds the Agent HTTP app alone (the REST app normally mounts {@link createAgentRouter} on the same
 * origin instead). Serve it with `http.createServer(app.callback())`.
 */
export function createAgentApp(dependencies: AgentAppDependencies): AgentApp {
  const executor = executorOf(dependencies);
  const router = createAgentRouter({
    executor,
    ...(dependencies.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: dependencies.timeBudgetMilliseconds }),
  });
  const app = new Koa<AgentState>();
  app.silent = true;
  app.use(router.routes()).use(router.allowedMethods());
  return Object.assign(app, { executor });
}
