// Pluto by numerical integration: a massless particle around the Sun (with the inner planets' masses added to it),
// perturbed by Jupiter, Saturn, Uranus and Neptune at their VSOP87B positions; heliocentric equation with the
// indirect terms, fixed-step RK4 of 4 days, cubic Hermite interpolation between steps. The initial state is the
// least-squares fit to Meeus's Pluto (astronomia) over 1895-2045, made by scripts/fit-pluto-orbit.ts.
// Generator-side only. Heliocentric, equatorial J2000 (FK5 ≈ ICRS), AU.
import { vsopSeries, vsopState, type StateVector, type VsopSeries } from './vsop87b';

/** Gaussian gravitational constant squared: GM of the Sun, AU³/day². */
const GM_SUN = 0.01720209895 ** 2;
/** Mercury, Venus, Earth-Moon and Mars, in solar masses, folded into the central mass (Pluto is far outside). */
const INNER_PLANETS_MASS = 1 / 6_023_600 + 1 / 408_523.71 + 1 / 328_900.56 + 1 / 3_098_708;
const CENTRAL_GM = GM_SUN * (1 + INNER_PLANETS_MASS);
/** Jupiter, Saturn, Uranus, Neptune (with their satellites), GM in AU³/day². */
const PERTURBER_GM = [GM_SUN / 1047.3486, GM_SUN / 3497.898, GM_SUN / 22_902.98, GM_SUN / 19_412.24];
const PERTURBERS = ['Jupiter', 'Saturn', 'Uranus', 'Neptune'] as const;

export const PLUTO_STEP_DAYS = 4;
/** Integration grid: starts here (TT) and covers 1795-2205. */
export const PLUTO_GRID_START = 2_376_668.5;
const GRID_END = 2_526_700.5;
/** Epoch of the fitted initial state (TT), a grid point. */
export const PLUTO_EPOCH = 2_440_588.5;

let perturberPositions: Float64Array | undefined;
/** Perturber positions every half step (2 days) over the grid: [x, y, z] × 4 planets per time. */
function perturbers(): Float64Array {
  if (perturberPositions !== undefined) return perturberPositions;
  const series: VsopSeries[] = PERTURBERS.map((planet) => vsopSeries(planet, 1e-6));
  const count = Math.round((GRID_END - PLUTO_GRID_START) / (PLUTO_STEP_DAYS / 2)) + 1;
  const positions = new Float64Array(count * 12);
  const state: StateVector = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 };
  for (let index = 0; index < count; index += 1) {
    const julianDayTt = PLUTO_GRID_START + (index * PLUTO_STEP_DAYS) / 2;
    series.forEach((planet, p) => {
      vsopState(planet, julianDayTt, state);
      positions[index * 12 + p * 3] = state.x;
      positions[index * 12 + p * 3 + 1] = state.y;
      positions[index * 12 + p * 3 + 2] = state.z;
    });
  }
  perturberPositions = positions;
  return positions;
}

function acceleration(planets: Float64Array, halfStepIndex: number, x: number, y: number, z: number, out: Float64Array): void {
  const r2 = x * x + y * y + z * z;
  const r3 = r2 * Math.sqrt(r2);
  let ax = (-CENTRAL_GM * x) / r3;
  let ay = (-CENTRAL_GM * y) / r3;
  let az = (-CENTRAL_GM * z) / r3;
  const base = halfStepIndex * 12;
  for (let p = 0; p < 4; p += 1) {
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
    const gm = PERTURBER_GM[p] as number;
    ax += gm * (dx / d3 - px / p3);
    ay += gm * (dy / d3 - py / p3);
    az += gm * (dz / d3 - pz / p3);
  }
  out[0] = ax;
  out[1] = ay;
  out[2] = az;
}

/**
 * Integrates from `initialState` ([x, y, z, vx, vy, vz] at {@link PLUTO_EPOCH}) over grid points
 * [firstIndex, lastIndex] and returns the states, 6 numbers per grid point, indexed from firstIndex.
 */
export function integratePluto(initialState: ArrayLike<number>, firstIndex: number, lastIndex: number): Float64Array {
  const planets = perturbers();
  const epochIndex = Math.round((PLUTO_EPOCH - PLUTO_GRID_START) / PLUTO_STEP_DAYS);
  const states = new Float64Array((lastIndex - firstIndex + 1) * 6);
  const k = new Float64Array(3);
  const run = (direction: 1 | -1, stopIndex: number): void => {
    const s = Float64Array.from({ length: 6 }, (_, i) => initialState[i] as number);
    let index = epochIndex;
    const h = direction * PLUTO_STEP_DAYS;
    const store = (): void => {
      if (index >= firstIndex && index <= lastIndex) states.set(s, (index - firstIndex) * 6);
    };
    store();
    while (index !== stopIndex) {
      const half = index * 2;
      // k1
      acceleration(planets, half, s[0]!, s[1]!, s[2]!, k);
      const k1v = [k[0]!, k[1]!, k[2]!];
      const k1r = [s[3]!, s[4]!, s[5]!];
      // k2
      const r2 = [s[0]! + (h / 2) * k1r[0]!, s[1]! + (h / 2) * k1r[1]!, s[2]! + (h / 2) * k1r[2]!];
      const v2 = [s[3]! + (h / 2) * k1v[0]!, s[4]! + (h / 2) * k1v[1]!, s[5]! + (h / 2) * k1v[2]!];
      acceleration(planets, half + direction, r2[0]!, r2[1]!, r2[2]!, k);
      const k2v = [k[0]!, k[1]!, k[2]!];
      // k3
      const r3 = [s[0]! + (h / 2) * v2[0]!, s[1]! + (h / 2) * v2[1]!, s[2]! + (h / 2) * v2[2]!];
      const v3 = [s[3]! + (h / 2) * k2v[0]!, s[4]! + (h / 2) * k2v[1]!, s[5]! + (h / 2) * k2v[2]!];
      acceleration(planets, half + direction, r3[0]!, r3[1]!, r3[2]!, k);
      const k3v = [k[0]!, k[1]!, k[2]!];
      // k4
      const r4 = [s[0]! + h * v3[0]!, s[1]! + h * v3[1]!, s[2]! + h * v3[2]!];
      const v4 = [s[3]! + h * k3v[0]!, s[4]! + h * k3v[1]!, s[5]! + h * k3v[2]!];
      acceleration(planets, half + 2 * direction, r4[0]!, r4[1]!, r4[2]!, k);
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

/** Number of grid points covering 1795-2205. */
export const PLUTO_GRID_COUNT = Math.floor((GRID_END - PLUTO_GRID_START) / PLUTO_STEP_DAYS) + 1;

/** Position at any time from stored grid states by cubic Hermite interpolation (positions and velocities). */
export function interpolatePluto(
  states: Float64Array,
  firstIndex: number,
  julianDayTt: number,
  out: { x: number; y: number; z: number },
): void {
  const offset = (julianDayTt - PLUTO_GRID_START) / PLUTO_STEP_DAYS - firstIndex;
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
    h10 * PLUTO_STEP_DAYS * states[a + i + 3]! +
    h01 * states[b + i]! +
    h11 * PLUTO_STEP_DAYS * states[b + i + 3]!;
  out.x = value(0);
  out.y = value(1);
  out.z = value(2);
}
