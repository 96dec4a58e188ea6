// Heliocentric positions of Jupiter-Pluto from their integrated orbits (outer-planet-integrated.ts) started from
// the fitted states (outer-planet-initial-states.generated.ts). Each system (Jupiter with Saturn; Uranus, Neptune
// and Pluto alone) is integrated once, lazily, over 1795-2205. Generator-side only.
import { OUTER_PLANET_INITIAL_STATES } from './outer-planet-initial-states.generated';
import { INTEGRATION_GRID_COUNT, integrateOrbits, interpolateOrbit, systemOf, type IntegratedBody } from './outer-planet-integrated';

const integrated = new Map<IntegratedBody, Float64Array>();

/** Heliocentric position of an integrated body, ICRS, AU, at a Julian day (TT) in 1795-2205. */
export function outerPlanetHeliocentric(body: IntegratedBody, julianDayTt: number, out: { x: number; y: number; z: number }): void {
  let states = integrated.get(body);
  if (states === undefined) {
    const system = systemOf(body);
    const initialStates = system.flatMap((member) => OUTER_PLANET_INITIAL_STATES[member]);
    const systemStates = integrateOrbits(system, initialStates, 0, INTEGRATION_GRID_COUNT - 1);
    system.forEach((member, index) => integrated.set(member, systemStates[index]!));
    states = systemStates[system.indexOf(body)]!;
  }
  interpolateOrbit(states, 0, julianDayTt, out);
}
