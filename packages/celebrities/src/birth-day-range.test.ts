import { HEADLINE_FIELDS } from '@mandala/calendar';
import { describe, expect, it } from 'vitest';
import { celebrityBirthDayRange, certainChartFieldsOverBirthDay } from './birth-day-range';
import { celebrityChartSummary, type CelebrityChartSummary } from './celebrity-chart';
import type { CelebrityRecord } from './celebrity-record';
import { CELEBRITIES } from './data/all-celebrities';
import { findCelebrityRecord } from './get-celebrity';

function record(slug: string): CelebrityRecord {
  const found = findCelebrityRecord(slug);
  if (found === undefined) throw new Error(`no record ${slug}`);
  return found;
}

describe('celebrityBirthDayRange', () => {
  it('is null for a record with a birth time', () => {
    expect(celebrityBirthDayRange(record('albert-einstein'))).toBeNull();
    expect(certainChartFieldsOverBirthDay(record('albert-einstein'))).toBeNull();
  });

  it('gives the certain and uncertain headline fields over the birth day (Charles Darwin)', () => {
    const range = celebrityBirthDayRange(record('charles-darwin'));
    expect(range?.Window).toEqual({
      Basis: 'Zone',
      Timezone: 'Europe/London',
      StartLocal: '1809-02-12T00:00:00.000-00:01:15',
      EndLocal: '1809-02-13T00:00:00.000-00:01:15',
      StartUtc: '1809-02-12T00:01:15.000Z',
      EndUtc: '1809-02-13T00:01:15.000Z',
      Minutes: 1440,
    });
    expect(range?.Certain.Type).toEqual({ Id: 'projector', Name: 'Projector' });
    const fields = [...Object.keys(range?.Certain ?? {}), ...(range?.Uncertain ?? []).map((field) => field.Field)];
    expect(fields.sort()).toEqual([...HEADLINE_FIELDS].sort());
    const profile = range?.Uncertain.find((field) => field.Field === 'Profile');
    expect(profile?.Alternatives.length).toBeGreaterThan(1);
    const shares = profile?.Alternatives.reduce((sum, alternative) => sum + alternative.ShareOfWindow, 0);
    expect(shares).toBeCloseTo(1, 9);
    expect(certainChartFieldsOverBirthDay(record('charles-darwin'))).toEqual(['Type', 'IncarnationCross']);
  });

  it('is computed once and kept frozen', () => {
    const first = celebrityBirthDayRange(record('marie-curie'));
    expect(celebrityBirthDayRange(record('marie-curie'))).toBe(first);
    expect(Object.isFrozen(first?.Certain)).toBe(true);
    expect(Object.isFrozen(first?.Uncertain[0]?.Alternatives[0]?.Value)).toBe(true);
  });

  it('agrees with the 12:00 chart on every certain field of every record without a birth time', () => {
    const valueOf: Record<keyof CelebrityChartSummary, (value: unknown) => string> = {
      Type: (value) => (value as { Name: string }).Name,
      Profile: (value) => (value as { Id: string }).Id,
      Authority: (value) => (value as { Name: string }).Name,
      Definition: (value) => (value as { Name: string }).Name,
      IncarnationCross: (value) => (value as { Name: string }).Name,
    };
    const disagreements: string[] = [];
    for (const each of CELEBRITIES.filter((candidate) => !candidate.timeKnown)) {
      const range = celebrityBirthDayRange(each);
      const summary = celebrityChartSummary(each);
      for (const field of certainChartFieldsOverBirthDay(each) ?? []) {
        const certain = valueOf[field](range?.Certain[field]);
        if (certain !== summary[field]) {
          disagreements.push(`${each.slug} ${field}: ${certain} over the day, ${summary[field]} at 12:00`);
        }
      }
      for (const field of range?.Uncertain ?? []) {
        if (field.Field in summary) expect(certainChartFieldsOverBirthDay(each), each.slug).not.toContain(field.Field);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
