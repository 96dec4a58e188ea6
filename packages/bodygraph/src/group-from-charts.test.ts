import { describe, expect, it } from 'vitest';
import { longitudeIn, sideIn } from '../test/synthetic-chart';
import { chartCoreFromLongitudes } from './chart-core';
import { groupFromCharts, groupMemberName } from './group-from-charts';
import { PENTA_GATES } from './group-penta';
import type { NatalChartCore } from './natal-chart';

function chartOf(personality: Parameters<typeof sideIn>[1], warnings: string[] = []): NatalChartCore {
  return {
    core: chartCoreFromLongitudes({ personality: sideIn(38, personality), design: sideIn(38, {}) }),
    birthInstant: new Date('1990-01-01T00:00:00Z'),
    designInstant: new Date('1989-10-03T00:00:00Z'),
    warnings,
  };
}

// Everyone has 38 and 39 (the fill and its Earth). Ada holds 20-34 and has 13; member 2 (no name) has 8, 34
// and 33; Cy has 1 and 33. So 1-8 forms only between member 2 and Cy (Electromagnetic), 13-33 needs all three
// (Group) and 20-34 is Ada's own (Held).
const members = [
  { chart: chartOf({ Moon: longitudeIn(20), Mercury: longitudeIn(34), Venus: longitudeIn(13) }), name: 'Ada' },
  { chart: chartOf({ Moon: longitudeIn(8), Mercury: longitudeIn(34), Venus: longitudeIn(33) }, ['a DST warning']) },
  { chart: chartOf({ Moon: longitudeIn(1), Venus: longitudeIn(33) }), name: ' Cy ' },
];

