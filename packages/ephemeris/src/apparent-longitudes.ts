// Run-time apparent longitudes from the generated Chebyshev tables: table (mean ecliptic of date, light time and
// aberration included) + solar light deflection (planets) + nutation in longitude (IAU 1980).
import { createTableSample, evaluateAuxiliary, evaluateLongitude } from './chebyshev-table';
import { deltaTSecondsAtJulianDayUt } from './delta-t';
import { nutationInLongitudeRadians, nutationInLongitudeRateRadiansPerDay } from './nutation';

/** Number of table bodies (Sun .. Pluto, NorthNode), in BODY_NAMES order. */
export const TABLE_BODY_COUNT = 11;
const SUN = 0;
const MOON = 1;
const FIRST_PLANET = 2;
const LAST_PLANET = 9;

const RADIANS_TO_DEGREES = 180 / Math.PI;
const TWO_PI = 2 * Math.PI;
/** Schwarzschild radius of the Sun, AU (the 2GM/c² of the deflection formula). */
const SCHWARZSCHILD_RADIUS_AU = 1.974_125_743_36e-8;

const sample = createTableSample();

/** The Sun of the current instant (ecliptic of date): longitude, rate, and geocentric vector in AU. */
let sunLongitude = 0;
let sunRate = 0;
let sunDistance = 1;
let sunX = 0;
let sunY = 0;
let sunZ = 0;

function prepareSun(julianDayTt: number): void {
  evaluateLongitude(SUN, julianDayTt, sample);
  sunLongitude = sample.longitudeRadians;
  sunRate = sample.rateRadiansPerDay;
  const latitude = evaluateAuxiliary(SUN, 0, sample);
  sunDistance = evaluateAuxiliary(SUN, 1, sample);
  const cosLatitude = Math.cos(latitude);
  sunX = sunDistance * cosLatitude * Math.cos(sunLongitude);
  sunY = sunDistance * cosLatitude * Math.sin(sunLongitude);
  sunZ = sunDistance * Math.sin(latitude);
}

/** Time step (days) of the finite difference that gives the deflection's rate. */
const DEFLECTION_RATE_STEP_DAYS = 0.01;

/**
 * Change of ecliptic longitude (radians) by the Sun's light deflection (SOFA's formula) for a body seen at
 * longitude, latitude (radians) and distance (AU), with the Sun's vector turned by `solarShift` radians about the
 * ecliptic pole (0 for the current instant; small shifts give the deflection's rate).
 */
function deflectionInLongitude(
  cosLongitude: number,
  sinLongitude: number,
  cosLatitude: number,
  sinLatitude: number,
  distance: number,
  solarShift: number,
): number {
  const px = cosLatitude * cosLongitude;
  const py = cosLatitude * sinLongitude;
  const pz = sinLatitude;
  const sx = sunX - solarShift * sunY;
  const sy = sunY + solarShift * sunX;
  const sz = sunZ;
  // e: unit vector Sun -> Earth; q: unit vector Sun -> body.
  const ex = -sx / sunDistance;
  const ey = -sy / sunDistance;
  const ez = -sz / sunDistance;
  let qx = distance * px - sx;
  let qy = distance * py - sy;
  let qz = distance * pz - sz;
  const heliocentricDistance = Math.sqrt(qx * qx + qy * qy + qz * qz);
  qx /= heliocentricDistance;
  qy /= heliocentricDistance;
  qz /= heliocentricDistance;
  const qDotQpe = qx * (qx + ex) + qy * (qy + ey) + qz * (qz + ez);
  const w = SCHWARZSCHILD_RADIUS_AU / sunDistance / Math.max(qDotQpe, 1e-6);
  const eqx = ey * qz - ez * qy;
  const eqy = ez * qx - ex * qz;
  const eqz = ex * qy - ey * qx;
  const dpx = w * (py * eqz - pz * eqy);
  const dpy = w * (pz * eqx - px * eqz);
  return (-sinLongitude * dpx + cosLongitude * dpy) / cosLatitude;
}

function toDegrees(longitudeRadians: number): number {
  let degrees = (longitudeRadians % TWO_PI) * RADIANS_TO_DEGREES;
  if (degrees < 0) degrees += 360;
  if (degrees >= 360) degrees -= 360;
  return degrees;
}

/**
 * Apparent geocentric ecliptic longitudes (true equinox of date, degrees in [0, 360)) of the table bodies at a
 * Julian day (UT), written into `longitudesDegrees[0..10]` in BODY_NAMES order; with `ratesDegreesPerDay`, also
 * their speeds. `onlyIndex` (0-10) restricts the work to one body. No range check: callers check first.
 */
export function computeApparentLongitudes(
  julianDayUt: number,
  longitudesDegrees: Float64Array,
  ratesDegreesPerDay: Float64Array | undefined,
  onlyIndex = -1,
): void {
  const julianDayTt = julianDayUt + deltaTSecondsAtJulianDayUt(julianDayUt) / 86_400;
  const nutation = nutationInLongitudeRadians(julianDayTt);
  const nutationRate = ratesDegreesPerDay === undefined ? 0 : nutationInLongitudeRateRadiansPerDay(julianDayTt);
  const needsSun = onlyIndex < 0 || onlyIndex === SUN || (onlyIndex >= FIRST_PLANET && onlyIndex <= LAST_PLANET);
  if (needsSun) {
    prepareSun(julianDayTt);
    if (onlyIndex < 0 || onlyIndex === SUN) {
      longitudesDegrees[SUN] = toDegrees(sunLongitude + nutation);
      if (ratesDegreesPerDay !== undefined) ratesDegreesPerDay[SUN] = (sunRate + nutationRate) * RADIANS_TO_DEGREES;
    }
  }
  for (let index = MOON; index < TABLE_BODY_COUNT; index += 1) {
    if (onlyIndex >= 0 && index !== onlyIndex) continue;
    evaluateLongitude(index, julianDayTt, sample);
    let longitude = sample.longitudeRadians + nutation;
    let rate = sample.rateRadiansPerDay + nutationRate;
    if (index >= FIRST_PLANET && index <= LAST_PLANET) {
      const latitude = evaluateAuxiliary(index, 0, sample);
      const distance = evaluateAuxiliary(index, 1, sample);
      const bodyLongitude = sample.longitudeRadians;
      const cosLongitude = Math.cos(bodyLongitude);
      const sinLongitude = Math.sin(bodyLongitude);
      const cosLatitude = Math.cos(latitude);
      const sinLatitude = Math.sin(latitude);
      const deflection = deflectionInLongitude(cosLongitude, sinLongitude, cosLatitude, sinLatitude, distance, 0);
      longitude += deflection;
      if (ratesDegreesPerDay !== undefined) {
        // The deflection changes quickly near a conjunction: add its rate (finite difference along the motion).
        const shift = sample.rateRadiansPerDay * DEFLECTION_RATE_STEP_DAYS;
        const later = deflectionInLongitude(
          cosLongitude - shift * sinLongitude,
          sinLongitude + shift * cosLongitude,
          cosLatitude,
          sinLatitude,
          distance,
          sunRate * DEFLECTION_RATE_STEP_DAYS,
        );
        rate += (later - deflection) / DEFLECTION_RATE_STEP_DAYS;
      }
    }
    longitudesDegrees[index] = toDegrees(longitude);
    if (ratesDegreesPerDay !== undefined) ratesDegreesPerDay[index] = rate * RADIANS_TO_DEGREES;
  }
}
