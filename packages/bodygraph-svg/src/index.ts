// @mandala/bodygraph-svg: the bodygraph of a @mandala/bodygraph chart as a deterministic SVG string.
// PNG output lives in the `@mandala/bodygraph-svg/png` entry (it loads a native module).

export { bodygraphHeadline, bodygraphViewBox, gateActivations, renderBodygraphSvg } from './render-svg';
export type { BodygraphChart, BodygraphSvgOptions, GateActivationKind } from './render-svg';
export type { Theme } from './palette';
