// The engine of the playground's offline mode, split by Vite into its own hashed chunk and imported by the page
// only when that mode is chosen. Local times resolve through the engine's own tz database, never Intl.
export { ENGINE_VERSION, compositeChart, natalChart } from '@mandala/bodygraph';
export { renderBodygraphSvg, renderCompositeBodygraphSvg } from '@mandala/bodygraph-svg';
export { listTimeZones, tzdataVersion } from '@mandala/ephemeris';
