import type { ResultCache } from '../result-cache';
import type { CalculationRunner } from './calculation-pool';

/**
 * `pool` with the executor's result cache in front, for a `pure` operation: an input the cache holds is answered on
 * the main thread without a worker; a miss runs in the pool (and may be stored). Other operations go straight to the pool.
 */
export function behindResultCache(pool: CalculationRunner, cache: ResultCache, pure: boolean): CalculationRunner {
  if (!pure) return pool;
  return { run: (operationName, input, options) => cache.getOrCompute(operationName, input, () => pool.run(operationName, input, options)) };
}
