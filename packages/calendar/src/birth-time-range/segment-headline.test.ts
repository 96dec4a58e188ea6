import { natalChartAt } from '@mandala/bodygraph';
import { describe, expect, it } from 'vitest';
import { activationsOfChart, HEADLINE_FIELDS, headlineOfChart } from './segment-headline';

describe('headlineOfChart', () => {
  const chart = natalChartAt(new Date('1982-03-27T14:05:00.000Z'), { version: 'v2' });

  it('takes the v2 chart’s own values, channels as { Id, Name }', () => {
    const headline = headlineOfChart(chart);
    expect(Object.keys(headline)).toEqual([...HEADLINE_FIELDS]);
    expect(headline.Type).toBe(chart.Type);
    expect(headline.Profile).toBe(chart.Profile);
    expect(headline.IncarnationCross).toBe(chart.IncarnationCross);
    expect(headline.Channels).toEqual(chart.Channels.map(({ Id, Name }) => ({ Id, Name })));
  });

  it('lists the 26 activations as gate and line, personality first', () => {
    const activations = activationsOfChart(chart);
    expect(activations).toHaveLength(26);
    expect(activations[0]).toEqual({ Gate: chart.Gates[0]?.Gate, Line: chart.Gates[0]?.Line, Planet: 'Sun', Activation: 'Personality' });
    expect(activations[13]?.Activation).toBe('Design');
  });
});
