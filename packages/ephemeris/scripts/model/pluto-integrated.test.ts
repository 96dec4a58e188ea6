// Guards the Pluto integration: the orbit integrated from the fitted state must stay on Meeus's Pluto (to which it
// was fitted over 1895-2045) and must be smooth enough for the Chebyshev tables.
import { describe, expect, it } from 'vitest';
import { plutoHeliocentricMeeus } from './pluto-meeus';
import { plutoHeliocentricIntegrated } from './pluto-orbit';

const RADIANS_TO_ARCSECONDS = 206_264.806;

describe('integrated Pluto', () => {
  it('follows Meeus within 0.05″ (heliocentric direction) over 1900-2040', () => {
    const integrated = { x: 0, y: 0, z: 0 };
    const meeus = { x: 0, y: 0, z: 0 };
    let largest = 0;
    for (let julianDayTt = 2_415_020.5; julianDayTt < 2_466_154.5; julianDayTt += 173.3) {
      plutoHeliocentricIntegrated(julianDayTt, integrated);
      plutoHeliocentricMeeus(julianDayTt, meeus);
      const distance = Math.hypot(meeus.x, meeus.y, meeus.z);
      const separation = Math.hypot(integrated.x - meeus.x, integrated.y - meeus.y, integrated.z - meeus.z) / distance;
      largest = Math.max(largest, separation * RADIANS_TO_ARCSECONDS);
    }
    expect(largest).toBeLessThan(0.05);
    expect(largest).toBeGreaterThan(0);
  });

  it('interpolates smoothly between integration steps', () => {
    const a = { x: 0, y: 0, z: 0 };
    const b = { x: 0, y: 0, z: 0 };
    const c = { x: 0, y: 0, z: 0 };
    for (let julianDayTt = 2_380_000.3; julianDayTt < 2_524_000; julianDayTt += 9_999.7) {
      plutoHeliocentricIntegrated(julianDayTt - 1, a);
      plutoHeliocentricIntegrated(julianDayTt, b);
      plutoHeliocentricIntegrated(julianDayTt + 1, c);
      // The second difference over one day is the acceleration: the Sun's GM/r² within the planets' few per cent.
      const second = Math.hypot(a.x - 2 * b.x + c.x, a.y - 2 * b.y + c.y, a.z - 2 * b.z + c.z);
      const radius = Math.hypot(b.x, b.y, b.z);
      const ratio = second / (0.01720209895 ** 2 / (radius * radius));
      expect(ratio).toBeGreaterThan(0.9);
      expect(ratio).toBeLessThan(1.1);
    }
  });
});
