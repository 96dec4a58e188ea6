import { compositeChart, natalChart } from '@mandala/bodygraph';
import { describe, expect, it } from 'vitest';
import { toolResultMarkdown } from '../../tool-text/tool-result-markdown';
import { natalDataFromText } from './chart-from-text';
import { chartViewOf } from './chart-view';

const birth = { date: '1985-03-12T14:30', timezone: 'America/New_York' };
const sortedGates = (gates: readonly { Gate: number; Line: number; Planet: string; Activation: string }[]) =>
  gates.map((gate) => `${gate.Activation} ${gate.Planet} ${gate.Gate}.${gate.Line}`).sort();

describe('natalDataFromText', () => {
  it.each(['generate_chart', 'get_person_chart'])('reads back the centers, channels and both sides of a %s reading', (tool) => {
    const chart = natalChart(birth, { version: 'v2' });
    const data = natalDataFromText(toolResultMarkdown(tool, chart));
    expect(data).toMatchObject({ Type: chart.Type.Name, Profile: chart.Profile.Id, Authority: chart.Authority.Name, IncarnationCross: { Name: chart.IncarnationCross.Name } });
    expect(data?.DefinedCenters).toEqual(chart.Centers.filter((center) => center.Defined).map((center) => center.Name));
    expect((data?.Channels as { Id: string }[]).map((channel) => channel.Id)).toEqual(chart.Channels.map((channel) => channel.Id));
    expect(sortedGates(data?.Gates as never)).toEqual(sortedGates(chart.Gates));
  });

  it('reads a core reading without sides, and nothing from other readings', () => {
    const chart = natalChart(birth, { version: 'v2' });
    const core = { Type: chart.Type.Name, Profile: chart.Profile.Id, Authority: chart.Authority.Name, Definition: chart.Definition.Name, IncarnationCross: { Name: 'X' }, DefinedCenters: ['Throat', 'Root'], Channels: [{ Id: '12-22', Name: 'Openness' }] };
    expect(natalDataFromText(toolResultMarkdown('generate_chart', core))).toMatchObject({ DefinedCenters: ['Throat', 'Root'], Channels: [{ Id: '12-22' }], Gates: [] });
    const composite = compositeChart(birth, { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' }, { version: 'v1' });
    expect(natalDataFromText(toolResultMarkdown('generate_composite_chart', composite))).toBeUndefined();
    expect(natalDataFromText('validation_error: timezone: unknown.')).toBeUndefined();
  });
});

describe('chartViewOf without structuredContent', () => {
  it('draws the natal chart the text reads, and says when a result brought no data at all', () => {
    const chart = natalChart(birth, { version: 'v2' });
    const view = chartViewOf({ content: [{ type: 'text', text: toolResultMarkdown('generate_chart', chart) }] });
    expect(view).toMatchObject({ kind: 'natal', activations: true });
    if (view.kind === 'natal') expect(view.chart.Centers.filter((center) => center.Defined).map((center) => center.Name)).toEqual(chart.Centers.filter((center) => center.Defined).map((center) => center.Name));
    const composite = compositeChart(birth, { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' }, { version: 'v1' });
    expect(chartViewOf({ content: [{ type: 'text', text: toolResultMarkdown('generate_composite_chart', composite) }] })).toMatchObject({ kind: 'message', withoutData: true });
  });
});
