// Local birth times in a DST gap or fold must stay visible in every chart version.
import { EphemerisError } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { BodygraphError, compositeChart, natalChart, natalChartAt } from '../src/index';

const GAP = { date: '2021-03-14T02:30', timezone: 'America/New_York' }; // clocks jumped 02:00 → 03:00
const FOLD = { date: '2021-11-07T01:30', timezone: 'America/New_York' }; // 01:00-02:00 happened twice

describe('time-zone warnings', () => {
  it('reports nonexistent_local_time in v1, v2 and v3', () => {
    expect(natalChart(GAP, { version: 'v1' }).Warnings).toEqual(['nonexistent_local_time']);
    expect(natalChart(GAP, { version: 'v2' }).Warnings).toEqual(['nonexistent_local_time']);
    const v3 = natalChart(GAP, { version: 'v3' });
    expect(v3.Warnings).toEqual(['nonexistent_local_time']);
    expect(v3.Meta.TimeZoneWarnings).toEqual(['nonexistent_local_time']);
  });

  it('reports ambiguous_local_time and takes the earlier instant by default', () => {
    const chart = natalChart(FOLD, { version: 'v1' });
    expect(chart.Warnings).toEqual(['ambiguous_local_time']);
    expect(chart.BirthDateUtc).toBe('2021-11-07T05:30:00.000Z');
  });

  it('prefixes each person in composites', () => {
    const chart = compositeChart(GAP, FOLD, { version: 'v1' });
    expect(chart.Warnings).toEqual(['Person0: nonexistent_local_time', 'Person1: ambiguous_local_time']);
  });

  it('lets ephemeris errors pass through unchanged', () => {
    expect(() => natalChart({ ...GAP, disambiguation: 'reject' }, { version: 'v1' })).toThrowError(
      expect.objectContaining({ name: 'EphemerisError', code: 'nonexistent_local_time' }),
    );
    let thrown: unknown;
    try {
      natalChart({ date: '1990-01-01T12:00', timezone: 'EST' }, { version: 'v1' });
    } catch (error) {
      thrown = error;
    }
    expect(EphemerisError.isInstance(thrown)).toBe(true);
    expect((thrown as EphemerisError).code).toBe('invalid_timezone');
  });

  it('throws BodygraphError invalid_chart_input for misuse', () => {
    let thrown: unknown;
    try {
      natalChartAt(new Date(Number.NaN), { version: 'v1' });
    } catch (error) {
      thrown = error;
    }
    expect(BodygraphError.isInstance(thrown)).toBe(true);
    expect((thrown as BodygraphError).code).toBe('invalid_chart_input');
    expect(() => natalChart(GAP, { version: 'v9' as 'v1' })).toThrowError(expect.objectContaining({ code: 'invalid_chart_input' }));
  });
});
