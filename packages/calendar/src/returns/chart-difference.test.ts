import { describe, expect, it } from 'vitest';
import { chartDifference } from './chart-difference';
import { returnChartAt, type ReturnChart } from './return-chart';

function chartWith(activeGates: number[], channels: string[], centers: string[]): ReturnChart {
  const base = returnChartAt(new Date('2000-01-01T00:00:00.000Z'));
  return { ...base, ActiveGates: activeGates, Channels: channels.map((Id) => ({ Id, Name: `channel ${Id}` })), DefinedCenters: centers };
}

describe('chartDifference', () => {
  it('lists what the second chart adds, in its order', () => {
    const from = chartWith([1, 8, 20], ['1-8'], ['G', 'Throat']);
    const to = chartWith([1, 8, 20, 34, 57], ['1-8', '20-34', '20-57'], ['G', 'Throat', 'Sacral', 'Spleen']);
    expect(chartDifference(from, to)).toEqual({
      newGates: [34, 57],
      newChannels: [
        { Id: '20-34', Name: 'channel 20-34' },
        { Id: '20-57', Name: 'channel 20-57' },
      ],
      newDefinedCenters: ['Sacral', 'Spleen'],
    });
  });

  it('finds nothing new between a chart and itself', () => {
    const chart = returnChartAt(new Date('1975-07-04T12:00:00.000Z'));
    expect(chartDifference(chart, chart)).toEqual({ newGates: [], newChannels: [], newDefinedCenters: [] });
  });
});
