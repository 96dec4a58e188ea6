import { describe, expect, it } from 'vitest';
import { longitudeIn, sideIn } from '../test/synthetic-chart';
import { chartCoreFromLongitudes } from './chart-core';
import { chemistryBetween } from './composite-from-charts';
import { GROUP_CHEMISTRY_FORMULA, groupChemistry } from './group-chemistry';
import { natalChartCore, type NatalChartCore } from './natal-chart';

function chartOf(personality: Parameters<typeof sideIn>[1]): NatalChartCore {
  return {
    core: chartCoreFromLongitudes({ personality: sideIn(38, personality), design: sideIn(38, {}) }),
    birthInstant: new Date('1990-01-01T00:00:00Z'),
    designInstant: new Date('1989-10-03T00:00:00Z'),
    warnings: [],
  };
}

describe('groupChemistry', () => {
  // 0 and 1 spark 1-8 and 2-14 electromagnetically; 2 shares nothing but the fill with either.
  const charts = [
    chartOf({ Moon: longitudeIn(1), Mercury: longitudeIn(2) }),
    chartOf({ Moon: longitudeIn(8), Mercury: longitudeIn(14) }),
    chartOf({ Moon: longitudeIn(61) }),
    chartOf({ Moon: longitudeIn(8) }),
  ];
  const chemistry = groupChemistry(charts, ['A', 'B', 'C', 'D']);

  it('scores every pair with the two-person formula', () => {
    expect(chemistry.Pairs).toHaveLength(6);
    expect(chemistry.Pairs[0]).toMatchObject({ Person0: 0, Person1: 1, PersonNames: ['A', 'B'], ...chemistryBetween(charts[0]!, charts[1]!) });
    expect(chemistry.Formula).toBe(GROUP_CHEMISTRY_FORMULA);
  });

  it('gives every pair exactly what chemistryBetween gives, on real charts too', () => {
    const real = ['1950-03-01T06:10', '1961-07-14T23:45', '1977-11-30T12:00', '1984-02-29T04:20', '1999-12-31T23:59', '2012-06-21T17:30'].map(
      (date) => natalChartCore({ date, timezone: 'UTC' }, { withMotion: false }),
    );
    for (const set of [charts, real]) {
      const names = set.map((_, index) => `P${index}`);
      for (const pair of groupChemistry(set, names).Pairs) {
        const { Person0, Person1, PersonNames, ...scores } = pair;
        expect(PersonNames).toEqual([`P${Person0}`, `P${Person1}`]);
        expect(scores).toEqual(chemistryBetween(set[Person0]!, set[Person1]!));
      }
    }
  });

  it('averages Overall over the pairs, rounded', () => {
    const total = chemistry.Pairs.reduce((sum, pair) => sum + pair.Overall, 0);
    expect(chemistry.AverageOverall).toBe(Math.round(total / 6));
  });

  it('names the pair with the highest and the lowest Overall', () => {
    const sorted = [...chemistry.Pairs].sort((a, b) => b.Overall - a.Overall);
    expect(chemistry.Strongest).toEqual({ Person0: 0, Person1: 1, Overall: sorted[0]!.Overall, Names: ['A', 'B'] });
    expect(chemistry.Strongest.Overall).toBe(Math.max(...chemistry.Pairs.map((pair) => pair.Overall)));
    expect(chemistry.Weakest.Overall).toBe(Math.min(...chemistry.Pairs.map((pair) => pair.Overall)));
    expect(chemistry.Weakest.Overall).toBeLessThan(chemistry.Strongest.Overall);
  });

  it('takes the first pair in order on a tie', () => {
    const same = chartOf({});
    const tied = groupChemistry([same, same, same], ['A', 'B', 'C']);
    expect(tied.Strongest).toMatchObject({ Person0: 0, Person1: 1 });
    expect(tied.Weakest).toMatchObject({ Person0: 0, Person1: 1 });
  });
});
