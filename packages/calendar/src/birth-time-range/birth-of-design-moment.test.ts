import { DESIGN_ARC_DEGREES, julianDayUtFromDate, solarArcMomentFromLongitude, sunLongitudeAndSpeed } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { birthOfDesignMoment, type DesignAnchor } from './birth-of-design-moment';

function anchor(birthJulianDayUt: number): DesignAnchor {
  const sun = sunLongitudeAndSpeed(birthJulianDayUt).longitudeDegrees;
  return { birthJulianDayUt, designJulianDayUt: solarArcMomentFromLongitude(birthJulianDayUt, sun, DESIGN_ARC_DEGREES) };
}

describe('birthOfDesignMoment', () => {
  // The design moment itself is solved to 0.001″ of Sun longitude (milliseconds); the inverse is exact.
  it('undoes the design moment to within its own tolerance across a two-day window', () => {
    for (const start of ['1901-01-01T00:00Z', '1987-06-15T00:00Z', '2099-12-01T00:00Z']) {
      const first = anchor(julianDayUtFromDate(new Date(start)));
      const last = anchor(first.birthJulianDayUt + 2);
      for (const share of [0, 0.1, 0.5, 0.93, 1]) {
        const birth = first.birthJulianDayUt + share * 2;
        const design = anchor(birth).designJulianDayUt;
        expect(Math.abs(birthOfDesignMoment(design, first, last) - birth) * 86_400_000).toBeLessThan(10);
      }
    }
  });

  it('puts the Sun 88° past its longitude at the design moment', () => {
    const first = anchor(2_447_000.25);
    const last = anchor(2_447_001.25);
    const design = first.designJulianDayUt + 0.37;
    const birth = birthOfDesignMoment(design, first, last);
    const arc = sunLongitudeAndSpeed(birth).longitudeDegrees - sunLongitudeAndSpeed(design).longitudeDegrees;
    expect(Math.abs(((arc + 360) % 360) - 88) * 3600).toBeLessThan(1e-5);
  });
});
