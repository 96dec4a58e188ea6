// The correctness bar for natal charts: Mandala's natal charts against reference charts built by the same rules from
// Swiss Ephemeris longitudes and design moments (test/fixtures/swisseph-charts.json, 3,000 births 1900-2100 UT).
// Only the ephemeris differs between the two sides, so a failure here points at positions or the design moment.
// Skips only when the fixture is missing; the thresholds below are the accepted bar and are not to be loosened.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatAgreementReport,
  loadSwissEphCharts,
  measureAgreement,
  type AgreementReport,
  type SwissEphChartRow,
} from '../scripts/measure-agreement';

const fixture = loadSwissEphCharts();

/** Smallest accepted share of the 26 activations per chart agreeing down to each level (cumulative). */
const ACTIVATION_BAR = { line: 0.9999, color: 0.999, tone: 0.995 } as const;
/** Smallest accepted share of charts agreeing on each property. */
const CHART_BAR = {
  type: 0.999,
  authority: 0.999,
  profile: 0.999,
  definition: 0.999,
  channels: 0.999,
  cross: 0.999,
  arrows: 0.995,
} as const;
/** Largest accepted design-instant difference for any chart, seconds. */
const DESIGN_INSTANT_TOLERANCE_SECONDS = 5;

describe.skipIf(fixture === null)('agreement with Swiss Ephemeris charts (3,000 births 1900-2100)', () => {
  let report: AgreementReport;

  beforeAll(() => {
    report = measureAgreement(fixture!);
    console.info(formatAgreementReport(report));
  }, 120_000);

  it('covers at least 3,000 charts whose reference design Sun is 88° behind the birth Sun', () => {
    expect(fixture!.charts.length).toBeGreaterThanOrEqual(3000);
    expect(report.chartCount).toBe(fixture!.charts.length);
    const sunColumn = fixture!.bodies.indexOf('Sun');
    for (const [, , , personality, design] of fixture!.charts) {
      const arc = ((((personality[sunColumn] as number) - (design[sunColumn] as number)) % 360) + 360) % 360;
      expect(Math.abs(arc - 88)).toBeLessThan(1e-7);
    }
  });

  it(`agrees on gate and line for ≥ ${ACTIVATION_BAR.line * 100}% of activations`, () => {
    expect(report.activationRates.line).toBeGreaterThanOrEqual(ACTIVATION_BAR.line);
  });

  it(`agrees down to the color for ≥ ${ACTIVATION_BAR.color * 100}% of activations`, () => {
    expect(report.activationRates.color).toBeGreaterThanOrEqual(ACTIVATION_BAR.color);
  });

  it(`agrees down to the tone for ≥ ${ACTIVATION_BAR.tone * 100}% of activations`, () => {
    expect(report.activationRates.tone).toBeGreaterThanOrEqual(ACTIVATION_BAR.tone);
  });

  it('agrees on type, authority, profile, definition, channels, cross and the four arrows', () => {
    const belowBar = Object.entries(CHART_BAR)
      .map(([property, bar]) => ({ property, bar, rate: report.chartRates[property as keyof typeof CHART_BAR] }))
      .filter(({ rate, bar }) => rate < bar);
    expect(belowBar).toEqual([]);
  });

  it(`puts every design instant within ${DESIGN_INSTANT_TOLERANCE_SECONDS} s of Swiss Ephemeris`, () => {
    expect(report.maxDesignDifferenceSeconds).toBeLessThanOrEqual(DESIGN_INSTANT_TOLERANCE_SECONDS);
  });
});

describe.skipIf(fixture === null)('agreement harness', () => {
  it('counts a body shifted by one tone as a tone mismatch of that body', () => {
    const plutoColumn = fixture!.bodies.indexOf('Pluto');
    const oneToneDegrees = 5.625 / 216;
    const shifted = {
      ...fixture!,
      charts: fixture!.charts.slice(0, 40).map(([birth, design, julianDay, personality, designSide]) => {
        const moved = [...personality];
        moved[plutoColumn] = (moved[plutoColumn] as number) + oneToneDegrees;
        return [birth, design, julianDay, moved, designSide] as SwissEphChartRow;
      }),
    };
    const shiftedReport = measureAgreement(shifted);
    expect(shiftedReport.toneMismatchesByBody.Pluto.personality).toBeGreaterThanOrEqual(38);
    expect(shiftedReport.activationRates.tone).toBeLessThan(1 - 38 / shiftedReport.activationCount + 1e-12);
  });
});
