import { createDefaultEngines } from './default-engines';
import type { OperationEngines } from './engines';
import { createExecutor } from './execute-operation';
import type { Executor, ExecutorStore } from './execute-operation';

/** What a surface runs on: a shared executor, or a store (and engines) to build its own. */
export type ExecutorSource =
  | { readonly executor: Executor }
  | {
      readonly store: ExecutorStore;
      /** Default: the Mandala engines. */
      readonly engines?: OperationEngines;
      readonly now?: () => Date;
    };

/** The executor of `source`: the one given, or a new one over the store and engines. */
export function executorOf(source: ExecutorSource): Executor {
  if ('executor' in source) return source.executor;
  return createExecutor({
    store: source.store,
    engines: source.engines ?? createDefaultEngines(),
    ...(source.now === undefined ? {} : { now: source.now }),
  });
}
