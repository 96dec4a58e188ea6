// Pluto's heliocentric position from the integrated orbit (pluto-integrated.ts) started from the fitted state
// (pluto-initial-state.generated.ts). Integrated once, lazily, over 1795-2205. Generator-side only.
import { integratePluto, interpolatePluto, PLUTO_GRID_COUNT } from './pluto-integrated';
import { PLUTO_INITIAL_STATE } from './pluto-initial-state.generated';

let states: Float64Array | undefined;

/** Heliocentric Pluto, equatorial J2000 (FK5 ≈ ICRS), AU, at a Julian day (TT) in 1795-2205. */
export function plutoHeliocentricIntegrated(julianDayTt: number, out: { x: number; y: number; z: number }): void {
  states ??= integratePluto(PLUTO_INITIAL_STATE, 0, PLUTO_GRID_COUNT - 1);
  interpolatePluto(states, 0, julianDayTt, out);
}