describe('groupFromCharts', () => {
  const group = groupFromCharts(members);

  it('names members, defaulting to Member 1, Member 2, … by position', () => {
    expect(group.Members.map((member) => [member.Index, member.Name])).toEqual([
      [0, 'Ada'],
      [1, 'Member 2'],
      [2, 'Cy'],
    ]);
    expect(groupMemberName(undefined, 0)).toBe('Member 1');
    expect(groupMemberName('   ', 11)).toBe('Member 12');
  });

  it('summarises each member', () => {
    expect(Object.keys(group.Members[0]!)).toEqual([
      'Index',
      'Name',
      'Type',
      'Profile',
      'Authority',
      'Definition',
      'IncarnationCross',
      'DefinedCenters',
    ]);
    expect(group.Members[0]).toMatchObject({ Type: 'Manifesting Generator', Authority: 'Sacral', DefinedCenters: ['Throat', 'Sacral'] });
    expect(group.Members[2]).toMatchObject({ Type: 'Reflector', Definition: 'No Definition', DefinedCenters: [] });
  });

  it('lists shared gates, most shared first, with member names', () => {
    expect(group.SharedGates.map((gate) => [gate.Gate, gate.Members, gate.MemberNames])).toEqual([
      [38, [0, 1, 2], ['Ada', 'Member 2', 'Cy']],
      [39, [0, 1, 2], ['Ada', 'Member 2', 'Cy']],
      [33, [1, 2], ['Member 2', 'Cy']],
      [34, [0, 1], ['Ada', 'Member 2']],
    ]);
  });

  it('finds an electromagnetic channel between two members of three', () => {
    const channel = group.Channels.find((candidate) => candidate.Id === '1-8');
    expect(channel).toMatchObject({
      Kind: 'Electromagnetic',
      Holders: [],
      GateHolders: [
        { Gate: 1, Members: [2] },
        { Gate: 8, Members: [1] },
      ],
      FormedTogether: true,
    });
  });

  it('finds a channel one member holds, and one only the three make', () => {
    const byId = Object.fromEntries(group.Channels.map((channel) => [channel.Id, channel]));
    expect(byId['20-34']).toMatchObject({ Kind: 'Held', Holders: [0], FormedTogether: false });
    expect(byId['13-33']).toMatchObject({ Kind: 'Group', Holders: [], FormedTogether: true });
    expect(group.Channels.map((channel) => channel.Id)).toEqual(['1-8', '13-33', '20-34']);
  });

  it('gives the combined chart and its defined and open centers', () => {
    expect(group.Combined.DefinedCenters).toEqual(['Throat', 'G', 'Sacral']);
    expect(group.Centers.Defined).toEqual(group.Combined.DefinedCenters);
    expect(group.Centers.Open).toEqual([...group.Combined.UndefinedCenters, ...group.Combined.OpenCenters].sort(byBodygraph));
    expect(group.Centers.Meaning).toContain('defines 3 of 9 centers');
  });

  it('scores every pair and names the strongest and the weakest', () => {
    const { Chemistry } = group;
    expect(Chemistry.Pairs.map((pair) => [pair.Person0, pair.Person1, pair.PersonNames])).toEqual([
      [0, 1, ['Ada', 'Member 2']],
      [0, 2, ['Ada', 'Cy']],
      [1, 2, ['Member 2', 'Cy']],
    ]);
    const overall = Chemistry.Pairs.map((pair) => pair.Overall);
    expect(Chemistry.AverageOverall).toBe(Math.round(overall.reduce((sum, value) => sum + value, 0) / overall.length));
    const strongest = Chemistry.Pairs.find((pair) => pair.Overall === Math.max(...overall))!;
    const weakest = Chemistry.Pairs.find((pair) => pair.Overall === Math.min(...overall))!;
    expect(Chemistry.Strongest).toEqual({
      Person0: strongest.Person0,
      Person1: strongest.Person1,
      Overall: strongest.Overall,
      Names: strongest.PersonNames,
    });
    expect(Chemistry.Weakest).toEqual({ Person0: weakest.Person0, Person1: weakest.Person1, Overall: weakest.Overall, Names: weakest.PersonNames });
    expect(Chemistry.Strongest.Overall).toBeGreaterThan(Chemistry.Weakest.Overall);
    expect(Chemistry.Formula).toMatch(/^Each pair is scored with the two-person composite formula: Overall = round\(0\.35 Attraction/);
  });

  it('gives the Penta for three members: gaps are the twelve gates minus the filled ones', () => {
    const penta = group.Penta!;
    expect(penta.FilledGates).toEqual([1, 8, 13, 33]);
    expect(penta.Gaps.map((gap) => gap.Gate)).toEqual(PENTA_GATES.filter((gate) => !penta.FilledGates.includes(gate)));
    expect(penta.Channels.filter((channel) => channel.Defined).map((channel) => channel.Id)).toEqual(['1-8', '13-33']);
    expect(penta.Channels[2]?.Gates[1]).toMatchObject({ Gate: 33, Members: [1, 2], MemberNames: ['Member 2', 'Cy'] });
  });

  it('gives the Penta up to five members and null from six', () => {
    const of = (count: number) => Array.from({ length: count }, (_, index) => members[index % 3]!);
    expect(groupFromCharts(of(5)).Penta).not.toBeNull();
    expect(groupFromCharts(of(6)).Penta).toBeNull();
    expect(groupFromCharts(of(12)).Penta).toBeNull();
  });

  it('prefixes warnings with the member name', () => {
    expect(group.Warnings).toEqual(['Member 2: a DST warning']);
  });

  it('refuses fewer than 3 or more than 12 members', () => {
    expect(() => groupFromCharts(members.slice(0, 2))).toThrowError(expect.objectContaining({ code: 'invalid_chart_input' }));
    expect(() => groupFromCharts(Array.from({ length: 13 }, () => members[0]!))).toThrowError(
      expect.objectContaining({ code: 'invalid_chart_input' }),
    );
  });
});

const ORDER = ['Head', 'Ajna', 'Throat', 'G', 'Heart', 'Sacral', 'Solar Plexus', 'Spleen', 'Root'];
function byBodygraph(a: string, b: string): number {
  return ORDER.indexOf(a) - ORDER.indexOf(b);
}
