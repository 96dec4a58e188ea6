import { describe, expect, it } from 'vitest';
import { CalendarError } from '../errors';
import { resolveBirthMoment } from './birth-moment';
import { progressedChart } from './progressed-chart';
import { progressedInstant } from './progressed-instant';
import { returnChartAt } from './return-chart';

const birth = { date: '1990-05-12T08:30', timezone: 'Europe/Berlin' };

describe('progressedChart', () => {
  const result = progressedChart({ birth, progressedTo: '2026-05-12T08:30' });

  it('casts the chart for birth + elapsed days / 365.24219 exactly as a natal chart', () => {
    expect(result.ProgressedTo).toEqual({ Utc: '2026-05-12T06:30:00.000Z', Local: '2026-05-12T08:30:00' });
    const instant = progressedInstant(resolveBirthMoment(birth).instant, new Date('2026-05-12T06:30:00.000Z'));
    expect(result.ProgressedInstant.Utc).toBe(instant.toISOString());
    expect(result.ProgressedInstant.Utc.slice(0, 10)).toBe('1990-06-17');
    expect(result.Progressed).toEqual(returnChartAt(instant));
  });

  it('compares with the natal chart', () => {
    const natal = returnChartAt(resolveBirthMoment(birth).instant);
    expect(result.Natal).toEqual({ Type: natal.Type, Profile: natal.Profile, Authority: natal.Authority });
    expect(result.Comparison).toEqual({ NatalType: natal.Type, ProgressedType: result.Progressed.Type, NatalProfile: natal.Profile, ProgressedProfile: result.Progressed.Profile });
    expect(result.Changes.TypeChanged).toBe(natal.Type !== result.Progressed.Type);
    expect(result.Changes.ProfileChanged).toBe(true);
    expect(result.Comparison.ProgressedProfile).toBe('4/6');
    expect(result.Changes.AuthorityChanged).toBe(natal.Authority !== result.Progressed.Authority);
    expect(result.Changes.NewGates).toEqual(result.Progressed.ActiveGates.filter((gate) => !natal.ActiveGates.includes(gate)));
    expect(result.Changes.NewChannels).toEqual(result.Progressed.Channels.filter((channel) => !natal.Channels.some((each) => each.Id === channel.Id)));
    expect(result.Changes.NewDefinedCenters).toEqual(result.Progressed.DefinedCenters.filter((center) => !natal.DefinedCenters.includes(center)));
    expect(result.Changes.Summary).toMatch(/^After 36\.0 years of life the type stays Projector, the profile moves from 3\/5 to 4\/6/);
    expect(result.Changes.Summary).toContain(result.Changes.NewGates.join(', '));
  });

  it('changes nothing a minute after the birth', () => {
    const early = progressedChart({ birth, progressedTo: '1990-05-12T08:31' });
    expect(early.Changes).toMatchObject({ TypeChanged: false, ProfileChanged: false, AuthorityChanged: false, NewGates: [], NewChannels: [], NewDefinedCenters: [] });
    expect(early.Changes.Summary).toContain('No gate is active that is not active at birth.');
    expect(early.ProgressedInstant).toEqual({ Utc: '1990-05-12T06:30:00.164Z', Local: '1990-05-12T08:30:00' });
  });

  it('rejects a date not after the birth', () => {
    for (const progressedTo of ['1990-05-12T08:30', '1980-01-01T00:00']) {
      expect(() => progressedChart({ birth, progressedTo })).toThrow(CalendarError);
      expect(() => progressedChart({ birth, progressedTo })).toThrow(/must be after the birth/);
    }
    expect(() => progressedChart({ birth, progressedTo: 'soon' })).toThrow(expect.objectContaining({ code: 'invalid_date' }));
  });
});
