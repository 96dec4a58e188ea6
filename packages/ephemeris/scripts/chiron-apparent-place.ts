// Generation-time only (not shipped): Chiron's barycentric orbit from the Swiss Ephemeris reference
// states, integrated with astronomy-engine's GravitySimulator, and the apparent place seen from the
// Earth. Used by generate-chiron-table.ts and check-chiron-table.ts.
import { readFileSync } from 'node:fs';
import {
  AstroTime,
  BaryState,
  Body,
  C_AUDAY,
  GravitySimulator,
  RotateVector,
  Rotation_EQJ_ECT,
  StateVector,
  Vector,
  e_tilt,
} from 'astronomy-engine';
import { nutationInLongitudeRadians } from '../src/nutation';

export const REFERENCE_FOLDER = '/work/shared/reference';
const JULIAN_DAY_J2000 = 2_451_545;
const SECONDS_PER_DAY = 86_400;

export interface ReferenceState {
  year: number;
  jdTt: number;
  position: [number, number, number];
  velocity: [number, number, number];
}

export function readReferenceStates(): ReferenceState[] {
  const file = JSON.parse(readFileSync(`${REFERENCE_FOLDER}/chiron-states.json`, 'utf8')) as {
    states: ReferenceState[];
  };
  return file.states;
}

export function readJ2000State(): ReferenceState {
  const file = JSON.parse(readFileSync(`${REFERENCE_FOLDER}/chiron-state-j2000.json`, 'utf8')) as {
    frames: { barycentricEquatorialICRS: { position: number[]; velocity: number[] } };
  };
  const { position, velocity } = file.frames.barycentricEquatorialICRS;
  return {
    year: 2000,
    jdTt: JULIAN_DAY_J2000,
    position: position as [number, number, number],
    velocity: velocity as [number, number, number],
  };
}

/** A uniformly sampled barycentric orbit (EQJ, au and au/day) with cubic Hermite interpolation. */
export class SampledOrbit {
  constructor(
    readonly startJdTt: number,
    readonly stepDays: number,
    /** x, y, z, vx, vy, vz per sample. */
    readonly samples: Float64Array,
  ) {}

  get sampleCount(): number {
    return this.samples.length / 6;
  }

  /** Barycentric position (au) at a Julian day TT. */
  position(julianDayTt: number): [number, number, number] {
    const u = (julianDayTt - this.startJdTt) / this.stepDays;
    const index = Math.min(Math.max(Math.floor(u), 0), this.sampleCount - 2);
    const s = u - index;
    const h = this.stepDays;
    const h00 = 2 * s ** 3 - 3 * s ** 2 + 1;
    const h10 = s ** 3 - 2 * s ** 2 + s;
    const h01 = -2 * s ** 3 + 3 * s ** 2;
    const h11 = s ** 3 - s ** 2;
    const a = index * 6;
    const b = a + 6;
    const out: [number, number, number] = [0, 0, 0];
    for (let k = 0; k < 3; k++) {
      out[k] =
        h00 * this.samples[a + k]! +
        h10 * h * this.samples[a + 3 + k]! +
        h01 * this.samples[b + k]! +
        h11 * h * this.samples[b + 3 + k]!;
    }
    return out;
  }
}

/**
 * An AstroTime at a TT day count from J2000. astronomy-engine's AstroTime.FromTerrestrialTime loops
 * until |error| < 1e-12 day, which never happens at some instants (it hangs in the 1950s, for one), so
 * this does the same iteration a bounded number of times (the residual is below 1e-10 day).
 */
export function timeFromTerrestrial(daysSinceJ2000Tt: number): AstroTime {
  let time = new AstroTime(daysSinceJ2000Tt);
  for (let i = 0; i < 8; i++) {
    const error = daysSinceJ2000Tt - time.tt;
    if (Math.abs(error) < 1e-12) break;
    time = time.AddDays(error);
  }
  return time;
}

function stateAt(reference: ReferenceState): StateVector {
  const time = timeFromTerrestrial(reference.jdTt - JULIAN_DAY_J2000);
  const [x, y, z] = reference.position;
  const [vx, vy, vz] = reference.velocity;
  return new StateVector(x, y, z, vx, vy, vz, time);
}

/**
 * Integrates one reference state from its epoch to `endJdTt` (forward or backward) with steps of
 * `stepDays`, returning the states at every step, epoch included, in time order of integration.
 */
