/** The engine bundle: `@mandala/bodygraph` with everything it imports (ephemeris, reference-library). */
export const BODYGRAPH_ENTRY = "export * from '@mandala/bodygraph';";

/** Every engine package a browser page may load, each checked on its own. */
export const BROWSER_ENGINE_PACKAGES = [
  '@mandala/ephemeris',
  '@mandala/reference-library',
  '@mandala/bodygraph',
  '@mandala/bodygraph-svg',
  '@mandala/calendar',
] as const;
