// The direct (table-free) apparent-place pipeline. Geocentric apparent ecliptic longitude, true equinox of date:
// VSOP87B / ELP-MPP02 / integrated Jupiter-Pluto -> ICRS -> light time -> solar light deflection -> relativistic
// annual aberration -> IAU 2006 precession with frame bias -> mean ecliptic of date -> + Δψ (IAU 1980).
// Used by the table generator and by tests (tables vs model). Costs milliseconds per instant.
import { nutationInLongitudeRadians } from '../../src/nutation';
import { elpSeries, elpState, type ElpSeries, type MoonState } from './elp-mpp02';
import { outerPlanetHeliocentric } from './outer-planet-orbits';
import { icrsToMeanEclipticOfDate } from './precession';
import { vsopSeries, vsopState, type StateVector, type VsopPlanet, type VsopSeries } from './vsop87b';

export type ModelBody =
  | 'Sun'
  | 'Moon'
  | 'Mercury'
  | 'Venus'
  | 'Mars'
  | 'Jupiter'
  | 'Saturn'
  | 'Uranus'
  | 'Neptune'
  | 'Pluto'
  | 'NorthNode';

/** Light travel time for one AU, days. */
const LIGHT_DAYS_PER_AU = 499.004_783_836 / 86_400;
/** Speed of light, AU per day. */
const SPEED_OF_LIGHT_AU_PER_DAY = 1 / LIGHT_DAYS_PER_AU;
/** Schwarzschild radius of the Sun, AU. */
const SCHWARZSCHILD_RADIUS_AU = 1.974_125_743_36e-8;
const TWO_PI = 2 * Math.PI;

export interface DirectModelOptions {
  /** ELP/MPP02 truncation threshold, arcseconds (0 = all 35,901 terms). */
  elpThresholdArcseconds?: number;
  /** VSOP87B truncation threshold, radians (0 = complete series). */
  vsopThresholdRadians?: number;
  /** Rotation about z from ELP's ecliptic origin to the ICRS, arcseconds. */
  elpPhiArcseconds?: number;
}

/** Ecliptic-of-date quantities the tables hold (no nutation, no deflection; light time and aberration included). */
export interface TableQuantities {
  /** Longitude in the mean ecliptic and equinox of date, radians in [0, 2π). */
  longitude: number;
  /** Latitude, radians. */
  latitude: number;
  /** Geocentric distance, AU (light-time corrected). */
  distance: number;
}

export interface DirectModel {
  /** Apparent geocentric ecliptic longitude, true equinox of date, radians in [0, 2π); `julianDayTt` in TT. */
  apparentLongitude(body: ModelBody, julianDayTt: number): number;
  /** The quantities the Chebyshev tables fit. For NorthNode the longitude of the osculating node. */
  tableQuantities(body: ModelBody, julianDayTt: number, out: TableQuantities): TableQuantities;
  readonly termCounts: Record<string, number>;
}

const VSOP_BODIES: readonly VsopPlanet[] = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];