export function integrateFrom(reference: ReferenceState, endJdTt: number, stepDays: number): Float64Array {
  const steps = Math.round(Math.abs(endJdTt - reference.jdTt) / stepDays);
  const direction = Math.sign(endJdTt - reference.jdTt);
  const out = new Float64Array((steps + 1) * 6);
  const start = stateAt(reference);
  out.set([start.x, start.y, start.z, start.vx, start.vy, start.vz], 0);
  const simulator = new GravitySimulator(Body.SSB, start.t, [start]);
  for (let i = 1; i <= steps; i++) {
    const tt = reference.jdTt + direction * i * stepDays - JULIAN_DAY_J2000;
    const [state] = simulator.Update(timeFromTerrestrial(tt));
    out.set([state!.x, state!.y, state!.z, state!.vx, state!.vy, state!.vz], i * 6);
  }
  return out;
}

/** Half-width (days) of the window around each midpoint where the two neighbouring integrations are blended. */
export const BLEND_HALF_WIDTH_DAYS = 200;

function smoothStep(x: number): [number, number] {
  const clamped = Math.min(Math.max(x, 0), 1);
  return [clamped * clamped * (3 - 2 * clamped), 6 * clamped * (1 - clamped)];
}

/**
 * Builds the orbit over [startJdTt, endJdTt] from the reference states: each state is carried
 * forward and backward to the midpoints between neighbouring epochs (never more than about 10 years),
 * and the two solutions are blended smoothly over ±BLEND_HALF_WIDTH_DAYS around each midpoint so that
 * the orbit has no jump there. Every epoch must lie on the sample grid.
 */
export function buildOrbit(
  references: ReferenceState[],
  startJdTt: number,
  endJdTt: number,
  stepDays: number,
): SampledOrbit {
  const sorted = [...references].sort((a, b) => a.jdTt - b.jdTt);
  const count = Math.round((endJdTt - startJdTt) / stepDays) + 1;
  const samples = new Float64Array(count * 6);
  const weight = new Float64Array(count);
  const blend = BLEND_HALF_WIDTH_DAYS;
  for (let k = 0; k < sorted.length; k++) {
    const reference = sorted[k]!;
    const previous = sorted[k - 1];
    const next = sorted[k + 1];
    const lowMid = previous ? (previous.jdTt + reference.jdTt) / 2 : -Infinity;
    const highMid = next ? (next.jdTt + reference.jdTt) / 2 : Infinity;
    const from = Math.max(lowMid - blend, startJdTt);
    const to = Math.min(highMid + blend, endJdTt);
    if (to < from) continue;
    const epochIndex = Math.round((reference.jdTt - startJdTt) / stepDays);
    if (Math.abs(epochIndex * stepDays + startJdTt - reference.jdTt) > 1e-9) {
      throw new Error(`epoch ${reference.year} is not on the sample grid`);
    }
    const firstIndex = Math.ceil((from - startJdTt) / stepDays - 1e-9);
    const lastIndex = Math.floor((to - startJdTt) / stepDays + 1e-9);
    const backward = integrateFrom(reference, startJdTt + Math.min(firstIndex, epochIndex) * stepDays, stepDays);
    const forward = integrateFrom(reference, startJdTt + Math.max(lastIndex, epochIndex) * stepDays, stepDays);
    for (let index = firstIndex; index <= lastIndex; index++) {
      const jd = startJdTt + index * stepDays;
      // Weight of this epoch's solution: 1 inside its half-way interval, a smooth ramp across each midpoint.
      const [rampUp, rampUpRate] = smoothStep((jd - (lowMid - blend)) / (2 * blend));
      const [rampDown, rampDownRate] = smoothStep((jd - (highMid - blend)) / (2 * blend));
      const w = Number.isFinite(lowMid) ? rampUp : 1;
      const wHigh = Number.isFinite(highMid) ? 1 - rampDown : 1;
      const value = Math.min(w, wHigh);
      const rate = w < wHigh ? (Number.isFinite(lowMid) ? rampUpRate : 0) : Number.isFinite(highMid) ? -rampDownRate : 0;
      if (value <= 0) continue;
      const offset = index - epochIndex;
      const source = offset >= 0 ? forward : backward;
      const at = Math.abs(offset) * 6;
      for (let c = 0; c < 6; c++) samples[index * 6 + c]! += value * source[at + c]!;
      // The blend weight changes with time: its rate times the position adds to the velocity.
      for (let c = 0; c < 3; c++) samples[index * 6 + 3 + c]! += (rate / (2 * blend)) * source[at + c]!;
      weight[index]! += value;
    }
  }
  for (let index = 0; index < count; index++) {
    if (Math.abs(weight[index]! - 1) > 1e-9) throw new Error(`orbit weights do not sum to 1 at sample ${index}`);
  }
  return new SampledOrbit(startJdTt, stepDays, samples);
}

/** Solar radius, au. */
const SOLAR_RADIUS_AU = 696_000 / 149_597_870.7;

