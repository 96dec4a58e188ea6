// Jupiter-Pluto by numerical integration, in systems integrated together: Jupiter with Saturn (their mutual
// perturbation, the great inequality, is followed exactly), and Uranus, Neptune and Pluto each alone. Heliocentric
// motion of each body under the Sun's attraction (GM of the Sun plus the body's own GM, the two-body term), the
// attraction of the other members of its system at their integrated positions, and the perturbations of the other
// planets (Mercury-Neptune, the Earth carrying the Moon's mass) at their VSOP87B positions; heliocentric equation
// of motion with the direct and indirect terms, fixed-step RK4 of 4 days, cubic Hermite interpolation between
// steps. The initial states are least-squares fits to a JPL-based reference (scripts/fit-outer-planet-orbits.ts).
// Generator-side only. Heliocentric, ICRS (VSOP87's FK5 axes ≈ ICRS at this level), AU and AU/day.
import { vsopSeries, vsopState, type StateVector, type VsopPlanet, type VsopSeries } from './vsop87b';

export type IntegratedBody = 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune' | 'Pluto';
export const INTEGRATED_BODIES: readonly IntegratedBody[] = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
/**
 * The systems integrated together. Jupiter and Saturn perturb each other by up to a degree (the 900-year great
 * inequality); integrating them together keeps VSOP87's own errors for the partner out of each orbit. Uranus,
 * Neptune and Pluto are integrated alone, with Jupiter-Neptune at VSOP87B positions (their fit reaches 0.006-0.016″).
 */
export const INTEGRATED_SYSTEMS: readonly (readonly IntegratedBody[])[] = [['Jupiter', 'Saturn'], ['Uranus'], ['Neptune'], ['Pluto']];

/** The system `body` is integrated in. */
export function systemOf(body: IntegratedBody): readonly IntegratedBody[] {
  const system = INTEGRATED_SYSTEMS.find((members) => members.includes(body));
  if (system === undefined) throw new Error(`no integrated system holds ${body}`);
  return system;
}

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
  outOffset: number,
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
  out[outOffset] = ax;
  out[outOffset + 1] = ay;
  out[outOffset + 2] = az;
}

/** Adds the direct and indirect attraction of the system's other members (positions[j * 3..]) to accelerations. */
function addMutualAttraction(positions: Float64Array, memberGms: Float64Array, accelerations: Float64Array): void {
  const count = memberGms.length;
  for (let i = 0; i < count; i += 1) {
    const x = positions[i * 3]!;
    const y = positions[i * 3 + 1]!;
    const z = positions[i * 3 + 2]!;
    for (let j = 0; j < count; j += 1) {
      if (j === i) continue;
      const gm = memberGms[j]!;
      const px = positions[j * 3]!;
      const py = positions[j * 3 + 1]!;
      const pz = positions[j * 3 + 2]!;
      const dx = px - x;
      const dy = py - y;
      const dz = pz - z;
      const d2 = dx * dx + dy * dy + dz * dz;
      const d3 = d2 * Math.sqrt(d2);
      const p2 = px * px + py * py + pz * pz;
      const p3 = p2 * Math.sqrt(p2);
      accelerations[i * 3] = accelerations[i * 3]! + gm * (dx / d3 - px / p3);
      accelerations[i * 3 + 1] = accelerations[i * 3 + 1]! + gm * (dy / d3 - py / p3);
      accelerations[i * 3 + 2] = accelerations[i * 3 + 2]! + gm * (dz / d3 - pz / p3);
    }
  }
}

function ownMassOf(body: IntegratedBody): number {
  return body === 'Pluto' ? PLUTO_MASS : (PLANET_MASSES.find(([planet]) => planet === body)?.[1] ?? 0);
}

/**
 * Integrates the system `bodies` together from `initialStates` ([x, y, z, vx, vy, vz] per body, in the order of
 * `bodies`, at {@link INTEGRATION_EPOCH}, AU and AU/day) over grid points [firstIndex, lastIndex] and returns, per
 * body, the states, 6 numbers per grid point, indexed from firstIndex. The members attract each other at their
 * integrated positions; the other planets perturb them at their VSOP87B positions.
 */
