import type * as EngineModule from './engine-entry';

/** The offline engine module: the bodygraph, its pictures and the engine's time zones. */
export type OfflineEngine = typeof EngineModule;

let loading: Promise<OfflineEngine> | undefined;

/**
 * Imports the engine once (0.46 MB, 0.15 MB as brotli; position tables come later, per span, through
 * `loadPositionTables`); a failed import is tried again on the next call.
 * Vite splits the dynamic import into its own hashed chunk (`assets/engine-entry-<hash>.js`), so the page's own
 * script stays small and the engine is fetched only when the offline mode is chosen.
 */
export function loadOfflineEngine(load: () => Promise<OfflineEngine> = () => import('./engine-entry')): Promise<OfflineEngine> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