/**
 * Light deflection by the Sun (point mass, Explanatory Supplement formula), applied to the unit vector
 * `direction` (Earth → body): 1.75″ at the solar limb, falling as 1/separation. Behind the solar disk
 * (Chiron hidden) a point mass would diverge; there the deflection is scaled by (separation / solar
 * radius)², so that it falls linearly to zero at the centre (Swiss Ephemeris uses a solar mass model).
 */
function deflect(
  direction: [number, number, number],
  bodyFromSun: [number, number, number],
  earthFromSun: [number, number, number],
): [number, number, number] {
  const solarGmOverC2 = 9.87062e-9; // GM/c² of the Sun in au (1476.6 m)
  const e = Math.hypot(...earthFromSun);
  const q = Math.hypot(...bodyFromSun);
  const eUnit = earthFromSun.map((v) => v / e) as [number, number, number];
  const qUnit = bodyFromSun.map((v) => v / q) as [number, number, number];
  const u = direction;
  const uq = u[0] * qUnit[0] + u[1] * qUnit[1] + u[2] * qUnit[2];
  const ue = u[0] * eUnit[0] + u[1] * eUnit[1] + u[2] * eUnit[2];
  const qe = qUnit[0] * eUnit[0] + qUnit[1] * eUnit[1] + qUnit[2] * eUnit[2];
  const separationOverRadius = Math.acos(Math.min(1, Math.max(-1, -ue))) / Math.asin(SOLAR_RADIUS_AU / e);
  const insideDiskScale = separationOverRadius < 1 ? separationOverRadius ** 2 : 1;
  const factor = ((2 * solarGmOverC2) / e / (1 + qe)) * insideDiskScale;
  const out = [0, 1, 2].map((k) => u[k]! + factor * (uq * eUnit[k]! - ue * qUnit[k]!)) as [number, number, number];
  const norm = Math.hypot(...out);
  return out.map((v) => v / norm) as [number, number, number];
}

/**
 * Chiron's apparent geocentric ecliptic longitude of date (degrees, not normalised) at a Julian day TT:
 * light time (iterated), solar light deflection, relativistic annual aberration, precession
 * (astronomy-engine, IAU 2006) and nutation in longitude from the package's IAU 1980 series (src/nutation.ts),
 * which replaces astronomy-engine's shorter one.
 */
export function apparentLongitudeDegrees(orbit: SampledOrbit, julianDayTt: number): number {
  const time = timeFromTerrestrial(julianDayTt - JULIAN_DAY_J2000);
  const earth = BaryState(Body.Earth, time);
  const sun = BaryState(Body.Sun, time);
  let lightTimeDays = 0;
  let body = orbit.position(julianDayTt);
  for (let i = 0; i < 3; i++) {
    body = orbit.position(julianDayTt - lightTimeDays);
    lightTimeDays = Math.hypot(body[0] - earth.x, body[1] - earth.y, body[2] - earth.z) / C_AUDAY;
  }
  const geometric: [number, number, number] = [body[0] - earth.x, body[1] - earth.y, body[2] - earth.z];
  const distance = Math.hypot(...geometric);
  let u = geometric.map((v) => v / distance) as [number, number, number];
  u = deflect(
    u,
    [body[0] - sun.x, body[1] - sun.y, body[2] - sun.z],
    [earth.x - sun.x, earth.y - sun.y, earth.z - sun.z],
  );
  // Relativistic aberration (Explanatory Supplement 3.252).
  const v: [number, number, number] = [earth.vx / C_AUDAY, earth.vy / C_AUDAY, earth.vz / C_AUDAY];
  const v2 = v[0] ** 2 + v[1] ** 2 + v[2] ** 2;
  const inverseBeta = Math.sqrt(1 - v2);
  const uv = u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
  const aberrated = [0, 1, 2].map((k) => (inverseBeta * u[k]! + (1 + uv / (1 + inverseBeta)) * v[k]!) / (1 + uv));
  const ecliptic = RotateVector(
    Rotation_EQJ_ECT(time),
    new Vector(aberrated[0]!, aberrated[1]!, aberrated[2]!, time),
  );
  const engineDeltaPsiArcsec = e_tilt(time).dpsi;
  const deltaPsiRadians = nutationInLongitudeRadians(julianDayTt);
  const nutationFixDegrees = ((deltaPsiRadians * 180) / Math.PI - engineDeltaPsiArcsec / 3600);
  return (Math.atan2(ecliptic.y, ecliptic.x) * 180) / Math.PI + nutationFixDegrees;
}

export { SECONDS_PER_DAY, JULIAN_DAY_J2000 };
