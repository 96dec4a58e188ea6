// The shipped Chebyshev tables (plus run-time nutation and deflection) against the direct pipeline they were
// generated from (scripts/model), at seeded random instants 1800-2200.
import { describe, expect, it } from 'vitest';
import { createDirectModel } from '../scripts/model/apparent-place';
import { ELP_THRESHOLD_ARCSECONDS, VSOP_THRESHOLD_RADIANS } from '../scripts/table-plans';
import { LONGITUDE_BODY_NAMES, longitudesAt, sunLongitudeAndSpeed } from '../src/index';
import { deltaTSecondsAtJulianDayUt } from '../src/delta-t';
import { isoOfJulianDayUt, longitudeDifferenceArcseconds } from './swisseph-fixture';

const RADIANS_TO_DEGREES = 180 / Math.PI;

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

describe('tables vs direct pipeline', () => {
  const model = createDirectModel({
    elpThresholdArcseconds: ELP_THRESHOLD_ARCSECONDS,
    vsopThresholdRadians: VSOP_THRESHOLD_RADIANS,
  });
  const random = seededRandom(7);
  const instants = Array.from({ length: 60 }, () => 2_378_497 + random() * 146_090);

  it('every table body agrees with the pipeline to 0.05″', () => {
    const longitudes = new Float64Array(11);
    const failures: string[] = [];
    let largest = 0;
    for (const julianDayUt of instants) {
      longitudesAt(julianDayUt, longitudes);
      const julianDayTt = julianDayUt + deltaTSecondsAtJulianDayUt(julianDayUt) / 86_400;
      LONGITUDE_BODY_NAMES.forEach((body, index) => {
        const direct = model.apparentLongitude(body, julianDayTt) * RADIANS_TO_DEGREES;
        const error = Math.abs(longitudeDifferenceArcseconds(longitudes[index] as number, direct));
        largest = Math.max(largest, error);
        if (error > 0.05) failures.push(`${body} at ${isoOfJulianDayUt(julianDayUt)}: ${error.toFixed(4)}″ > 0.05″`);
      });
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(largest).toBeGreaterThan(0);
    // The direct pipeline is slow (≈ 10 s alone); a loaded two-core CI machine needs more than the default.
  }, 180_000);

  it('sunLongitudeAndSpeed agrees with the pipeline to 0.01″', () => {
    for (const julianDayUt of instants) {
      const julianDayTt = julianDayUt + deltaTSecondsAtJulianDayUt(julianDayUt) / 86_400;
      const direct = model.apparentLongitude('Sun', julianDayTt) * RADIANS_TO_DEGREES;
      const { longitudeDegrees } = sunLongitudeAndSpeed(julianDayUt);
      const error = Math.abs(longitudeDifferenceArcseconds(longitudeDegrees, direct));
      expect(error, `Sun at ${isoOfJulianDayUt(julianDayUt)}: ${error.toFixed(5)}″ > 0.01″`).toBeLessThanOrEqual(0.01);
    }
  });
});
