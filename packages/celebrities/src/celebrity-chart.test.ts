// Every record's chart is recomputed here from its raw fields with the engine's public functions, so a
// change in the engine, the zone data or a record shows up as a failing test, never as stale data.
import { natalChart, natalChartAt } from '@mandala/bodygraph';
import { describe, expect, it } from 'vitest';
import { celebrityChartSummary, celebrityNatalChart } from './celebrity-chart';
import { CELEBRITIES } from './data/all-celebrities';
import { findCelebrityRecord } from './get-celebrity';

describe('celebrity charts', () => {
  it('match an independent engine run for every record', () => {
    const mismatches: string[] = [];
    for (const record of CELEBRITIES) {
      const wallClock = `${record.birthDate}T${record.birthTime ?? '12:00'}`;
      const expected =
        record.localMeanTime === true
          ? natalChartAt(
              new Date(Date.parse(`${wallClock}:00Z`) - Math.round(record.longitudeDegrees * 240) * 1000),
              { version: 'v1' },
            )
          : natalChart({ date: wallClock, timezone: record.timezone }, { version: 'v1' });
      const summary = celebrityChartSummary(record);
      const actual = [summary.Type, summary.Profile, summary.Authority, summary.Definition, summary.IncarnationCross];
      const wanted = [expected.Type, expected.Profile, expected.Authority, expected.Definition, expected.IncarnationCross.Name];
      if (JSON.stringify(actual) !== JSON.stringify(wanted)) mismatches.push(`${record.slug}: ${actual} != ${wanted}`);
      // No birth falls in a clock change's gap or fold; notices about which local mean time a zone used are allowed.
      const clockChanges = expected.Warnings.filter((warning) => warning === 'nonexistent_local_time' || warning === 'ambiguous_local_time');
      expect(clockChanges, record.slug).toEqual([]);
    }
    expect(mismatches).toEqual([]);
  });

  it('gives the full v3 chart with planets and variables', () => {
    const record = findCelebrityRecord('marilyn-monroe');
    if (record === undefined) throw new Error('missing record');
    const chart = celebrityNatalChart(record, 'v3');
    expect(chart.BirthDateUtc).toBe('1926-06-01T17:30:00.000Z');
    expect(Object.keys(chart.Planets.Personality)).toContain('Moon');
    expect(chart.Variables.Notation).toMatch(/^P[LR]{2} D[LR]{2}$/);
    expect(chart.Type.Name).toBe(celebrityChartSummary(record).Type);
  });

  it('spreads over every type', () => {
    const types = new Set(CELEBRITIES.map((record) => celebrityChartSummary(record).Type));
    expect([...types].sort()).toEqual(['Generator', 'Manifesting Generator', 'Manifestor', 'Projector', 'Reflector']);
  });
});
