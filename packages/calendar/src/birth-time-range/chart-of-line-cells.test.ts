import { natalChartAt } from '@mandala/bodygraph';
import { LONGITUDE_BODY_NAMES } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { activationTimeline } from './activation-timeline';
import { chartOfLineCells } from './chart-of-line-cells';
import { activationsOfChart, headlineOfChart } from './segment-headline';

describe('chartOfLineCells', () => {
  it('has the headline and the gates and lines of the natal chart the cells come from', () => {
    for (const iso of ['1912-04-15T02:20:00.000Z', '1969-07-20T20:17:40.000Z', '2024-02-29T12:00:00.000Z']) {
      const milliseconds = Date.parse(iso);
      const { initialLineCells } = activationTimeline(milliseconds, milliseconds + 60_000, 'activations');
      const natal = natalChartAt(new Date(milliseconds), { version: 'v2' });
      const chart = chartOfLineCells(initialLineCells, new Date(milliseconds), new Date(milliseconds));
      expect(headlineOfChart(chart)).toEqual(headlineOfChart(natal));
      expect(activationsOfChart(chart)).toEqual(activationsOfChart(natal));
    }
  });

  it('reads 11 bodies per side, personality first', () => {
    expect(LONGITUDE_BODY_NAMES).toHaveLength(11);
  });
});
