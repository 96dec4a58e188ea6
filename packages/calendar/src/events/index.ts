// The event finder: exact instants of gate and line changes, stations, longitude returns and moon phases, found by
// root finding on @mandala/ephemeris, and the Moon's light and any body's activation at an instant.
export { EVENT_BODIES, DEFAULT_STATION_BODIES } from './event-bodies';
export type { EventBody } from './event-bodies';
export type { UtcWindow } from './utc-window';
export { gateCrossings } from './gate-crossings';
export type { GateCrossing, GateCrossingOptions } from './gate-crossings';
export { stations } from './stations';
export type { Station, StationOptions } from './stations';
export { longitudeReturns } from './longitude-returns';
export { moonPhases, MOON_PHASE_NAMES } from './moon-phases';
export type { MoonPhaseEvent, MoonPhaseName } from './moon-phases';
export { moonIllumination, PRINCIPAL_PHASE_HALF_WIDTH_DEGREES } from './moon-illumination';
export type { MoonIllumination, MoonPhaseDescription } from './moon-illumination';
export { bodyActivationAt } from './body-activation';
export type { BodyActivation } from './body-activation';
