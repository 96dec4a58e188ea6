import { describe, expect, it } from 'vitest';
import { chartDepthSummary } from './chart-depth-summary';
import { natalChartSummary } from './chart-summary';

// Trimmed from GET /v3/hd-data for 1982-03-27T11:05 America/Sao_Paulo.
const side = (Activation: string, entries: Array<[string, number, number]>) => entries.map(([Planet, Gate, Line]) => ({ Planet, Gate, Line, Activation }));
const chart = {
  Gates: [
    ...side('Personality', [['Sun', 17, 3], ['Earth', 18, 3], ['Venus', 49, 2], ['Mars', 48, 3], ['Jupiter', 44, 2]]),
    ...side('Design', [['Sun', 58, 6], ['Earth', 52, 6], ['Moon', 49, 4], ['Venus', 19, 2], ['Mars', 18, 3], ['Jupiter', 28, 5]]),
  ],
  DefinitionSides: {
    ConsciousOnly: { Centers: ['Sacral'], Channels: ['34-57'] },
    UnconsciousOnly: { Centers: ['Solar Plexus'], Channels: ['18-58', '19-49'] },
    Shared: { Centers: ['Ajna', 'Throat', 'Spleen', 'Root'], Channels: ['17-62', '27-50', '32-54'] },
  },
  HangingGates: [
    { Gate: 61, Center: 'Head', Activation: 'Design', CompletingGates: [24] },
    { Gate: 11, Center: 'Ajna', Activation: 'Both', CompletingGates: [56] },
  ],
  Circuitry: {
    Groups: [
      { Name: 'Individual', ChannelCount: 1, Circuits: [{ Name: 'Knowing', Channels: ['34-57'] }] },
      { Name: 'Collective', ChannelCount: 2, Circuits: [{ Name: 'Understanding', Channels: ['17-62', '18-58'] }] },
      { Name: 'Tribal', ChannelCount: 3, Circuits: [{ Name: 'Ego', Channels: ['19-49', '32-54'] }, { Name: 'Defense', Channels: ['27-50'] }] },
      { Name: 'Integration', ChannelCount: 0, Circuits: [] },
    ],
    Dominant: 'Tribal',
  },
};

describe('chartDepthSummary', () => {
  it('shows the definition by side, the hanging gates, the circuitry and the Gene Keys of a v3 chart', () => {
    expect(chartDepthSummary(chart)).toEqual([
      { label: 'Conscious only', value: 'Sacral; channels 34-57' },
      { label: 'Unconscious only', value: 'Solar Plexus; channels 18-58, 19-49' },
      { label: 'Shared definition', value: 'Ajna, Throat, Spleen, Root; channels 17-62, 27-50, 32-54' },
      { label: 'Hanging gates', value: '61 Head (design; completed by 24), 11 Ajna (both; completed by 56)' },
      {
        label: 'Circuitry',
        value: 'Individual 1 (Knowing 34-57) · Collective 2 (Understanding 17-62, 18-58) · Tribal 3 (Ego 19-49, 32-54; Defense 27-50); dominant: Tribal',
      },
      {
        label: 'Gene Keys',
        value: "Life's Work 17.3, Evolution 18.3, Radiance 58.6, Purpose 52.6, Attraction 49.4, IQ 49.2, EQ 48.3, SQ 19.2, Core 18.3, Vocation 18.3, Culture 28.5, Pearl 44.2, Brand 17.3",
      },
    ]);
  });

  it('says "none" for an empty side and a chart without hanging gates, and names a tie', () => {
    const rows = chartDepthSummary({
      DefinitionSides: { ConsciousOnly: { Centers: [], Channels: [] } },
      HangingGates: [],
      Circuitry: { Groups: [{ Name: 'Tribal', ChannelCount: 1, Circuits: [{ Name: 'Ego', Channels: ['19-49'] }] }, { Name: 'Individual', ChannelCount: 1, Circuits: [{ Name: 'Knowing', Channels: ['1-8'] }] }], Dominant: null },
    });
    expect(rows.find((row) => row.label === 'Conscious only')?.value).toBe('none');
    expect(rows.find((row) => row.label === 'Hanging gates')?.value).toBe('none');
    expect(rows.find((row) => row.label === 'Circuitry')?.value).toMatch(/dominant: none \(a tie\)$/);
    expect(rows.some((row) => row.label === 'Gene Keys')).toBe(false);
  });

  it('is the tail of the natal summary, and adds nothing to a chart without those fields', () => {
    expect(natalChartSummary({ Type: 'Generator', ...chart }).map((row) => row.label)).toEqual([
      'Type',
      'Conscious only',
      'Unconscious only',
      'Shared definition',
      'Hanging gates',
      'Circuitry',
      'Gene Keys',
    ]);
    expect(chartDepthSummary({})).toEqual([]);
  });
});
