// VSOP87B (heliocentric spherical coordinates, dynamical ecliptic and equinox of J2000) evaluated from the
// series shipped by the MIT-licensed npm package astronomia 4.2.0, optionally truncated, with analytic
// time derivatives. Generator-side only (astronomia is a devDependency).
import earth from 'astronomia/data/vsop87Bearth';
import jupiter from 'astronomia/data/vsop87Bjupiter';
import mars from 'astronomia/data/vsop87Bmars';
import mercury from 'astronomia/data/vsop87Bmercury';
import neptune from 'astronomia/data/vsop87Bneptune';
import saturn from 'astronomia/data/vsop87Bsaturn';
import uranus from 'astronomia/data/vsop87Buranus';
import venus from 'astronomia/data/vsop87Bvenus';
import { evaluatePowerSeries } from './power-series';

export type VsopPlanet = 'Earth' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune';

type RawSeries = Record<'L' | 'B' | 'R', Record<string, number[][]>>;

const RAW: Record<VsopPlanet, RawSeries> = {
  Earth: earth as RawSeries,
  Mercury: mercury as RawSeries,
  Venus: venus as RawSeries,
  Mars: mars as RawSeries,
  Jupiter: jupiter as RawSeries,
  Saturn: saturn as RawSeries,
  Uranus: uranus as RawSeries,
  Neptune: neptune as RawSeries,
};

/** Approximate mean heliocentric distance (AU), to turn a distance threshold into an angle. */
const MEAN_DISTANCE_AU: Record<VsopPlanet, number> = {
  Earth: 1,
  Mercury: 0.39,
  Venus: 0.72,
  Mars: 1.52,
  Jupiter: 5.2,
  Saturn: 9.5,
  Uranus: 19.2,
  Neptune: 30.1,
};

/** One coordinate: for each power of time, the flattened [amplitude, phase, frequency] triples. */
type Coordinate = Float64Array[];

export interface VsopSeries {
  readonly coordinates: readonly [Coordinate, Coordinate, Coordinate];
  readonly termCount: number;
}

/** Largest |T| in Julian millennia over 1800-2200. */
const MAX_MILLENNIA = 0.21;

/**
 * Builds a series keeping only terms whose largest contribution over 1800-2200 exceeds
 * `thresholdRadians` (for R, the distance term is compared after dividing by the mean distance).
 * `thresholdRadians = 0` keeps the complete series.
 */
export function vsopSeries(planet: VsopPlanet, thresholdRadians = 0): VsopSeries {
  const raw = RAW[planet];
  let termCount = 0;
  const build = (name: 'L' | 'B' | 'R'): Coordinate => {
    const powers = Object.keys(raw[name]).map(Number).sort((a, b) => a - b);
    const coordinate: Coordinate = [];
    for (const power of powers) {
      const terms = raw[name][String(power)] ?? [];
      const kept: number[] = [];
      const scale = Math.pow(MAX_MILLENNIA, power) / (name === 'R' ? MEAN_DISTANCE_AU[planet] : 1);
      for (const term of terms) {
        const [amplitude = 0, phase = 0, frequency = 0] = term;
        if (Math.abs(amplitude) * scale < thresholdRadians) continue;
        kept.push(amplitude, phase, frequency);
      }
      coordinate[power] = Float64Array.from(kept);
      termCount += kept.length / 3;
    }
    return coordinate;
  };
  return { coordinates: [build('L'), build('B'), build('R')], termCount };
}

/** Heliocentric rectangular position and velocity, FK5 (≈ ICRS) equatorial J2000, AU and AU/day. */
export interface StateVector {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
}

const DAYS_PER_MILLENNIUM = 365_250;

/** Σ A·cos(φ + ν·T) over one power's [amplitude, phase, frequency] triples, and its derivative per millennium. */
function vsopTermSum(terms: Float64Array, millennia: number, sumAndRate: Float64Array): void {
  let sum = 0;
  let sumRate = 0;
  for (let index = 0; index < terms.length; index += 3) {
    const amplitude = terms[index] as number;
    const frequency = terms[index + 2] as number;
    const argument = (terms[index + 1] as number) + frequency * millennia;
    sum += amplitude * Math.cos(argument);
    sumRate -= amplitude * frequency * Math.sin(argument);
  }
  sumAndRate[0] = sum;
  sumAndRate[1] = sumRate;
}

// VSOP87 dynamical ecliptic J2000 -> FK5 equatorial J2000 (rotation published with VSOP87).
const M11 = 1;
const M12 = 0.00000044036;
const M13 = -0.000000190919;
const M21 = -0.000000479966;
const M22 = 0.917482137087;
const M23 = -0.397776982902;
const M32 = 0.397776982902;
const M33 = 0.917482137087;

const scratch = new Float64Array(6);

/** Heliocentric equatorial J2000 state of a planet at a Julian day (TT ≈ TDB). */
export function vsopState(series: VsopSeries, julianDayTt: number, out: StateVector): StateVector {
  const millennia = (julianDayTt - 2_451_545.0) / DAYS_PER_MILLENNIUM;
  // L, B, R (rad, rad, AU) and their derivatives per millennium at `millennia` from J2000 (TDB).
  evaluatePowerSeries(series.coordinates, millennia, vsopTermSum, scratch);
  const [l, b, r, dl, db, dr] = scratch as unknown as [number, number, number, number, number, number];
  const cl = Math.cos(l);
  const sl = Math.sin(l);
  const cb = Math.cos(b);
  const sb = Math.sin(b);
  const x = r * cb * cl;
  const y = r * cb * sl;
  const z = r * sb;
  const vx = (dr * cb * cl - r * sb * db * cl - r * cb * sl * dl) / DAYS_PER_MILLENNIUM;
  const vy = (dr * cb * sl - r * sb * db * sl + r * cb * cl * dl) / DAYS_PER_MILLENNIUM;
  const vz = (dr * sb + r * cb * db) / DAYS_PER_MILLENNIUM;
  out.x = M11 * x + M12 * y + M13 * z;
  out.y = M21 * x + M22 * y + M23 * z;
  out.z = M32 * y + M33 * z;
  out.vx = M11 * vx + M12 * vy + M13 * vz;
  out.vy = M21 * vx + M22 * vy + M23 * vz;
  out.vz = M32 * vy + M33 * vz;
  return out;
}