export function createDirectModel(options: DirectModelOptions = {}): DirectModel {
  const vsopThreshold = options.vsopThresholdRadians ?? 0;
  const phi = options.elpPhiArcseconds ?? -0.05542;
  const series = new Map<VsopPlanet, VsopSeries>();
  series.set('Earth', vsopSeries('Earth', vsopThreshold));
  for (const planet of VSOP_BODIES) series.set(planet, vsopSeries(planet, vsopThreshold));
  let moonSeries: ElpSeries | undefined;
  const lunar = (): ElpSeries => (moonSeries ??= elpSeries(options.elpThresholdArcseconds ?? 0));
  const termCounts: Record<string, number> = {};
  for (const [planet, value] of series) termCounts[planet] = value.termCount;

  const earth: StateVector = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 };
  let earthJulianDay = Number.NaN;
  const earthAt = (julianDayTt: number): StateVector => {
    if (julianDayTt !== earthJulianDay) {
      vsopState(series.get('Earth') as VsopSeries, julianDayTt, earth);
      earthJulianDay = julianDayTt;
    }
    return earth;
  };
  const planetState: StateVector = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 };
  const moon: MoonState = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 };
  const matrix = new Float64Array(9);

  /** Heliocentric position of a body (AU, ICRS) at a TT instant. */
  const heliocentric = (body: ModelBody, julianDayTt: number, out: StateVector): void => {
    if (body === 'Jupiter' || body === 'Saturn' || body === 'Uranus' || body === 'Neptune' || body === 'Pluto') {
      outerPlanetHeliocentric(body, julianDayTt, out);
      return;
    }
    vsopState(series.get(body as VsopPlanet) as VsopSeries, julianDayTt, out);
  };

  /** Geometric geocentric vector (ICRS, AU), light-time corrected, into geo[0..2]; heliocentric into helio[0..2]. */
  const geo = new Float64Array(3);
  const helio = new Float64Array(3);
  const astrometric = (body: ModelBody, julianDayTt: number): void => {
    const e = earthAt(julianDayTt);
    if (body === 'Sun') {
      geo[0] = -e.x;
      geo[1] = -e.y;
      geo[2] = -e.z;
      helio[0] = 0;
      helio[1] = 0;
      helio[2] = 0;
      return;
    }
    if (body === 'Moon') {
      // Light time (about 1.3 s) from the lunar velocity; the neglected acceleration term is a few millimetres.
      elpState(lunar(), julianDayTt, moon, phi);
      const lightTime = Math.hypot(moon.x, moon.y, moon.z) * LIGHT_DAYS_PER_AU;
      // Barycentric Moon at t - τ minus the Earth at t: the Earth's own displacement over τ counts too.
      geo[0] = moon.x - (moon.vx + e.vx) * lightTime;
      geo[1] = moon.y - (moon.vy + e.vy) * lightTime;
      geo[2] = moon.z - (moon.vz + e.vz) * lightTime;
      helio[0] = moon.x + e.x;
      helio[1] = moon.y + e.y;
      helio[2] = moon.z + e.z;
      return;
    }
    heliocentric(body, julianDayTt, planetState);
    let lightTime = Math.hypot(planetState.x - e.x, planetState.y - e.y, planetState.z - e.z) * LIGHT_DAYS_PER_AU;
    heliocentric(body, julianDayTt - lightTime, planetState);
    lightTime = Math.hypot(planetState.x - e.x, planetState.y - e.y, planetState.z - e.z) * LIGHT_DAYS_PER_AU;
    heliocentric(body, julianDayTt - lightTime, planetState);
    geo[0] = planetState.x - e.x;
    geo[1] = planetState.y - e.y;
    geo[2] = planetState.z - e.z;
    helio[0] = planetState.x;
    helio[1] = planetState.y;
    helio[2] = planetState.z;
  };

  /** Applies deflection (optional) and aberration to geo[], leaving a unit apparent direction in p[]. */
  const p = new Float64Array(3);
  const apparentDirection = (body: ModelBody, julianDayTt: number, deflect: boolean): number => {
    astrometric(body, julianDayTt);
    const e = earthAt(julianDayTt);
    const distance = Math.hypot(geo[0]!, geo[1]!, geo[2]!);
    p[0] = geo[0]! / distance;
    p[1] = geo[1]! / distance;
    p[2] = geo[2]! / distance;
    const sunDistance = Math.hypot(e.x, e.y, e.z);
    if (deflect && body !== 'Sun' && body !== 'Moon') {
      const ex = e.x / sunDistance;
      const ey = e.y / sunDistance;
      const ez = e.z / sunDistance;
      const helioDistance = Math.hypot(helio[0]!, helio[1]!, helio[2]!);
      const qx = helio[0]! / helioDistance;
      const qy = helio[1]! / helioDistance;
      const qz = helio[2]! / helioDistance;
      const qDotQpe = qx * (qx + ex) + qy * (qy + ey) + qz * (qz + ez);
      const w = SCHWARZSCHILD_RADIUS_AU / sunDistance / Math.max(qDotQpe, 1e-6);
      const eqx = ey * qz - ez * qy;
      const eqy = ez * qx - ex * qz;
      const eqz = ex * qy - ey * qx;
      const px = p[0]! + w * (p[1]! * eqz - p[2]! * eqy);
      const py = p[1]! + w * (p[2]! * eqx - p[0]! * eqz);
      const pz = p[2]! + w * (p[0]! * eqy - p[1]! * eqx);
      const norm = Math.hypot(px, py, pz);
      p[0] = px / norm;
      p[1] = py / norm;
      p[2] = pz / norm;
    }
    // Relativistic annual aberration (Earth's heliocentric velocity in units of c).
    const vx = e.vx / SPEED_OF_LIGHT_AU_PER_DAY;
    const vy = e.vy / SPEED_OF_LIGHT_AU_PER_DAY;
    const vz = e.vz / SPEED_OF_LIGHT_AU_PER_DAY;
    const bm1 = Math.sqrt(1 - (vx * vx + vy * vy + vz * vz));
    const pdv = p[0]! * vx + p[1]! * vy + p[2]! * vz;
    const w1 = 1 + pdv / (1 + bm1);
    const w2 = SCHWARZSCHILD_RADIUS_AU / sunDistance;
    const ax = p[0]! * bm1 + w1 * vx + w2 * (vx - pdv * p[0]!);
    const ay = p[1]! * bm1 + w1 * vy + w2 * (vy - pdv * p[1]!);
    const az = p[2]! * bm1 + w1 * vz + w2 * (vz - pdv * p[2]!);
    const norm = Math.hypot(ax, ay, az);
    p[0] = ax / norm;
    p[1] = ay / norm;
    p[2] = az / norm;
    return distance;
  };

  const toEclipticOfDate = (julianDayTt: number, x: number, y: number, z: number, out: Float64Array): void => {
    icrsToMeanEclipticOfDate((julianDayTt - 2_451_545.0) / 36_525, matrix);
    out[0] = matrix[0]! * x + matrix[1]! * y + matrix[2]! * z;
    out[1] = matrix[3]! * x + matrix[4]! * y + matrix[5]! * z;
    out[2] = matrix[6]! * x + matrix[7]! * y + matrix[8]! * z;
  };
  const ecliptic = new Float64Array(3);
  const eclipticVelocity = new Float64Array(3);

  const nodeLongitude = (julianDayTt: number): number => {
    elpState(lunar(), julianDayTt, moon, phi);
    toEclipticOfDate(julianDayTt, moon.x, moon.y, moon.z, ecliptic);
    toEclipticOfDate(julianDayTt, moon.vx, moon.vy, moon.vz, eclipticVelocity);
    const hx = ecliptic[1]! * eclipticVelocity[2]! - ecliptic[2]! * eclipticVelocity[1]!;
    const hy = ecliptic[2]! * eclipticVelocity[0]! - ecliptic[0]! * eclipticVelocity[2]!;
    const longitude = Math.atan2(hx, -hy);
    return longitude < 0 ? longitude + TWO_PI : longitude;
  };

  const tableQuantities = (body: ModelBody, julianDayTt: number, out: TableQuantities): TableQuantities => {
    if (body === 'NorthNode') {
      out.longitude = nodeLongitude(julianDayTt);
      out.latitude = 0;
      out.distance = 0;
      return out;
    }
    const distance = apparentDirection(body, julianDayTt, false);
    toEclipticOfDate(julianDayTt, p[0]!, p[1]!, p[2]!, ecliptic);
    const longitude = Math.atan2(ecliptic[1]!, ecliptic[0]!);
    out.longitude = longitude < 0 ? longitude + TWO_PI : longitude;
    out.latitude = Math.atan2(ecliptic[2]!, Math.hypot(ecliptic[0]!, ecliptic[1]!));
    out.distance = distance;
    return out;
  };

  const apparentLongitude = (body: ModelBody, julianDayTt: number): number => {
    let longitude: number;
    if (body === 'NorthNode') {
      longitude = nodeLongitude(julianDayTt);
    } else {
      apparentDirection(body, julianDayTt, true);
      toEclipticOfDate(julianDayTt, p[0]!, p[1]!, p[2]!, ecliptic);
      longitude = Math.atan2(ecliptic[1]!, ecliptic[0]!);
    }
    longitude += nutationInLongitudeRadians(julianDayTt);
    longitude %= TWO_PI;
    return longitude < 0 ? longitude + TWO_PI : longitude;
  };

  return { apparentLongitude, tableQuantities, termCounts };
}
