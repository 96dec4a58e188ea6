// Uranus, Neptune and Pluto by numerical integration: each body's heliocentric motion under the Sun's attraction
// (GM of the Sun plus the body's own GM, the two-body term) and the perturbations of the other
// planets (Mercury-Neptune, the Earth carrying the Moon's mass) at their VSOP87B positions; heliocentric equation
// of motion with the direct and indirect terms, fixed-step RK4 of 4 days, cubic Hermite interpolation between
// steps. The initial states are least-squares fits to a JPL-based reference (scripts/fit-outer-planet-orbits.ts).
// Generator-side only. Heliocentric, ICRS (VSOP87's FK5 axes ≈ ICRS at this level), AU and AU/day.
import { vsopSeries, vsopState, type StateVector, type VsopPlanet, type VsopSeries } from './vsop87b';

export type IntegratedBody = 'Uranus' | 'Neptune' | 'Pluto';
export const INTEGRATED_BODIES: readonly IntegratedBody[] = ['Uranus', 'Neptune', 'Pluto'];

/** Gaussian gravitational constant squared: GM of the Sun, AU³/day². */
const GM_SUN = 0.01720209895 ** 2;
/** Perturbing planets and their masses (with satellites; the Earth with the Moon), in solar masses (DE430/431 values). */
const PLANET_MASSES: ReadonlyArray<readonly [VsopPlanet, number]> = [
  ['Mercury', 1 / 6_023_597.4],
  ['Venus', 1 / 408_523.72],
  ['Earth', 1 / 328_900.56],
  ['Mars', 1 / 3_098_703.6],
  ['Jupiter', 1 / 1_047.348_644],
  ['Saturn', 1 / 3_497.901_8],
  ['Uranus', 1 / 22_902.98],
  ['Neptune', 1 / 19_412.26],
];
/** The perturbers' series are truncated at 10⁻⁷ rad: the force errors this causes are far below the fit's noise. */
const PERTURBER_THRESHOLD_RADIANS = 1e-7;
const PLANET_COUNT = PLANET_MASSES.length;
/** Pluto's system mass (DE430/431), for its two-body term; Pluto does not perturb the others here (its effect is < 0.001″). */
const PLUTO_MASS = 1 / 136_045_556;

export const INTEGRATION_STEP_DAYS = 4;
/** Integration grid: starts here (TT) and covers 1795-2205. */
export const INTEGRATION_GRID_START = 2_376_668.5;
const GRID_END = 2_526_700.5;
/** Number of grid points covering 1795-2205. */
export const INTEGRATION_GRID_COUNT = Math.floor((GRID_END - INTEGRATION_GRID_START) / INTEGRATION_STEP_DAYS) + 1;
/** Epoch of the fitted initial states (TT, 2000-01-01 12h), a grid point. */
export const INTEGRATION_EPOCH = 2_451_544.5;

let perturberPositions: Float64Array | undefined;
/** Planet positions every half step (2 days) over the grid: [x, y, z] × 8 planets per time. */
function planetPositions(): Float64Array {
  if (perturberPositions !== undefined) return perturberPositions;
  const series: VsopSeries[] = PLANET_MASSES.map(([planet]) => vsopSeries(planet, PERTURBER_THRESHOLD_RADIANS));
  const count = Math.round((GRID_END - INTEGRATION_GRID_START) / (INTEGRATION_STEP_DAYS / 2)) + 1;
  const positions = new Float64Array(count * PLANET_COUNT * 3);
  const state: StateVector = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 };
  for (let index = 0; index < count; index += 1) {
    const julianDayTt = INTEGRATION_GRID_START + (index * INTEGRATION_STEP_DAYS) / 2;
    series.forEach((planet, p) => {
      vsopState(planet, julianDayTt, state);
      const base = (index * PLANET_COUNT + p) * 3;
      positions[base] = state.x;
      positions[base + 1] = state.y;
      positions[base + 2] = state.z;
    });
  }
  perturberPositions = positions;
  return positions;
}

function acceleration(
  planets: Float64Array,
  gms: Float64Array,
  halfStepIndex: number,
  x: number,
  y: number,
  z: number,
  centralGm: number,
  out: Float64Array,
): void {
  const r2 = x * x + y * y + z * z;
  const r3 = r2 * Math.sqrt(r2);
  let ax = (-centralGm * x) / r3;
  let ay = (-centralGm * y) / r3;
  let az = (-centralGm * z) / r3;
  const base = halfStepIndex * PLANET_COUNT * 3;
  for (let p = 0; p < PLANET_COUNT; p += 1) {
    const gm = gms[p] as number;
    if (gm === 0) continue;
    const px = planets[base + p * 3] as number;
    const py = planets[base + p * 3 + 1] as number;
    const pz = planets[base + p * 3 + 2] as number;
    const dx = px - x;
    const dy = py - y;
    const dz = pz - z;
    const d2 = dx * dx + dy * dy + dz * dz;
    const d3 = d2 * Math.sqrt(d2);
    const p2 = px * px + py * py + pz * pz;
    const p3 = p2 * Math.sqrt(p2);
    ax += gm * (dx / d3 - px / p3);
    ay += gm * (dy / d3 - py / p3);
    az += gm * (dz / d3 - pz / p3);
  }
  out[0] = ax;
  out[1] = ay;
  out[2] = az;
}

