// The engine of the playground's offline mode, split by Vite into its own hashed chunk and imported by the page
// only when that mode is chosen. Local times resolve through the engine's own tz database, never Intl. The build
// resolves @mandala/ephemeris to its browser entry (vite.config.ts): position tables come in one chunk per span of
// about 22 years, fetched by `loadPositionTables` for the births a page calculates.
export { ENGINE_VERSION, compositeChart, natalChart } from '@mandala/bodygraph';
export { renderBodygraphSvg, renderCompositeBodygraphSvg } from '@mandala/bodygraph-svg';
export { listTimeZones, loadPositionTables, tzdataVersion } from '@mandala/ephemeris';
