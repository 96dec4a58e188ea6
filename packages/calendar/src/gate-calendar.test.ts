import { describe, expect, it } from 'vitest';
import { channelsCompletedBy } from './channel-partners';
import { gateCalendar } from './gate-calendar';

describe('gateCalendar', () => {
  const march = gateCalendar({ year: 2024, month: 3, timezone: 'Europe/Berlin' });

  it('has the 31 local days of March 2024 in Berlin despite the DST change', () => {
    expect(march).toMatchObject({ Year: 2024, Month: 3, Timezone: 'Europe/Berlin' });
    expect(march.Days).toHaveLength(31);
    expect(march.Days[30]!.Date).toBe('2024-03-31');
  });

  it('derives active gates from the 13 activating bodies and active channels from those gates', () => {
    for (const day of march.Days) {
      const gates = Object.entries(day.Planets)
        .filter(([body]) => body !== 'Chiron')
        .map(([, position]) => position.Gate);
      expect(day.ActiveGates).toEqual([...new Set(gates)].sort((a, b) => a - b));
      expect(day.ActiveChannels).toEqual(channelsCompletedBy(day.ActiveGates));
      for (const channel of day.ActiveChannels) {
        const [low, high] = channel.Id.split('-').map(Number);
        expect(day.ActiveGates).toContain(low);
        expect(day.ActiveGates).toContain(high);
        expect(channel.Name.length).toBeGreaterThan(0);
      }
    }
  });

  it('lists each gate change under the local day it happens on', () => {
    let total = 0;
    for (const day of march.Days) {
      for (const change of day.GateChanges) expect(change.Local.slice(0, 10)).toBe(day.Date);
      total += day.GateChanges.length;
    }
    expect(march.Summary.TotalGateChanges).toBe(total);
    const sunIntoGate25 = march.Days.flatMap((day) => day.GateChanges).filter(
      (change) => change.Planet === 'Sun' && change.ToGate === 25,
    );
    expect(sunIntoGate25).toHaveLength(1);
  });

  it('summarises the most active gates', () => {
    const most = march.Summary.MostActiveGates;
    expect(most.length).toBeLessThanOrEqual(10);
    expect(most[0]!.Days).toBe(31);
    most.slice(1).forEach((entry, index) => {
      const before = most[index]!;
      expect(before.Days > entry.Days || (before.Days === entry.Days && before.Gate < entry.Gate)).toBe(true);
    });
    for (const entry of most) {
      expect(march.Days.filter((day) => day.ActiveGates.includes(entry.Gate))).toHaveLength(entry.Days);
    }
  });

  it('lists Sun gate changes, New and Full Moons as significant dates', () => {
    const dates = march.Summary.SignificantDates;
    const reasons = dates.map((date) => date.Reason);
    expect(reasons.filter((reason) => reason.startsWith('Sun moves'))).toHaveLength(6);
    expect(reasons.filter((reason) => /gate 25 \(/.test(reason) && reason.startsWith('Sun'))).toHaveLength(1);
    const newMoon = dates.find((date) => date.Reason.startsWith('New Moon'));
    expect(newMoon).toMatchObject({ Date: '2024-03-10', Local: expect.stringMatching(/^2024-03-10T10:0/) });
    const fullMoon = dates.find((date) => date.Reason.startsWith('Full Moon'));
    expect(fullMoon).toMatchObject({ Date: '2024-03-25', Local: expect.stringMatching(/^2024-03-25T08:0/) });
    const instants = dates.map((date) => Date.parse(date.Utc));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });

  it('lists stations among the significant dates (Mercury turns retrograde on 2024-04-01)', () => {
    const april = gateCalendar({ year: 2024, month: 4, timezone: 'UTC' });
    expect(april.Days).toHaveLength(30);
    expect(april.Summary.SignificantDates.map((date) => date.Reason)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Mercury stations retrograde in gate \d+ line \d$/)]),
    );
  });

  it('refuses a month outside 1..12', () => {
    expect(() => gateCalendar({ year: 2024, month: 0, timezone: 'UTC' })).toThrow(
      expect.objectContaining({ code: 'invalid_argument' }),
    );
  });
});