/**
 * Integrates `body` from `initialState` ([x, y, z, vx, vy, vz] at {@link INTEGRATION_EPOCH}, AU and AU/day) over
 * grid points [firstIndex, lastIndex] and returns the states, 6 numbers per grid point, indexed from firstIndex.
 * The body itself is left out of the perturbers.
 */
export function integrateOrbit(
  body: IntegratedBody,
  initialState: ArrayLike<number>,
  firstIndex: number,
  lastIndex: number,
): Float64Array {
  const planets = planetPositions();
  const gms = Float64Array.from(PLANET_MASSES, ([planet, mass]) => (planet === body ? 0 : GM_SUN * mass));
  const ownMass = body === 'Pluto' ? PLUTO_MASS : (PLANET_MASSES.find(([planet]) => planet === body)?.[1] ?? 0);
  const centralGm = GM_SUN * (1 + ownMass);
  const epochIndex = Math.round((INTEGRATION_EPOCH - INTEGRATION_GRID_START) / INTEGRATION_STEP_DAYS);
  const states = new Float64Array((lastIndex - firstIndex + 1) * 6);
  const k = new Float64Array(3);
  const run = (direction: 1 | -1, stopIndex: number): void => {
    const s = Float64Array.from({ length: 6 }, (_, i) => initialState[i] as number);
    let index = epochIndex;
    const h = direction * INTEGRATION_STEP_DAYS;
    const store = (): void => {
      if (index >= firstIndex && index <= lastIndex) states.set(s, (index - firstIndex) * 6);
    };
    store();
    while (index !== stopIndex) {
      const half = index * 2;
      acceleration(planets, gms, half, s[0]!, s[1]!, s[2]!, centralGm, k);
      const k1v = [k[0]!, k[1]!, k[2]!];
      const k1r = [s[3]!, s[4]!, s[5]!];
      const r2 = [s[0]! + (h / 2) * k1r[0]!, s[1]! + (h / 2) * k1r[1]!, s[2]! + (h / 2) * k1r[2]!];
      const v2 = [s[3]! + (h / 2) * k1v[0]!, s[4]! + (h / 2) * k1v[1]!, s[5]! + (h / 2) * k1v[2]!];
      acceleration(planets, gms, half + direction, r2[0]!, r2[1]!, r2[2]!, centralGm, k);
      const k2v = [k[0]!, k[1]!, k[2]!];
      const r3 = [s[0]! + (h / 2) * v2[0]!, s[1]! + (h / 2) * v2[1]!, s[2]! + (h / 2) * v2[2]!];
      const v3 = [s[3]! + (h / 2) * k2v[0]!, s[4]! + (h / 2) * k2v[1]!, s[5]! + (h / 2) * k2v[2]!];
      acceleration(planets, gms, half + direction, r3[0]!, r3[1]!, r3[2]!, centralGm, k);
      const k3v = [k[0]!, k[1]!, k[2]!];
      const r4 = [s[0]! + h * v3[0]!, s[1]! + h * v3[1]!, s[2]! + h * v3[2]!];
      const v4 = [s[3]! + h * k3v[0]!, s[4]! + h * k3v[1]!, s[5]! + h * k3v[2]!];
      acceleration(planets, gms, half + 2 * direction, r4[0]!, r4[1]!, r4[2]!, centralGm, k);
      const k4v = [k[0]!, k[1]!, k[2]!];
      for (let i = 0; i < 3; i += 1) {
        s[i] = s[i]! + (h / 6) * (k1r[i]! + 2 * v2[i]! + 2 * v3[i]! + v4[i]!);
        s[i + 3] = s[i + 3]! + (h / 6) * (k1v[i]! + 2 * k2v[i]! + 2 * k3v[i]! + k4v[i]!);
      }
      index += direction;
      store();
    }
  };
  if (lastIndex > epochIndex) run(1, lastIndex);
  if (firstIndex < epochIndex) run(-1, firstIndex);
  return states;
}

/** Position at any time from stored grid states by cubic Hermite interpolation (positions and velocities). */
export function interpolateOrbit(
  states: Float64Array,
  firstIndex: number,
  julianDayTt: number,
  out: { x: number; y: number; z: number },
): void {
  const offset = (julianDayTt - INTEGRATION_GRID_START) / INTEGRATION_STEP_DAYS - firstIndex;
  let index = Math.floor(offset);
  if (index < 0) index = 0;
  if ((index + 1) * 6 + 5 >= states.length) index = states.length / 6 - 2;
  const u = offset - index;
  const h00 = 2 * u * u * u - 3 * u * u + 1;
  const h10 = u * u * u - 2 * u * u + u;
  const h01 = -2 * u * u * u + 3 * u * u;
  const h11 = u * u * u - u * u;
  const a = index * 6;
  const b = a + 6;
  const value = (i: number): number =>
    h00 * states[a + i]! +
    h10 * INTEGRATION_STEP_DAYS * states[a + i + 3]! +
    h01 * states[b + i]! +
    h11 * INTEGRATION_STEP_DAYS * states[b + i + 3]!;
  out.x = value(0);
  out.y = value(1);
  out.z = value(2);
}
