import { describe, expect, it } from 'vitest';
import { longitudeIn, sideIn } from '../test/synthetic-chart';
import { chartCoreFromLongitudes } from './chart-core';
import { groupFromCharts } from './group-from-charts';
import type { NatalChartCore } from './natal-chart';

function chartOf(personality: Parameters<typeof sideIn>[1]): NatalChartCore {
  return {
    core: chartCoreFromLongitudes({ personality: sideIn(38, personality), design: sideIn(38, {}) }),
    birthInstant: new Date('1990-01-01T00:00:00Z'),
    designInstant: new Date('1989-10-03T00:00:00Z'),
    warnings: [],
  };
}

// All three share 38 and 39 (fill). Member 0 has 20-34 whole; member 1 has 8; member 2 has 1 (1-8 only together).
const members = [
  { chart: chartOf({ Moon: longitudeIn(20), Mercury: longitudeIn(34) }), name: 'Ada' },
  { chart: chartOf({ Moon: longitudeIn(8), Mercury: longitudeIn(34) }) },
  { chart: chartOf({ Moon: longitudeIn(1) }), name: 'Cy' },
];

describe('groupFromCharts', () => {
  const group = groupFromCharts(members);

  it('summarises each member', () => {
    expect(group.Members.map((member) => member.Name)).toEqual(['Ada', null, 'Cy']);
    expect(group.Members[0]).toMatchObject({ Type: 'Manifesting Generator', Authority: 'Sacral' });
    expect(group.Members[2]).toMatchObject({ Type: 'Reflector', Definition: 'No Definition' });
  });

  it('lists shared gates, most shared first', () => {
    expect(group.SharedGates.map((gate) => [gate.Gate, gate.Members])).toEqual([
      [38, [0, 1, 2]],
      [39, [0, 1, 2]],
      [34, [0, 1]],
    ]);
  });

  it('finds channels that exist only together', () => {
    const byId = Object.fromEntries(group.Channels.map((channel) => [channel.Id, channel]));
    expect(byId['1-8']).toMatchObject({ Holders: [], Contributors: [1, 2], FormedTogether: true });
    expect(byId['20-34']).toMatchObject({ Holders: [0], Contributors: [0, 1], FormedTogether: false });
    expect(group.Combined.DefinedCenters).toEqual(['Throat', 'G', 'Sacral']);
  });

  it('scores every pair', () => {
    expect(group.Chemistry.Pairs.map((pair) => [pair.Person0, pair.Person1])).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(group.Chemistry.Pairs[2]?.Counts.Electromagnetic).toBe(1);
    for (const pair of group.Chemistry.Pairs) {
      expect(pair.Overall).toBeGreaterThanOrEqual(0);
      expect(pair.Overall).toBeLessThanOrEqual(100);
    }
  });

  it('refuses fewer than 3 or more than 12 members', () => {
    expect(() => groupFromCharts(members.slice(0, 2))).toThrowError(expect.objectContaining({ code: 'invalid_chart_input' }));
    expect(() => groupFromCharts(Array.from({ length: 13 }, () => members[0]!))).toThrowError(
      expect.objectContaining({ code: 'invalid_chart_input' }),
    );
  });
});
