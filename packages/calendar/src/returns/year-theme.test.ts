import { getChannel } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { chartDifference } from './chart-difference';
import { returnChartAt } from './return-chart';
import { lineArchetypeName, newChannelSentence, typeSentence, yearTheme } from './year-theme';

const natal = returnChartAt(new Date('1990-05-12T06:30:00.000Z'));
const year = returnChartAt(new Date('2026-05-11T23:37:58.000Z'));

describe('yearTheme', () => {
  const theme = yearTheme(natal, year);

  it('focuses on the Sun and Earth gates and the channels the year adds', () => {
    expect(theme.SunGate).toMatchObject({ Gate: 23, Name: 'Assimilation' });
    expect(theme.EarthGate).toMatchObject({ Gate: 43, Name: 'Insight' });
    expect(theme.MainTheme).toContain('gate 23 (Assimilation), line 3');
    expect(theme.MainTheme).toContain('gate 43 (Insight)');
    expect(theme.MainTheme).toContain(theme.SunGate.Theme);
    expect(theme.KeyChannels).toEqual(chartDifference(natal, year).newChannels);
    expect(theme.KeyChannels.length).toBeGreaterThan(0);
  });

  it('highlights type, profile, definition, the new channels and centers', () => {
    expect(theme.Highlights[0]).toBe(typeSentence(natal, year, "The year's"));
    expect(theme.Highlights[1]).toMatch(/^Profile 3\/5: the personality line 3 \(Martyr\) repeats the natal Sun/);
    for (const channel of theme.KeyChannels) expect(theme.Highlights).toContain(newChannelSentence(channel, 'this year'));
    expect(theme.Highlights.join(' ')).toContain(getChannel(theme.KeyChannels[0]!.Id).theme);
    expect(theme.Highlights.at(-1)).toMatch(/^Defined this year and not at birth: the /);
  });

  it('says when the year adds no channel and the type is the natal one', () => {
    const same = yearTheme(natal, natal);
    expect(same.KeyChannels).toEqual([]);
    expect(same.Highlights[0]).toContain('like the natal chart');
    expect(same.Highlights).toContain('No channel beyond the natal ones is defined this year: the year works through the natal definition.');
  });

  it('names the line archetypes', () => {
    expect([1, 2, 3, 4, 5, 6].map(lineArchetypeName)).toEqual(['Investigator', 'Hermit', 'Martyr', 'Opportunist', 'Heretic', 'Role Model']);
  });
});
