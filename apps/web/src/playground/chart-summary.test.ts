import { describe, expect, it } from 'vitest';
import { listText, nameOf, natalChartSummary } from './chart-summary';

// Trimmed from GET /hd-data and /v3/hd-data for 1985-03-12T14:30 America/New_York.
const chartV1 = {
  Type: 'Manifestor',
  Strategy: 'To Inform',
  Authority: 'Emotional',
  Profile: '6/2',
  Definition: 'Single Definition',
  IncarnationCross: { Name: 'Left Angle Cross of Informing 1', Angle: 'Left Angle', Gates: [22, 47, 11, 12] },
  DefinedCenters: ['Ajna', 'Throat', 'Solar Plexus', 'Root'],
  Channels: [{ Id: '12-22', Name: 'Openness' }, { Id: '23-43', Name: 'Structuring' }],
  Properties: { Signature: 'Peace', NotSelfTheme: 'Anger', ProfileName: 'Role Model / Hermit', Variables: 'PLL DRL' },
};
const chartV3 = {
  ...chartV1,
  Type: { Id: 'manifestor', Name: 'Manifestor' },
  Strategy: { Id: 'to-inform', Name: 'To Inform' },
  Authority: { Id: 'emotional', Name: 'Emotional' },
  Profile: { Id: '6/2', Name: 'Role Model / Hermit', PersonalityLine: 6, DesignLine: 2 },
  Definition: { Id: 'single-definition', Name: 'Single Definition' },
  Signature: 'Peace',
  NotSelfTheme: 'Anger',
  Variables: {
    Determination: { Color: 4, Tone: 6, Arrow: 'Right', Name: 'Touch' },
    Environment: { Color: 6, Tone: 1, Arrow: 'Left', Name: 'Shores' },
    Motivation: { Color: 4, Tone: 1, Arrow: 'Left', Name: 'Need' },
    Perspective: { Color: 2, Tone: 1, Arrow: 'Left', Name: 'Possibility' },
    Notation: 'PLL DRL',
  },
};

describe('natalChartSummary', () => {
  it('summarizes a v3 chart with its named variables', () => {
    expect(natalChartSummary(chartV3)).toEqual([
      { label: 'Type', value: 'Manifestor' },
      { label: 'Strategy', value: 'To Inform' },
      { label: 'Authority', value: 'Emotional' },
      { label: 'Profile', value: '6/2 Role Model / Hermit' },
      { label: 'Definition', value: 'Single Definition' },
      { label: 'Incarnation cross', value: 'Left Angle Cross of Informing 1 (gates 22, 47, 11, 12)' },
      { label: 'Defined centers', value: 'Ajna, Throat, Solar Plexus, Root' },
      { label: 'Defined channels', value: '12-22 Openness, 23-43 Structuring' },
      { label: 'Signature / not-self theme', value: 'Peace / Anger' },
      {
        label: 'Variables',
        value:
          'PLL DRL: Determination Touch (color 4, tone 6, arrow right); Environment Shores (color 6, tone 1, arrow left); ' +
          'Motivation Need (color 4, tone 1, arrow left); Perspective Possibility (color 2, tone 1, arrow left)',
      },
    ]);
  });

  it('reads the plain names of a v1 chart and its notation of the variables', () => {
    const rows = natalChartSummary(chartV1);
    expect(rows.find((row) => row.label === 'Profile')?.value).toBe('6/2 Role Model / Hermit');
    expect(rows.find((row) => row.label === 'Signature / not-self theme')?.value).toBe('Peace / Anger');
    expect(rows.find((row) => row.label === 'Variables')?.value).toBe('PLL DRL (v3 names each variable)');
  });

  it('says "none" for a chart without channels and leaves out what is missing', () => {
    const rows = natalChartSummary({ Type: 'Reflector', DefinedCenters: [], Channels: [] });
    expect(rows).toEqual([
      { label: 'Type', value: 'Reflector' },
      { label: 'Defined centers', value: 'none' },
      { label: 'Defined channels', value: 'none' },
    ]);
  });
});

describe('nameOf and listText', () => {
  it('read names of both shapes and join lists', () => {
    expect(nameOf('Generator')).toBe('Generator');
    expect(nameOf({ Id: 'generator', Name: 'Generator' })).toBe('Generator');
    expect(nameOf({ Id: 'generator' })).toBe('generator');
    expect(listText(['G', 'Sacral'])).toBe('G, Sacral');
    expect(listText([])).toBe('none');
  });
});
