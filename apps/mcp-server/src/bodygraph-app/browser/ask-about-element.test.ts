import { natalChart } from '@mandala/bodygraph';
import { getGate } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { chartViewOf } from './chart-view';
import { askLabel, questionAbout, selectionContext } from './ask-about-element';

const view = chartViewOf({ structuredContent: { version: 'v2', tool: 'generate_chart', data: natalChart({ date: '1985-03-12T14:30', timezone: 'America/New_York' }, { version: 'v2' }) } });

describe('questionAbout', () => {
  it('asks about a gate, a channel and a center by number and name', () => {
    expect(questionAbout({ gate: 34 }, view)).toBe(`Tell me more about gate 34 (${getGate(34).name}) in my chart.`);
    expect(questionAbout({ channel: '12-22' }, view)).toMatch(/^Tell me more about channel 12-22 \(.+\) in my chart\.$/);
    expect(questionAbout({ center: 'Sacral' }, view)).toMatch(/^Tell me more about the Sacral center/);
    expect(askLabel({ gate: 34 }, view)).toBe(`Ask about gate 34 (${getGate(34).name})`);
  });

  it('gives the model what the page shows of the selection', () => {
    expect(selectionContext({ gate: 22 }, view)).toContain('Personality Sun');
  });
});
