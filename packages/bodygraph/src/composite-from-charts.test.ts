import { describe, expect, it } from 'vitest';
import { longitudeIn, sideIn } from '../test/synthetic-chart';
import { chartCoreFromLongitudes } from './chart-core';
import { compositeFromCharts } from './composite-from-charts';
import { chemistryScores } from './composite-chemistry';
import type { NatalChartCore } from './natal-chart';

function chartOf(personality: Parameters<typeof sideIn>[1]): NatalChartCore {
  return {
    core: chartCoreFromLongitudes({ personality: sideIn(38, personality), design: sideIn(38, {}) }),
    birthInstant: new Date('1990-01-01T00:00:00Z'),
    designInstant: new Date('1989-10-03T00:00:00Z'),
    warnings: [],
  };
}

// Person0: 20-34, 28-38 whole, gate 1. Person1: 21-45, 28-38 whole, gates 8 and 34.
const person0 = chartOf({ Moon: longitudeIn(20), Mercury: longitudeIn(34), Venus: longitudeIn(1), Mars: longitudeIn(28) });
const person1 = chartOf({
  Moon: longitudeIn(8),
  Mercury: longitudeIn(34),
  Venus: longitudeIn(21),
  Mars: longitudeIn(45),
  Jupiter: longitudeIn(28),
});

describe('compositeFromCharts', () => {
  it('classifies electromagnetic, companion, compromise and dominant channels', () => {
    const { Composite } = compositeFromCharts(person0, person1, 'v1');
    expect(Composite.ElectromagneticChannels).toEqual(['1-8']);
    expect(Composite.CompanionChannels).toEqual(['28-38']);
    expect(Composite.CompromiseChannels).toEqual(['20-34']);
    expect(Composite.DominantChannels).toEqual(['21-45']);
    expect(Composite.Channels.find((channel) => channel.Id === '20-34')).toMatchObject({
      Kind: 'Compromise',
      Holder: 'Person0',
      Person0Gates: [20, 34],
      Person1Gates: [34],
    });
    expect(Composite.Channels.find((channel) => channel.Id === '21-45')).toMatchObject({ Holder: 'Person1', Person0Gates: [] });
  });

  it('computes the combined chart from the union of gates', () => {
    const { Composite, Person0, Person1 } = compositeFromCharts(person0, person1, 'v1');
    expect(Composite.DefinedCenters).toEqual(['Throat', 'G', 'Heart', 'Sacral', 'Spleen', 'Root']);
    expect(Composite.Keynote).toBe('6-3');
    expect(Composite.Type).toBe('Manifesting Generator');
    expect(Composite.Definition).toBe('Split Definition');
    expect(Person0.Channels.map((channel) => channel.Id)).toEqual(['20-34', '28-38']);
    expect(Person1.Type).toBe('Manifestor');
  });

  it('adds chemistry, gate comparison and dynamics in v2', () => {
    const chart = compositeFromCharts(person0, person1, 'v2');
    expect(chart.Chemistry).toMatchObject({
      Attraction: 50,
      Friendship: 50,
      Harmony: 75,
      Growth: 40,
      SharedDefinition: 60,
      Overall: 54,
      Counts: { Electromagnetic: 1, Companion: 1, Compromise: 1, Dominant: 1, SharedDefinedCenters: 3 },
    });
    const row = (gate: number) => chart.GateComparison.find((entry) => entry.Gate === gate);
    expect(row(1)).toMatchObject({ Relation: 'Person0Only', Person0: 'Personality', Person1: null, CompletesWith: [8] });
    expect(row(8)).toMatchObject({ Relation: 'Person1Only', CompletesWith: [1] });
    expect(row(34)).toMatchObject({ Relation: 'Shared', CompletesWith: [] });
    expect(row(20)).toMatchObject({ CompletesWith: [] });
    expect(row(38)).toMatchObject({ Person0: 'Both', Person1: 'Both' });
    expect(chart.Dynamics.Person0ConditionsPerson1).toEqual(['Sacral']);
    expect(chart.Dynamics.Person1ConditionsPerson0).toEqual(['Heart']);
    expect(chart.Dynamics.SharedDefinition).toEqual(['Throat', 'Spleen', 'Root']);
    expect(chart.Dynamics.DefinedTogether).toEqual(['G']);
    expect(chart.Dynamics.Centers.find((center) => center.Center === 'G')).toMatchObject({
      Person0: 'Undefined',
      Person1: 'Open',
      Composite: 'Defined',
      DefinedBy: 'Together',
    });
  });

  it('rejects a version other than v1 or v2', () => {
    expect(() => compositeFromCharts(person0, person1, 'v3' as 'v1')).toThrowError(
      expect.objectContaining({ code: 'invalid_chart_input' }),
    );
  });
});

describe('chemistryScores', () => {
  it('stays within 0..100 and is 100 only when everything saturates', () => {
    const none = chemistryScores({ electromagnetic: 0, companion: 0, compromise: 0, dominant: 0, sharedDefinedCenters: 0, eitherDefinedCenters: 0 });
    expect(none).toEqual({ Attraction: 0, Friendship: 0, Harmony: 100, Growth: 0, SharedDefinition: 0, Overall: 15 });
    const lots = chemistryScores({ electromagnetic: 30, companion: 30, compromise: 0, dominant: 40, sharedDefinedCenters: 9, eitherDefinedCenters: 9 });
    expect(lots.Overall).toBe(100);
  });
});
