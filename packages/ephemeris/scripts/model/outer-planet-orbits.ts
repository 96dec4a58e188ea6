// Heliocentric positions of Uranus, Neptune and Pluto from their integrated orbits (outer-planet-integrated.ts)
// started from the fitted states (outer-planet-initial-states.generated.ts). Each body is integrated once, lazily,
// over 1795-2205. Generator-side only.
import { OUTER_PLANET_INITIAL_STATES } from './outer-planet-initial-states.generated';
import { INTEGRATION_GRID_COUNT, integrateOrbit, interpolateOrbit, type IntegratedBody } from './outer-planet-integrated';

const integrated = new Map<IntegratedBody, Float64Array>();

/** Heliocentric position of an integrated body, ICRS, AU, at a Julian day (TT) in 1795-2205. */
export function outerPlanetHeliocentric(body: IntegratedBody, julianDayTt: number, out: { x: number; y: number; z: number }): void {
  let states = integrated.get(body);
  if (states === undefined) {
    states = integrateOrbit(body, OUTER_PLANET_INITIAL_STATES[body], 0, INTEGRATION_GRID_COUNT - 1);
    integrated.set(body, states);
  }
  interpolateOrbit(states, 0, julianDayTt, out);
}
