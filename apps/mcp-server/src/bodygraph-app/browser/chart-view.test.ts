import { compositeChart, natalChart, transitChart } from '@mandala/bodygraph';
import { channels } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { chartViewOf } from './chart-view';
import { chartOfSide } from './side-filter';

const birth = { date: '1985-03-12T14:30', timezone: 'America/New_York' };
const other = { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' };
const envelope = (tool: string, data: unknown) => ({ structuredContent: { version: 'v1', tool, data, meta: {} } });

describe('chartViewOf', () => {
  it('tells natal (with and without sides), composite and transit results apart', () => {
    const natal = natalChart(birth, { version: 'v2' });
    expect(chartViewOf(envelope('generate_chart', natal))).toMatchObject({ kind: 'natal', activations: true });
    const core = { Type: 'Manifestor', Profile: '6/2', Authority: 'Emotional', Definition: 'Single Definition', IncarnationCross: { Name: 'X' }, DefinedCenters: ['Throat', 'Root'], Channels: [{ Id: '12-22', Name: 'Openness' }] };
    const coreView = chartViewOf(envelope('generate_chart', core));
    expect(coreView).toMatchObject({ kind: 'natal', activations: false });
    if (coreView.kind === 'natal') {
      expect(coreView.chart.Centers.filter((center) => center.Defined).map((center) => center.Name)).toEqual(['Throat', 'Root']);
      expect(coreView.chart.Gates).toEqual([]);
    }
    // A full v1 chart (get_person_chart's default version) keeps its sides.
    const v1 = natalChart(birth, { version: 'v1' });
    const v1View = chartViewOf(envelope('get_person_chart', v1));
    expect(v1View).toMatchObject({ kind: 'natal', activations: true });
    if (v1View.kind === 'natal') expect(v1View.chart.Gates).toHaveLength(26);
    expect(chartViewOf(envelope('generate_composite_chart', compositeChart(birth, other, { version: 'v1' })))).toMatchObject({ kind: 'composite' });
    expect(chartViewOf(envelope('get_transits', transitChart(birth, new Date('2026-03-01T12:00:00Z'))))).toMatchObject({ kind: 'transit' });
  });

  it('shows the failure sentence of an error result, and says so when a result holds no chart', () => {
    expect(chartViewOf({ isError: true, content: [{ type: 'text', text: 'insufficient_tier: Upgrade.' }, { type: 'text', text: '{"error":{}}' }] })).toEqual({
      kind: 'message',
      text: 'insufficient_tier: Upgrade.',
    });
    expect(chartViewOf(envelope('resolve_timezone', { Timezone: 'Europe/Berlin' }))).toMatchObject({ kind: 'message', text: expect.stringContaining('resolve_timezone gave none') });
    expect(chartViewOf({})).toMatchObject({ kind: 'message' });
  });
});

describe('chartOfSide', () => {
  const chart = natalChart(birth, { version: 'v2' });

  it("keeps one side's gates and the channels and centers that side defines alone", () => {
    for (const side of ['design', 'personality'] as const) {
      const filtered = chartOfSide(chart, side);
      const gates = new Set(filtered.Gates.map((gate) => gate.Gate));
      expect(filtered.Gates.every((gate) => gate.Activation.toLowerCase() === side)).toBe(true);
      const expected = channels.filter((channel) => gates.has(channel.gates[0]) && gates.has(channel.gates[1])).map((channel) => channel.id);
      expect(filtered.Channels.map((channel) => channel.Id)).toEqual(expected);
      const centers = new Set(channels.filter((channel) => expected.includes(channel.id)).flatMap((channel) => channel.centers));
      expect(filtered.Centers.filter((center) => center.Defined).map((center) => center.Name).sort()).toEqual([...centers].sort());
    }
  });

  it('leaves the chart as it is for both sides', () => {
    expect(chartOfSide(chart, 'both')).toBe(chart);
  });
});
