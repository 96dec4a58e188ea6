import { describe, expect, it } from 'vitest';
import { channelCompletionDraft, moonPhaseDraft, stationDraft, sunGateChangeDraft } from './alert-drafts';
import { channelPartnersOf } from './channel-partners';
import type { GateCrossing, MoonPhaseEvent, Station } from './events';
import { natalGateSet } from './natal-gate-set';

const write = (instant: Date) => instant.toISOString().slice(0, 16).replace('T', ' ');
const sides = new Uint8Array(65);
sides[30] = 1;
sides[46] = 1;
const natal = natalGateSet(sides);

describe('alert drafts', () => {
  it('words a Moon channel completion, Medium, identified by its entry', () => {
    const entered = new Date('2024-03-05T10:00:00.000Z');
    const draft = channelCompletionDraft(
      {
        body: 'Moon',
        gate: 41,
        partner: channelPartnersOf(41)[0]!,
        entersInWindow: true,
        from: entered,
        until: new Date('2024-03-05T20:00:00.000Z'),
        entered,
      },
      write,
    );
    expect(draft).toMatchObject({
      category: 'ChannelCompletion',
      severity: 'Medium',
      title: 'Moon completes channel 30-41 (Recognition)',
      gates: [41, 30],
      channelId: '30-41',
      idInstant: entered,
      idVariant: 'entry',
    });
    expect(draft.description).toBe(
      'The Moon enters gate 41 (Contraction) on 2024-03-05 10:00 — completes channel 30-41 (Recognition) with your gate 30. It stays until 2024-03-05 20:00 (about 10 hours).',
    );
  });

  it('rates a Sun gate change Medium when the Earth enters a natal gate', () => {
    const crossing: GateCrossing = {
      body: 'Sun',
      fromGate: 36,
      fromLine: 6,
      toGate: 25,
      toLine: 1,
      instant: new Date('2024-03-18T08:51:19.000Z'),
      julianDayUt: 0,
      retrograde: false,
    };
    const draft = sunGateChangeDraft(crossing, undefined, natal, write);
    expect(draft.severity).toBe('Medium');
    expect(draft.description).toMatch(/the Earth enters gate 46\. Gate 46 is one of your natal gates\.$/);
    expect(draft).not.toHaveProperty('until');
  });

  it('drafts New and Full Moons only', () => {
    const phase: MoonPhaseEvent = {
      phase: 'First Quarter',
      instant: new Date('2024-03-17T04:11:00.000Z'),
      julianDayUt: 0,
      moonLongitudeDegrees: 87,
      gate: 12,
      line: 5,
      zodiacSign: 'Gemini',
    };
    expect(moonPhaseDraft(phase, natal, write)).toBeNull();
    expect(moonPhaseDraft({ ...phase, phase: 'Full Moon', gate: 30 }, natal, write)).toMatchObject({
      category: 'FullMoon',
      severity: 'Medium',
      title: 'Full Moon in gate 30 (Feelings)',
    });
  });

  it('rates a station High in a natal gate and Low elsewhere', () => {
    const station: Station = {
      body: 'Mercury',
      kind: 'retrograde',
      instant: new Date('2024-04-01T22:14:30.000Z'),
      julianDayUt: 0,
      longitudeDegrees: 27,
      gate: 30,
      line: 1,
    };
    expect(stationDraft(station, natal, write)).toMatchObject({ severity: 'High', title: 'Mercury stations retrograde in gate 30' });
    expect(stationDraft({ ...station, gate: 3 }, natal, write).severity).toBe('Low');
    expect(stationDraft({ ...station, gate: 41 }, natal, write)).toMatchObject({ severity: 'Medium' });
  });
});
