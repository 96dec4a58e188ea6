import { sunLongitudeAndSpeed } from './body-longitude';
import { EphemerisError } from './errors';
import { dateFromJulianDayUt, JULIAN_DAY_J2000, julianDayUtFromDate } from './julian-day';

/** The Human Design arc: the design moment is when the Sun stood this many degrees before its birth longitude. */
export const DESIGN_ARC_DEGREES = 88;

/**
 * The search returns after the first Newton step shorter than this (days), without evaluating the Sun
 * again. The Sun's apparent longitude accelerates by at most 0.00066°/day² (0.00057 from the orbit's
 * eccentricity, 0.00008 from the Earth's monthly wobble about the Earth–Moon barycentre, 0.00001 from
 * nutation), so a step of δ days lands within ½ · 0.00066 · δ² degrees of the target: 0.00027″ for
 * δ = 0.015 day, under the promised 0.001″ (measured worst over 1800–2200: 0.00023″). The Keplerian
 * first guess is within 0.011 day, so one step is the rule.
 */
const LAST_STEP_DAYS = 0.015;
/** Slowest and fastest apparent motion of the Sun, degrees per day, with a margin (true range 0.953–1.019). */
const SLOWEST_SUN_DEGREES_PER_DAY = 0.95;
const FASTEST_SUN_DEGREES_PER_DAY = 1.025;
const MAXIMUM_ITERATIONS = 40;

const DEGREES_TO_RADIANS = Math.PI / 180;
const DAYS_PER_CENTURY = 36_525;
/** Mean longitude rate of the Sun (tropical, degrees per day) and mean anomaly rate (anomalistic). */
const MEAN_LONGITUDE_RATE_DEGREES_PER_DAY = 0.98564736;
const MEAN_ANOMALY_RATE_DEGREES_PER_DAY = 0.98560028;
const MEAN_ANOMALY_J2000_DEGREES = 357.52911;

/** Wraps an angle difference in degrees to [-180, 180). */
function wrapDifference(degrees: number): number {
  return degrees - 360 * Math.floor((degrees + 180) / 360);
}

/** Equation of centre of the Earth's orbit (degrees), three terms, with the slowly decreasing eccentricity. */
function equationOfCentre(julianDay: number): number {
  const days = julianDay - JULIAN_DAY_J2000;
  const eccentricity = 0.016708634 - (0.000042037 * days) / DAYS_PER_CENTURY;
  const anomaly = (MEAN_ANOMALY_J2000_DEGREES + MEAN_ANOMALY_RATE_DEGREES_PER_DAY * days) * DEGREES_TO_RADIANS;
  const e2 = eccentricity * eccentricity;
  const radians =
    (2 * eccentricity - (e2 * eccentricity) / 4) * Math.sin(anomaly) +
    1.25 * e2 * Math.sin(2 * anomaly) +
    (13 / 12) * e2 * eccentricity * Math.sin(3 * anomaly);
  return radians / DEGREES_TO_RADIANS;
}

/**
 * First guess: the Julian day when a Keplerian Sun (mean longitude plus the equation of centre) had
 * moved `arcDegrees` less than at `julianDayUt`. Within about 0.01 day of the real Sun (the Moon and
 * the planets perturb it by some tens of arcseconds; 0.011 day at worst over 1800–2200), so one Newton
 * step on the real Sun suffices.
 */
function keplerianGuess(julianDayUt: number, arcDegrees: number): number {
  const centreAtStart = equationOfCentre(julianDayUt);
  let guess = julianDayUt - arcDegrees / MEAN_LONGITUDE_RATE_DEGREES_PER_DAY;
  for (let iteration = 0; iteration < 3; iteration++) {
    const moved = MEAN_LONGITUDE_RATE_DEGREES_PER_DAY * (julianDayUt - guess) + centreAtStart - equationOfCentre(guess);
    const anomaly = (MEAN_ANOMALY_J2000_DEGREES + MEAN_ANOMALY_RATE_DEGREES_PER_DAY * (guess - JULIAN_DAY_J2000)) * DEGREES_TO_RADIANS;
    const speed = MEAN_LONGITUDE_RATE_DEGREES_PER_DAY + 2 * 0.0167 * MEAN_ANOMALY_RATE_DEGREES_PER_DAY * Math.cos(anomaly);
    guess += (moved - arcDegrees) / speed;
  }
  return guess;
}

