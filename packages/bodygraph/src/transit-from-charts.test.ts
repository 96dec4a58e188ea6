import { describe, expect, it } from 'vitest';
import { longitudeIn, sideIn } from '../test/synthetic-chart';
import { chartCoreFromLongitudes, sideCoreFromPositions } from './chart-core';
import type { NatalChartCore } from './natal-chart';
import { transitFromCharts } from './transit-from-charts';

const natal: NatalChartCore = {
  core: chartCoreFromLongitudes({
    personality: sideIn(38, { Moon: longitudeIn(20), Mercury: longitudeIn(34), Venus: longitudeIn(1), Mars: longitudeIn(28) }),
    design: sideIn(38, {}),
  }),
  birthInstant: new Date('1990-01-01T00:00:00Z'),
  designInstant: new Date('1989-10-03T00:00:00Z'),
  warnings: [],
};
const transit = sideCoreFromPositions(
  sideIn(38, { Moon: longitudeIn(8, 3), Venus: longitudeIn(21), Mars: longitudeIn(45) }),
  'transit',
);

describe('transitFromCharts', () => {
  const chart = transitFromCharts(natal, transit, new Date('2026-01-01T00:00:00Z'));

  it('names natal, completed and transit-only channels', () => {
    const kinds = Object.fromEntries(chart.Channels.map((channel) => [channel.Id, channel.Kind]));
    expect(kinds).toEqual({ '1-8': 'Completed', '20-34': 'Natal', '21-45': 'Transit', '28-38': 'Natal' });
    expect(chart.TransitChannels).toEqual(['1-8', '21-45']);
  });

  it('overlays each transit activation on the natal gates', () => {
    expect(chart.GateOverlays).toHaveLength(13);
    expect(chart.GateOverlays.find((overlay) => overlay.Planet === 'Moon')).toEqual({
      Planet: 'Moon',
      Gate: 8,
      Line: 3,
      Center: 'Throat',
      Natal: null,
      CompletesChannels: ['1-8'],
    });
    expect(chart.GateOverlays.find((overlay) => overlay.Planet === 'Sun')).toMatchObject({ Gate: 38, Natal: 'Both' });
  });

  it('reports the combined chart and newly defined centers', () => {
    expect(chart.NewlyDefinedCenters).toEqual(['G', 'Heart']);
    expect(chart.Combined.Type).toBe('Manifesting Generator');
    expect(chart.Natal.Type.Name).toBe('Manifesting Generator');
    expect(chart.TransitDateUtc).toBe('2026-01-01T00:00:00.000Z');
    expect(chart.TransitGates).toEqual([8, 21, 38, 39, 45]);
  });
});
