// ELP/MPP02 lunar theory (the version fitted to DE405, 35,901 terms) from the MIT-licensed npm package
// astronomia 4.2.0, optionally truncated, with analytic time derivatives. Generator-side only.
import elpData from 'astronomia/data/elpMppDeFull';
import { evaluatePowerSeries } from './power-series';

interface RawElp {
  W1: number[];
  L: Record<string, number[][]>;
  B: Record<string, number[][]>;
  R: Record<string, number[][]>;
}

const RAW = elpData as RawElp;
const ARCSECONDS_TO_RADIANS = Math.PI / 648_000;
const MEAN_DISTANCE_KM = 385_000;
/** Largest |T| in Julian centuries over 1800-2200. */
const MAX_CENTURIES = 2.01;
/** Mean motion of the Moon's longitude, radians per century, to weigh a term's effect on velocity. */
const LUNAR_MEAN_MOTION = 8399.7;

export interface ElpSeries {
  /** Per coordinate (L, B, R), per power of T: flattened [amplitude, φ0, φ1, φ2, φ3, φ4] rows. */
  readonly coordinates: readonly [Float64Array[], Float64Array[], Float64Array[]];
  readonly termCount: number;
}

/**
 * Keeps terms whose largest effect over 1800-2200 exceeds `thresholdArcseconds`, where a term's effect counts
 * both its amplitude and its rate relative to the Moon's mean motion (the osculating node depends on velocity).
 */
export function elpSeries(thresholdArcseconds = 0): ElpSeries {
  let termCount = 0;
  const build = (name: 'L' | 'B' | 'R'): Float64Array[] => {
    const coordinate: Float64Array[] = [];
    for (const key of Object.keys(RAW[name])) {
      const power = Number(key);
      const kept: number[] = [];
      const unit = name === 'R' ? 206_264.806 / MEAN_DISTANCE_KM : 1;
      for (const row of RAW[name][key] ?? []) {
        const [amplitude = 0, p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0] = row;
        const weight = Math.max(1, Math.abs(p1) / LUNAR_MEAN_MOTION);
        if (Math.abs(amplitude) * unit * Math.pow(MAX_CENTURIES, power) * weight < thresholdArcseconds) continue;
        kept.push(amplitude, p0, p1, p2, p3, p4);
      }
      coordinate[power] = Float64Array.from(kept);
      termCount += kept.length / 6;
    }
    return coordinate;
  };
  return { coordinates: [build('L'), build('B'), build('R')], termCount };
}

const scratch = new Float64Array(6);

/** Σ A·sin(φ0 + φ1·T + φ2·T² + φ3·T³ + φ4·T⁴) over one power's rows, and its derivative per century. */
function elpTermSum(terms: Float64Array, centuries: number, sumAndRate: Float64Array): void {
  const t2 = centuries * centuries;
  const t3 = t2 * centuries;
  const t4 = t3 * centuries;
  let sum = 0;
  let sumRate = 0;
  for (let index = 0; index < terms.length; index += 6) {
    const amplitude = terms[index] as number;
    const p1 = terms[index + 2] as number;
    const p2 = terms[index + 3] as number;
    const p3 = terms[index + 4] as number;
    const p4 = terms[index + 5] as number;
    const argument = (terms[index + 1] as number) + p1 * centuries + p2 * t2 + p3 * t3 + p4 * t4;
    const argumentRate = p1 + 2 * p2 * centuries + 3 * p3 * t2 + 4 * p4 * t3;
    sum += amplitude * Math.sin(argument);
    sumRate += amplitude * argumentRate * Math.cos(argument);
  }
  sumAndRate[0] = sum;
  sumAndRate[1] = sumRate;
}

const DAYS_PER_CENTURY = 36_525;
const AU_KM = 149_597_870.7;

/** Geocentric rectangular state of the Moon. */
export interface MoonState {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
}

/**
 * Geometric geocentric Moon, AU and AU/day, equatorial ICRS: ELP/MPP02 -> inertial ecliptic of J2000 (Laskar's
 * P, Q, with their rate in the velocity) -> rotation by the obliquity 84381.4096″ about x -> rotation by φ about the
 * equatorial z. `phiArcseconds` is that equinox offset (sign and axis measured against Swiss Ephemeris).
 */
