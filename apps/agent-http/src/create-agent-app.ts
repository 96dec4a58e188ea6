import type { AccessStore } from '@mandala/access';
import { createDefaultEngines, createExecutor } from '@mandala/operations';
import type { Executor, OperationEngines } from '@mandala/operations';
import Koa from 'koa';
import { createAgentRouter } from './agent-router';
import type { AgentState } from './agent-router';
import type { AgentToolOptions } from './run-agent-tool';

/** Dependencies of {@link createAgentApp}: an executor, or a store (and engines) to build one. */
export type AgentAppDependencies = AgentToolOptions &
  (
    | { readonly executor: Executor }
    | {
        readonly store: Pick<AccessStore, 'authenticate' | 'runMetered' | 'quotaStatus'>;
        /** Default: the Mandala engines. */
        readonly engines?: OperationEngines;
        readonly now?: () => Date;
      }
  );

/** The stand-alone Agent HTTP app and the executor it runs on. */
export type AgentApp = Koa<AgentState> & { readonly executor: Executor };

/** The executor of `dependencies`: the one given, or a new one over the store and engines. */
export function executorOf(dependencies: AgentAppDependencies): Executor {
  if ('executor' in dependencies) return dependencies.executor;
  return createExecutor({
    store: dependencies.store,
    engines: dependencies.engines ?? createDefaultEngines(),
    ...(dependencies.now === undefined ? {} : { now: dependencies.now }),
  });
}

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
