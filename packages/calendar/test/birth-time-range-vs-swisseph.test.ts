// Birth-time range boundaries against Swiss Ephemeris 2.10.03: every instant of seeded random local days and two-day
// windows 1900-2100 at which one of the 26 activations changes line, found with swe_calc_ut itself (personality at the
// birth, design at the 88° solar-arc moment carried to its birth; test/fixtures/birth-time-range-swisseph.json, see
// its README). The same changes must be found, none missing and none extra, each within 1 s for the Sun and the Moon
// (either side), and for every body within what our ephemeris's own distance from Swiss Ephemeris at the reference
// instants explains, to 0.05 s. Figures: scripts/measure-birth-time-range-accuracy.ts.
import { describe, expect, it } from 'vitest';
import { compareBoundaries, type BoundaryComparison } from './birth-time-range-swisseph-fixture';

/** The search's own error allowed on top of what the ephemeris difference explains. */
const SEARCH_TOLERANCE_SECONDS = 0.05;

function describeComparison(each: BoundaryComparison): string {
  return `${each.side} ${each.body} ${each.instant.toISOString()}: ${each.differenceSeconds.toFixed(3)} s (explained ${each.explainedSeconds.toFixed(3)} s)`;
}

describe('birth-time range boundaries against Swiss Ephemeris', () => {
  const report = compareBoundaries();

  it('resolves the same windows and finds the same activation changes, none missing and none extra', () => {
    expect(report.windowCount).toBe(56);
    expect(report.windowMismatches).toEqual([]);
    expect(report.compared.length).toBeGreaterThan(2300);
    expect(report.missing).toEqual([]);
    expect(report.extra).toEqual([]);
  });

  it('puts every Sun and Moon boundary, personality and design, within 1 s of Swiss Ephemeris', () => {
    const fast = report.compared.filter((each) => each.body === 'Sun' || each.body === 'Moon');
    expect(fast.length).toBeGreaterThan(1800);
    expect(fast.filter((each) => Math.abs(each.differenceSeconds) > 1).map(describeComparison)).toEqual([]);
  });

  it('differs from Swiss Ephemeris at every boundary by no more than the ephemeris difference explains', () => {
    const unexplained = report.compared.filter(
      (each) => Math.abs(each.differenceSeconds) > 1 && Math.abs(each.differenceSeconds - each.explainedSeconds) > SEARCH_TOLERANCE_SECONDS,
    );
    expect(unexplained.map(describeComparison)).toEqual([]);
    const searchErrors = report.compared.map((each) => Math.abs(each.differenceSeconds - each.explainedSeconds));
    expect(Math.max(...searchErrors)).toBeLessThan(SEARCH_TOLERANCE_SECONDS);
  });

  it('puts every headline boundary on one of the compared activation changes', () => {
    expect(report.unmatchedHeadlineBoundaries).toEqual([]);
  });
});