export function elpState(series: ElpSeries, julianDayTt: number, out: MoonState, phiArcseconds: number): MoonState {
  const t = (julianDayTt - 2_451_545.0) / DAYS_PER_CENTURY;
  evaluatePowerSeries(series.coordinates, t, elpTermSum, scratch);
  const w = RAW.W1;
  const w0 = w[0] ?? 0;
  const w1 = w[1] ?? 0;
  const w2 = w[2] ?? 0;
  const w3 = w[3] ?? 0;
  const w4 = w[4] ?? 0;
  const longitude = w0 + t * (w1 + t * (w2 + t * (w3 + t * w4))) + (scratch[0] as number) * ARCSECONDS_TO_RADIANS;
  const longitudeRate =
    w1 + t * (2 * w2 + t * (3 * w3 + t * 4 * w4)) + (scratch[3] as number) * ARCSECONDS_TO_RADIANS;
  const latitude = (scratch[1] as number) * ARCSECONDS_TO_RADIANS;
  const latitudeRate = (scratch[4] as number) * ARCSECONDS_TO_RADIANS;
  const distance = scratch[2] as number;
  const distanceRate = scratch[5] as number;
  const cl = Math.cos(longitude);
  const sl = Math.sin(longitude);
  const cb = Math.cos(latitude);
  const sb = Math.sin(latitude);
  const x = distance * cb * cl;
  const y = distance * cb * sl;
  const z = distance * sb;
  const vx = distanceRate * cb * cl - distance * sb * latitudeRate * cl - distance * cb * sl * longitudeRate;
  const vy = distanceRate * cb * sl - distance * sb * latitudeRate * sl + distance * cb * cl * longitudeRate;
  const vz = distanceRate * sb + distance * cb * latitudeRate;

  // Laskar's precession of the ecliptic: ELP's mean ecliptic of date -> inertial ecliptic of J2000.
  const p = t * (0.10180391e-4 + t * (0.47020439e-6 + t * (-0.5417367e-9 + t * (-0.2507948e-11 + t * 0.463486e-14))));
  const q = t * (-0.113469002e-3 + t * (0.12372674e-6 + t * (0.1265417e-8 + t * (-0.1371808e-11 + t * -0.320334e-14))));
  const root = Math.sqrt(1 - p * p - q * q);
  const p11 = 1 - 2 * p * p;
  const p12 = 2 * p * q;
  const p13 = 2 * p * root;
  const p22 = 1 - 2 * q * q;
  const p23 = -2 * q * root;
  const p31 = -2 * p * root;
  const p32 = 2 * q * root;
  const p33 = 1 - 2 * p * p - 2 * q * q;
  const ex = p11 * x + p12 * y + p13 * z;
  const ey = p12 * x + p22 * y + p23 * z;
  const ez = p31 * x + p32 * y + p33 * z;
  // The ecliptic of date turns (about 47″ per century): the velocity in the inertial frame includes dP/dt · r
  // (it tilts the velocity by 3·10⁻⁸ rad, worth up to 0.06″ of the osculating node).
  const pRate = 0.10180391e-4 + t * (2 * 0.47020439e-6 + t * (3 * -0.5417367e-9 + t * (4 * -0.2507948e-11 + t * 5 * 0.463486e-14)));
  const qRate = -0.113469002e-3 + t * (2 * 0.12372674e-6 + t * (3 * 0.1265417e-8 + t * (4 * -0.1371808e-11 + t * 5 * -0.320334e-14)));
  const rootRate = -(p * pRate + q * qRate) / root;
  const d11 = -4 * p * pRate;
  const d12 = 2 * (pRate * q + p * qRate);
  const d13 = 2 * (pRate * root + p * rootRate);
  const d22 = -4 * q * qRate;
  const d23 = -2 * (qRate * root + q * rootRate);
  const d33 = -4 * (p * pRate + q * qRate);
  const evx = p11 * vx + p12 * vy + p13 * vz + (d11 * x + d12 * y + d13 * z);
  const evy = p12 * vx + p22 * vy + p23 * vz + (d12 * x + d22 * y + d23 * z);
  const evz = p31 * vx + p32 * vy + p33 * vz + (-d13 * x - d23 * y + d33 * z);

  const phi = phiArcseconds * ARCSECONDS_TO_RADIANS;
  const cphi = Math.cos(phi);
  const sphi = Math.sin(phi);
  const epsilon = 84_381.4096 * ARCSECONDS_TO_RADIANS;
  const ce = Math.cos(epsilon);
  const se = Math.sin(epsilon);
  const toState = (ax: number, ay: number, az: number, scale: number, offset: 0 | 3): void => {
    // Ecliptic to equator by the obliquity, then the equinox offset φ about the equatorial pole. Applying φ about
    // the ecliptic pole instead tilts the ecliptic by 2φ·sin(ε/2) (0.02″), which the node magnifies about elevenfold.
    const qx = ax;
    const qy = ce * ay - se * az;
    const qz = se * ay + ce * az;
    const values = [(cphi * qx - sphi * qy) * scale, (sphi * qx + cphi * qy) * scale, qz * scale];
    if (offset === 0) {
      out.x = values[0] as number;
      out.y = values[1] as number;
      out.z = values[2] as number;
    } else {
      out.vx = values[0] as number;
      out.vy = values[1] as number;
      out.vz = values[2] as number;
    }
  };
  toState(ex, ey, ez, 1 / AU_KM, 0);
  toState(evx, evy, evz, 1 / AU_KM / DAYS_PER_CENTURY, 3);
  return out;
}
