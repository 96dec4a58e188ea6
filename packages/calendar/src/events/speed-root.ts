// A station: the instant a body's speed changes sign, found by Brent's method on the speed the ephemeris returns
// (inverse quadratic interpolation, secant and bisection steps, never leaving the bracket).
import type { AngleFunction, AngleSample } from './angle-function';

/** Stations are located to within this: 1e-8 day = 0.9 ms. */
export const STATION_TOLERANCE_DAYS = 1e-8;
const MAXIMUM_ITERATIONS = 100;
const MACHINE_EPSILON = 2.220446049250313e-16;

/**
 * The sample at which the rate changes sign between `from` and `to` (rates of opposite signs, one station between).
 * Brent's method (the zbrent formulation of Numerical Recipes) on the rate.
 */
export function findStation(angle: AngleFunction, from: AngleSample, to: AngleSample): AngleSample {
  let a = from;
  let b = to;
  if (a.rateDegreesPerDay === 0) return a;
  if (b.rateDegreesPerDay === 0) return b;
  let c = b;
  let d = 0;
  let e = 0;
  for (let iteration = 0; iteration < MAXIMUM_ITERATIONS; iteration += 1) {
    if ((b.rateDegreesPerDay > 0 && c.rateDegreesPerDay > 0) || (b.rateDegreesPerDay < 0 && c.rateDegreesPerDay < 0)) {
      c = a;
      d = b.julianDayUt - a.julianDayUt;
      e = d;
    }
    if (Math.abs(c.rateDegreesPerDay) < Math.abs(b.rateDegreesPerDay)) {
      a = b;
      b = c;
      c = a;
    }
    const tolerance = 2 * MACHINE_EPSILON * Math.abs(b.julianDayUt) + 0.5 * STATION_TOLERANCE_DAYS;
    const half = 0.5 * (c.julianDayUt - b.julianDayUt);
    if (Math.abs(half) <= tolerance || b.rateDegreesPerDay === 0) return b;
    if (Math.abs(e) >= tolerance && Math.abs(a.rateDegreesPerDay) > Math.abs(b.rateDegreesPerDay)) {
      const s = b.rateDegreesPerDay / a.rateDegreesPerDay;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * half * s;
        q = 1 - s;
      } else {
        const qa = a.rateDegreesPerDay / c.rateDegreesPerDay;
        const r = b.rateDegreesPerDay / c.rateDegreesPerDay;
        p = s * (2 * half * qa * (qa - r) - (b.julianDayUt - a.julianDayUt) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      p = Math.abs(p);
      if (2 * p < Math.min(3 * half * q - Math.abs(tolerance * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = half;
        e = d;
      }
    } else {
      d = half;
      e = d;
    }
    a = b;
    const next = b.julianDayUt + (Math.abs(d) > tolerance ? d : half > 0 ? tolerance : -tolerance);
    b = angle(next);
  }
  return b;
}
