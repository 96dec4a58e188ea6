import { nutation } from 'astronomia/nutation';
import { describe, expect, it } from 'vitest';
import { nutationInLongitudeRadians, nutationInLongitudeRateRadiansPerDay } from './nutation';

describe('nutation in longitude (IAU 1980)', () => {
  it('equals the reference implementation it was generated from', () => {
    for (let julianDayTt = 2_378_500; julianDayTt < 2_524_500; julianDayTt += 3_217.3) {
      const [expected] = nutation(julianDayTt) as [number, number];
      expect(Math.abs(nutationInLongitudeRadians(julianDayTt) - expected)).toBeLessThan(1e-13);
    }
  });

  it('has a rate that matches a central difference', () => {
    for (let julianDayTt = 2_400_000.25; julianDayTt < 2_500_000; julianDayTt += 9_871.1) {
      const step = 0.001;
      const difference =
        (nutationInLongitudeRadians(julianDayTt + step) - nutationInLongitudeRadians(julianDayTt - step)) / (2 * step);
      expect(Math.abs(nutationInLongitudeRateRadiansPerDay(julianDayTt) - difference)).toBeLessThan(1e-12);
    }
  });
});
