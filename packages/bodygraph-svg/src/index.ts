// @mandala/bodygraph-svg: the bodygraph of a @mandala/bodygraph chart as a deterministic SVG string:
// natal, two-person composite and transit overlay. PNG output lives in the `@mandala/bodygraph-svg/png`
// entry (it loads a native module).

export { bodygraphHeadline, bodygraphViewBox, gateActivations, renderBodygraphSvg } from './render-svg';
export type { BodygraphChart, BodygraphSvgOptions, GateActivationKind } from './render-svg';
export { compositeBodygraphHeadline, compositeGateHolders, renderCompositeBodygraphSvg } from './render-composite-svg';
export type { CompositeBodygraphChart, CompositeBodygraphSvgOptions, CompositeGateHolder, CompositePerson } from './render-composite-svg';
export { renderTransitBodygraphSvg, transitBodygraphHeadline, transitGateKinds } from './render-transit-svg';
export type { TransitBodygraphChart, TransitGateKind } from './render-transit-svg';
export type { Theme } from './palette';
export { SANS_CANDIDATES } from './sans-candidates';
export type { SansCandidate } from './sans-candidates';
