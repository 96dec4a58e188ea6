import { describe, expect, it } from 'vitest';
import { CalendarError } from '../errors';
import { moonIllumination, PRINCIPAL_PHASE_HALF_WIDTH_DEGREES } from './index';
import { phaseNameOfElongation } from './moon-illumination';

describe('moonIllumination', () => {
  it('names a principal phase within ±6.095° of elongation (about a day around the instant) and the four between', () => {
    expect(PRINCIPAL_PHASE_HALF_WIDTH_DEGREES).toBeCloseTo(6.0954, 4);
    const width = PRINCIPAL_PHASE_HALF_WIDTH_DEGREES;
    const cases: Array<[number, string]> = [
      [0, 'New Moon'],
      [359.9, 'New Moon'],
      [360 - width, 'New Moon'],
      [width - 1e-6, 'New Moon'],
      [width, 'Waxing Crescent'],
      [45, 'Waxing Crescent'],
      [90 - width, 'First Quarter'],
      [90 + width - 1e-6, 'First Quarter'],
      [90 + width, 'Waxing Gibbous'],
      [180 - width, 'Full Moon'],
      [180, 'Full Moon'],
      [180 + width, 'Waning Gibbous'],
      [270, 'Last Quarter'],
      [270 + width, 'Waning Crescent'],
      [360 - width - 1e-6, 'Waning Crescent'],
    ];
    for (const [elongation, name] of cases) expect(phaseNameOfElongation(elongation), String(elongation)).toBe(name);
  });

  it('lights the Moon from 0 to 1 and back over a month, the elongation growing all the while', () => {
    let previousElongation = -1;
    let turns = 0;
    let largest = 0;
    let smallest = 1;
    for (let hour = 0; hour < 30 * 24; hour += 6) {
      const light = moonIllumination(new Date(Date.UTC(2024, 2, 11, 9) + hour * 3_600_000));
      if (light.elongationDegrees < previousElongation) turns += 1;
      previousElongation = light.elongationDegrees;
      largest = Math.max(largest, light.illuminatedFraction);
      smallest = Math.min(smallest, light.illuminatedFraction);
      expect(light.phaseAngleDegrees).toBeGreaterThanOrEqual(0);
      expect(light.phaseAngleDegrees).toBeLessThanOrEqual(180);
      expect(light.illuminatedFraction).toBeCloseTo((1 + Math.cos((light.phaseAngleDegrees * Math.PI) / 180)) / 2, 12);
    }
    expect(turns).toBe(1);
    expect(largest).toBeGreaterThan(0.99);
    expect(smallest).toBeLessThan(0.01);
  });

  it('refuses an invalid Date', () => {
    expect(() => moonIllumination(new Date('nonsense'))).toThrow(CalendarError);
  });
});
