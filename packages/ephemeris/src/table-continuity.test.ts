// Guards the joins between Chebyshev segments: the longitude must not jump where one segment hands over to the next.
import { describe, expect, it } from 'vitest';
import { LONGITUDE_BODY_NAMES } from './body-names';
import { bodyLongitudeAndSpeed, longitudesAt } from './positions';
import { deltaTSecondsAtJulianDayUt } from './delta-t';

const FIRST_JULIAN_DAY_TT = 2_378_486.5;

describe('segment joins', () => {
  it('longitudes are continuous across segment boundaries (every 16 days) to 0.01″', () => {
    const before = new Float64Array(11);
    const after = new Float64Array(11);
    const failures: string[] = [];
    const epsilonDays = 1e-6;
    for (let boundary = FIRST_JULIAN_DAY_TT + 16 * 11; boundary < 2_524_500; boundary += 16 * 97) {
      // Convert the TT boundary to UT (ΔT varies by far less than a second over the step).
      const julianDayUt = boundary - deltaTSecondsAtJulianDayUt(boundary) / 86_400;
      longitudesAt(julianDayUt - epsilonDays, before);
      longitudesAt(julianDayUt + epsilonDays, after);
      LONGITUDE_BODY_NAMES.forEach((body, index) => {
        let jump = (after[index] as number) - (before[index] as number);
        if (jump > 180) jump -= 360;
        if (jump < -180) jump += 360;
        // Remove the true motion over the 2 µdays straddling the join (the Moon moves about 0.1″).
        const motion = bodyLongitudeAndSpeed(body, julianDayUt).speedDegreesPerDay * 2 * epsilonDays;
        const discontinuity = Math.abs(jump - motion) * 3600;
        if (discontinuity > 0.01) failures.push(`${body} jumps ${discontinuity.toFixed(4)}″ at TT ${boundary}`);
      });
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
