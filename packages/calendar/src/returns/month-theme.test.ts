import { describe, expect, it } from 'vitest';
import { emotionalTone, monthTheme } from './month-theme';
import { returnChartAt, type ReturnChart } from './return-chart';

const natal = returnChartAt(new Date('1990-05-12T06:30:00.000Z'));
const month = returnChartAt(new Date('2026-03-11T04:11:34.000Z'));
const withCenters = (centers: string[]): ReturnChart => ({ ...month, DefinedCenters: centers });

describe('monthTheme', () => {
  it('focuses on the natal Moon gate', () => {
    const theme = monthTheme(natal, month, 1);
    expect(theme.MoonGate).toMatchObject({ Gate: 26, Name: 'The Egoist' });
    expect(theme.MainTheme).toContain('gate 26 (The Egoist), line 2 (Hermit)');
    expect(theme.MainTheme).toContain(theme.MoonGate.Theme);
    expect(theme.Highlights[0]).toMatch(/^The month's chart is a /);
    expect(theme.Highlights.join(' ')).not.toContain('twice');
    expect(monthTheme(natal, month, 2).Highlights.at(-1)).toContain('twice');
  });

  it('colours the emotional tone by the element of the Moon sign and the Solar Plexus', () => {
    const defined = withCenters(['Solar Plexus']);
    const open = withCenters([]);
    expect(emotionalTone('Aries', defined)).toMatch(/^With the Moon in Aries, feelings run warm and quick/);
    expect(emotionalTone('Taurus', defined)).toContain('routines');
    expect(emotionalTone('Libra', defined)).toContain('talked and thought through');
    expect(emotionalTone('Pisces', defined)).toContain('run deep');
    expect(emotionalTone('Pisces', defined)).toContain('defines the Solar Plexus');
    expect(emotionalTone('Pisces', open)).toContain('Solar Plexus is open');
  });
});
