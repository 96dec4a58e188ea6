import { describe, expect, it } from 'vitest';
import { compositeChartSummary } from './composite-summary';

describe('compositeChartSummary', () => {
  it('summarizes both people, the combined chart, the channels by kind and the chemistry', () => {
    const chart = {
      Person0: { Type: { Id: 'manifestor', Name: 'Manifestor' }, Profile: { Id: '6/2', Name: 'Role Model / Hermit' } },
      Person1: { Type: { Id: 'generator', Name: 'Generator' }, Profile: { Id: '3/5', Name: 'Martyr / Heretic' } },
      Composite: {
        Type: 'Manifesting Generator',
        Authority: 'Emotional',
        Definition: 'Split Definition',
        DefinedCenters: ['Throat', 'Sacral', 'Solar Plexus', 'Root'],
        Keynote: '4-1',
        ElectromagneticChannels: ['12-22'],
        CompanionChannels: [],
        CompromiseChannels: ['34-57'],
        DominantChannels: ['23-43'],
      },
      Chemistry: { Overall: 61, Attraction: 50, Friendship: 0, Harmony: 75, Growth: 40, SharedDefinition: 33.3 },
    };
    expect(compositeChartSummary(chart)).toEqual([
      { label: 'First person', value: 'Manifestor 6/2' },
      { label: 'Second person', value: 'Generator 3/5' },
      { label: 'Together: type', value: 'Manifesting Generator' },
      { label: 'Together: authority', value: 'Emotional' },
      { label: 'Together: definition', value: 'Split Definition' },
      { label: 'Defined centers together', value: 'Throat, Sacral, Solar Plexus, Root' },
      { label: 'Keynote (defined-open)', value: '4-1' },
      { label: 'Electromagnetic channels', value: '12-22' },
      { label: 'Companion channels', value: 'none' },
      { label: 'Compromise channels', value: '34-57' },
      { label: 'Dominant channels', value: '23-43' },
      { label: 'Chemistry (0–100)', value: 'overall 61, attraction 50, friendship 0, harmony 75, growth 40, shared definition 33' },
    ]);
  });

  it('reads v1 people and leaves out what an answer does not carry', () => {
    expect(compositeChartSummary({ Person0: { Type: 'Projector', Profile: '1/3' }, Composite: { Type: 'Generator' } })).toEqual([
      { label: 'First person', value: 'Projector 1/3' },
      { label: 'Together: type', value: 'Generator' },
    ]);
  });
});
