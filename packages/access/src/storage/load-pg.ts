import { createRequire } from 'node:module';
import type pg from 'pg';

const requireFromHere = createRequire(import.meta.url);

/**
 * The `pg` module, loaded on first use: a store on SQLite (the default) never loads it, which keeps its code and
 * heap (≈ 1.5 MB) out of the service. `pg` is CommonJS, so `require` loads it synchronously where a pool is made.
 */
export function loadPg(): typeof pg {
  return requireFromHere('pg') as typeof pg;
}
