import { describe, expect, it } from 'vitest';
import { headlineCertainty } from './headline-certainty';
import type { BirthTimeHeadline } from './segment-headline';

const generator: BirthTimeHeadline = {
  Type: { Id: 'generator', Name: 'Generator' },
  Authority: { Id: 'sacral', Name: 'Sacral' },
  Profile: { Id: '1/3', Name: 'Investigator / Martyr', PersonalityLine: 1, DesignLine: 3 },
  Definition: { Id: 'single-definition', Name: 'Single Definition' },
  IncarnationCross: { Id: 'right-angle-cross-of-the-sphinx-2', Name: 'Right Angle Cross of the Sphinx 2', Angle: 'Right Angle', Gates: [2, 1, 13, 7] },
  DefinedCenters: ['Sacral', 'Root'],
  Channels: [{ Id: '3-60', Name: 'Mutation' }],
};
const laterProfile: BirthTimeHeadline = {
  ...generator,
  Profile: { Id: '1/4', Name: 'Investigator / Opportunist', PersonalityLine: 1, DesignLine: 4 },
};
const otherChannels: BirthTimeHeadline = { ...generator, Channels: [{ Id: '3-60', Name: 'Mutation' }, { Id: '9-52', Name: 'Concentration' }] };

describe('headlineCertainty', () => {
  it('calls every field certain when one headline covers the window', () => {
    const { Certain, Uncertain } = headlineCertainty([{ headline: generator, milliseconds: 60_000 }]);
    expect(Certain).toEqual(generator);
    expect(Uncertain).toEqual([]);
  });

  it('gives each uncertain field its alternatives by share, largest first, shares adding up to 1', () => {
    const { Certain, Uncertain } = headlineCertainty([
      { headline: generator, milliseconds: 30 * 60_000 },
      { headline: laterProfile, milliseconds: 60 * 60_000 },
      { headline: otherChannels, milliseconds: 30 * 60_000 },
    ]);
    expect(Object.keys(Certain)).toEqual(['Type', 'Authority', 'Definition', 'IncarnationCross', 'DefinedCenters']);
    expect(Uncertain.map((field) => field.Field)).toEqual(['Profile', 'Channels']);
    const [profile, channels] = Uncertain;
    expect(profile?.Alternatives.map((each) => [(each.Value as BirthTimeHeadline['Profile']).Id, each.Minutes, each.ShareOfWindow])).toEqual([
      ['1/3', 60, 0.5],
      ['1/4', 60, 0.5],
    ]);
    expect(channels?.Alternatives.map((each) => each.ShareOfWindow)).toEqual([0.75, 0.25]);
  });

  it('adds up the time of a value that comes back after another', () => {
    const { Uncertain } = headlineCertainty([
      { headline: generator, milliseconds: 1000 },
      { headline: laterProfile, milliseconds: 5000 },
      { headline: generator, milliseconds: 2000 },
    ]);
    expect(Uncertain[0]?.Alternatives.map((each) => each.ShareOfWindow)).toEqual([5 / 8, 3 / 8]);
  });
});
