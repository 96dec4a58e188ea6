// Per-body accuracy of positions() against Swiss Ephemeris 2.10.03 (JPL-derived files), apparent geocentric
// longitude, true equinox of date, at the fixture's 1,200 random instants 1900-2100 and 200 instants 1800-2200.
import { describe, expect, it } from 'vitest';
import { LONGITUDE_BODY_NAMES, longitudesAt } from '../src/index';
import { isoOfJulianDayUt, longitudeDifferenceArcseconds, swissEphemerisRows } from './swisseph-fixture';

/** Tolerances in arcseconds: [mean, max] over 1900-2100, then [mean, max] over 1800-2200. */
const TOLERANCES: Record<string, [number, number, number, number]> = {
  Sun: [0.03, 0.08, 0.04, 0.1],
  Moon: [0.02, 0.06, 0.03, 0.1],
  Mercury: [0.03, 0.15, 0.05, 0.2],
  Venus: [0.03, 0.15, 0.05, 0.2],
  Mars: [0.06, 0.4, 0.08, 0.5],
  Jupiter: [0.02, 0.06, 0.02, 0.06],
  Saturn: [0.02, 0.05, 0.02, 0.05],
  Uranus: [0.03, 0.1, 0.03, 0.1],
  Neptune: [0.02, 0.06, 0.02, 0.06],
  Pluto: [0.02, 0.05, 0.02, 0.06],
  NorthNode: [0.09, 0.25, 0.15, 0.35],
};

interface Statistics {
  mean: number;
  max: number;
  worstInstant: string;
}

function measure(body: string, index: number, rows: ReturnType<typeof swissEphemerisRows>): Statistics {
  const longitudes = new Float64Array(11);
  let sum = 0;
  let max = 0;
  let worstInstant = '';
  for (const row of rows) {
    longitudesAt(row.julianDayUt, longitudes);
    const reference = row.bodies[body]?.longitude ?? Number.NaN;
    const error = Math.abs(longitudeDifferenceArcseconds(longitudes[index] as number, reference));
    sum += error;
    if (!(error <= max)) {
      max = error;
      worstInstant = isoOfJulianDayUt(row.julianDayUt);
    }
  }
  return { mean: sum / rows.length, max, worstInstant };
}

describe('apparent longitudes vs Swiss Ephemeris', () => {
  const rows = swissEphemerisRows();
  const centralRows = rows.slice(0, 1200);
  const wideRows = rows.slice(1200);

  LONGITUDE_BODY_NAMES.forEach((body, index) => {
    const [centralMean, centralMax, wideMean, wideMax] = TOLERANCES[body] ?? [0, 0, 0, 0];
    it(`${body}: 1900-2100 mean ≤ ${centralMean}″, max ≤ ${centralMax}″`, () => {
      const statistics = measure(body, index, centralRows);
      expect(
        statistics.mean,
        `${body} mean error ${statistics.mean.toFixed(4)}″ exceeds ${centralMean}″ over 1900-2100`,
      ).toBeLessThanOrEqual(centralMean);
      expect(
        statistics.max,
        `${body} error ${statistics.max.toFixed(4)}″ at ${statistics.worstInstant} exceeds ${centralMax}″`,
      ).toBeLessThanOrEqual(centralMax);
    });
    it(`${body}: 1800-2200 mean ≤ ${wideMean}″, max ≤ ${wideMax}″`, () => {
      const statistics = measure(body, index, wideRows);
      expect(
        statistics.mean,
        `${body} mean error ${statistics.mean.toFixed(4)}″ exceeds ${wideMean}″ over 1800-2200`,
      ).toBeLessThanOrEqual(wideMean);
      expect(
        statistics.max,
        `${body} error ${statistics.max.toFixed(4)}″ at ${statistics.worstInstant} exceeds ${wideMax}″`,
      ).toBeLessThanOrEqual(wideMax);
    });
  });
});
