import type * as EngineModule from './engine-entry';

/** The module /playground/engine.js: the bodygraph, its pictures and the engine's time zones. */
export type OfflineEngine = typeof EngineModule;

/** Where the server serves the offline engine. */
export const offlineEnginePath = '/playground/engine.js';

let loading: Promise<OfflineEngine> | undefined;

/** Imports the engine once (about 5 MB over gzip, 7 MB as is); a failed import is tried again on the next call. */
export function loadOfflineEngine(path: string = offlineEnginePath): Promise<OfflineEngine> {
  // A variable specifier: esbuild leaves the import to the browser instead of bundling the engine into app.js.
  loading ??= (import(path) as Promise<OfflineEngine>).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