export function integrateOrbits(
  bodies: readonly IntegratedBody[],
  initialStates: ArrayLike<number>,
  firstIndex: number,
  lastIndex: number,
): Float64Array[] {
  const planets = planetPositions();
  const count = bodies.length;
  const gms = Float64Array.from(PLANET_MASSES, ([planet, mass]) => (bodies.includes(planet as IntegratedBody) ? 0 : GM_SUN * mass));
  const memberGms = Float64Array.from(bodies, (body) => GM_SUN * ownMassOf(body));
  const centralGms = Float64Array.from(bodies, (body) => GM_SUN * (1 + ownMassOf(body)));
  const epochIndex = Math.round((INTEGRATION_EPOCH - INTEGRATION_GRID_START) / INTEGRATION_STEP_DAYS);
  const states = bodies.map(() => new Float64Array((lastIndex - firstIndex + 1) * 6));
  const positions = new Float64Array(count * 3);
  // Per stage: position and velocity derivatives (velocity, acceleration) of every member, 3 numbers each.
  const k1r = new Float64Array(count * 3);
  const k1v = new Float64Array(count * 3);
  const k2v = new Float64Array(count * 3);
  const k3v = new Float64Array(count * 3);
  const k4v = new Float64Array(count * 3);
  const v2 = new Float64Array(count * 3);
  const v3 = new Float64Array(count * 3);
  const v4 = new Float64Array(count * 3);
  const accelerations = (halfStepIndex: number, out: Float64Array): void => {
    for (let b = 0; b < count; b += 1) {
      acceleration(planets, gms, halfStepIndex, positions[b * 3]!, positions[b * 3 + 1]!, positions[b * 3 + 2]!, centralGms[b]!, out, b * 3);
    }
    if (count > 1) addMutualAttraction(positions, memberGms, out);
  };
  const run = (direction: 1 | -1, stopIndex: number): void => {
    const s = Float64Array.from({ length: count * 6 }, (_, i) => initialStates[i] as number);
    let index = epochIndex;
    const h = direction * INTEGRATION_STEP_DAYS;
    const store = (): void => {
      if (index < firstIndex || index > lastIndex) return;
      states.forEach((stored, b) => stored.set(s.subarray(b * 6, b * 6 + 6), (index - firstIndex) * 6));
    };
    store();
    while (index !== stopIndex) {
      const half = index * 2;
      for (let b = 0; b < count; b += 1) {
        for (let i = 0; i < 3; i += 1) {
          positions[b * 3 + i] = s[b * 6 + i]!;
          k1r[b * 3 + i] = s[b * 6 + 3 + i]!;
        }
      }
      accelerations(half, k1v);
      for (let b = 0; b < count; b += 1) {
        for (let i = 0; i < 3; i += 1) {
          positions[b * 3 + i] = s[b * 6 + i]! + (h / 2) * k1r[b * 3 + i]!;
          v2[b * 3 + i] = s[b * 6 + 3 + i]! + (h / 2) * k1v[b * 3 + i]!;
        }
      }
      accelerations(half + direction, k2v);
      for (let b = 0; b < count; b += 1) {
        for (let i = 0; i < 3; i += 1) {
          positions[b * 3 + i] = s[b * 6 + i]! + (h / 2) * v2[b * 3 + i]!;
          v3[b * 3 + i] = s[b * 6 + 3 + i]! + (h / 2) * k2v[b * 3 + i]!;
        }
      }
      accelerations(half + direction, k3v);
      for (let b = 0; b < count; b += 1) {
        for (let i = 0; i < 3; i += 1) {
          positions[b * 3 + i] = s[b * 6 + i]! + h * v3[b * 3 + i]!;
          v4[b * 3 + i] = s[b * 6 + 3 + i]! + h * k3v[b * 3 + i]!;
        }
      }
      accelerations(half + 2 * direction, k4v);
      for (let b = 0; b < count; b += 1) {
        for (let i = 0; i < 3; i += 1) {
          const j = b * 3 + i;
          s[b * 6 + i] = s[b * 6 + i]! + (h / 6) * (k1r[j]! + 2 * v2[j]! + 2 * v3[j]! + v4[j]!);
          s[b * 6 + 3 + i] = s[b * 6 + 3 + i]! + (h / 6) * (k1v[j]! + 2 * k2v[j]! + 2 * k3v[j]! + k4v[j]!);
        }
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