function assertArc(arcDegrees: number): void {
  if (!(typeof arcDegrees === 'number' && arcDegrees > 0 && arcDegrees < 360)) {
    throw new EphemerisError('invalid_argument', 'arcDegrees must be a number in (0, 360)', {
      details: { arcDegrees },
    });
  }
}

/**
 * The Julian day (UT) before `julianDayUt` when the Sun's apparent longitude (true equinox of date) was
 * `sunLongitudeDegrees − arcDegrees`: the solar-arc moment, solved to within 0.001″ of Sun longitude
 * (in practice under 0.0003″, a fraction of a millisecond). Pass the Sun's longitude at `julianDayUt`
 * when you already have it (as a bodygraph does); this then costs one Sun look-up.
 *
 * Method: a Keplerian first guess, then Newton steps with the Sun's speed, kept inside a bracket
 * derived from the Sun's slowest and fastest motion (bisection if a step leaves it).
 *
 * @param julianDayUt - the later instant (the birth), Julian day UT.
 * @param sunLongitudeDegrees - the Sun's apparent longitude at `julianDayUt`, degrees.
 * @param arcDegrees - the arc, degrees in (0, 360); the design moment uses 88.
 * @throws EphemerisError `invalid_argument` for a non-finite day or longitude or an arc outside (0, 360);
 *   `date_out_of_range` when the moment falls outside the ephemeris range (1800–2200).
 */
export function solarArcMomentFromLongitude(
  julianDayUt: number,
  sunLongitudeDegrees: number,
  arcDegrees: number = DESIGN_ARC_DEGREES,
): number {
  assertArc(arcDegrees);
  if (!Number.isFinite(julianDayUt) || !Number.isFinite(sunLongitudeDegrees)) {
    throw new EphemerisError('invalid_argument', 'julianDayUt and sunLongitudeDegrees must be finite numbers', {
      details: { julianDayUt, sunLongitudeDegrees },
    });
  }
  const targetDegrees = sunLongitudeDegrees - arcDegrees;
  // The root lies where the Sun, moving between its slowest and fastest rates, covers the arc.
  let low = julianDayUt - arcDegrees / SLOWEST_SUN_DEGREES_PER_DAY;
  let high = julianDayUt - arcDegrees / FASTEST_SUN_DEGREES_PER_DAY;
  let day = keplerianGuess(julianDayUt, arcDegrees);
  if (!(day > low && day < high)) day = (low + high) / 2;
  for (let iteration = 0; iteration < MAXIMUM_ITERATIONS; iteration++) {
    const sun = sunLongitudeAndSpeed(day);
    // Positive when the Sun has not yet reached the target at `day`: the root is later.
    const behindDegrees = wrapDifference(targetDegrees - sun.longitudeDegrees);
    const step = behindDegrees / sun.speedDegreesPerDay;
    if (Math.abs(step) <= LAST_STEP_DAYS) return day + step;
    if (behindDegrees > 0) low = day;
    else high = day;
    const next = day + step;
    day = next > low && next < high ? next : (low + high) / 2;
  }
  // Unreachable with a monotonic Sun: the bracket halves at least every other step.
  throw new EphemerisError('invalid_argument', 'solar arc did not converge', {
    details: { julianDayUt, sunLongitudeDegrees, arcDegrees },
  });
}

/**
 * The instant before `instant` when the Sun's apparent longitude was its longitude at `instant` minus
 * `arcDegrees`. With the default 88° this is the Human Design design moment: a solar arc, not 88 days
 * (it falls 86.5–92.5 days earlier). Solved to within 0.001″ of Sun longitude.
 *
 * @param instant - the birth instant (UTC).
 * @param arcDegrees - the arc, degrees in (0, 360); default 88.
 * @returns the solar-arc instant, to the millisecond.
 * @throws EphemerisError `invalid_argument` for an invalid Date or an arc outside (0, 360);
 *   `date_out_of_range` when either instant falls outside 1800–2200.
 *
 * @example
 * solarArcMoment(new Date('1982-03-27T14:05:00Z')); // ≈ 1981-12-30T08:47Z
 */
export function solarArcMoment(instant: Date, arcDegrees: number = DESIGN_ARC_DEGREES): Date {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new EphemerisError('invalid_argument', 'instant must be a valid Date', { details: { instant: String(instant) } });
  }
  assertArc(arcDegrees);
  const julianDayUt = julianDayUtFromDate(instant);
  const birthSun = sunLongitudeAndSpeed(julianDayUt);
  return dateFromJulianDayUt(solarArcMomentFromLongitude(julianDayUt, birthSun.longitudeDegrees, arcDegrees));
}
