import { describe, expect, it } from 'vitest';
import type { CelebrityChartSummary } from './celebrity-chart';
import { chartFiltersHoldOverBirthDay, filteredChartFields, summaryMatchesChartFilters } from './chart-filter-match';
import { findCelebrityRecord } from './get-celebrity';

const summary: CelebrityChartSummary = {
  Type: 'Projector',
  Profile: '5/1',
  Authority: 'Mental',
  Definition: 'Single Definition',
  IncarnationCross: 'Left Angle Cross of Revolution 1',
};

describe('chart filter matching', () => {
  it('names the filtered fields in summary order', () => {
    expect(filteredChartFields({})).toEqual([]);
    expect(filteredChartFields({ authority: 'Mental', type: 'Projector' })).toEqual(['Type', 'Authority']);
    expect(filteredChartFields({ profile: '5/1' })).toEqual(['Profile']);
  });

  it('matches a summary on every filtered value', () => {
    expect(summaryMatchesChartFilters(summary, {})).toBe(true);
    expect(summaryMatchesChartFilters(summary, { type: 'Projector', profile: '5/1', authority: 'Mental' })).toBe(true);
    expect(summaryMatchesChartFilters(summary, { type: 'Projector', profile: '6/2' })).toBe(false);
    expect(summaryMatchesChartFilters(summary, { authority: 'Splenic' })).toBe(false);
  });

  it('holds over the birth day for a known time, and for an unknown one only on certain fields', () => {
    const einstein = findCelebrityRecord('albert-einstein');
    const darwin = findCelebrityRecord('charles-darwin');
    if (einstein === undefined || darwin === undefined) throw new Error('missing record');
    expect(chartFiltersHoldOverBirthDay(einstein, ['Type', 'Profile', 'Authority'])).toBe(true);
    expect(chartFiltersHoldOverBirthDay(darwin, [])).toBe(true);
    expect(chartFiltersHoldOverBirthDay(darwin, ['Type'])).toBe(true);
    expect(chartFiltersHoldOverBirthDay(darwin, ['Type', 'Profile'])).toBe(false);
    expect(chartFiltersHoldOverBirthDay(darwin, ['Authority'])).toBe(false);
  });
});
