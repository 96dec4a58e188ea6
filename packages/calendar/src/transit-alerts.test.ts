import { describe, expect, it } from 'vitest';
import { DEFAULT_STATION_BODIES } from './events';
import { channelPartnersOf } from './channel-partners';
import { transitAlerts, type TransitAlertsInput } from './transit-alerts';

const person: TransitAlertsInput = {
  birth: { date: '1990-05-12T08:30', timezone: 'Europe/Berlin' },
  start: new Date('2024-03-01T00:00:00.000Z'),
  days: 90,
  timezone: 'Europe/Berlin',
};

describe('transitAlerts', () => {
  const result = transitAlerts(person);

  it('describes the natal chart and the window', () => {
    expect(result.Natal).toEqual({
      Type: expect.any(String),
      Profile: expect.stringMatching(/^[1-6]\/[1-6]$/),
      Authority: expect.any(String),
      DefinedGates: expect.any(Array),
    });
    expect(result.Natal.DefinedGates).toEqual([...result.Natal.DefinedGates].sort((a, b) => a - b));
    expect(result).toMatchObject({
      StartUtc: '2024-03-01T00:00:00.000Z',
      EndUtc: '2024-05-30T00:00:00.000Z',
      Days: 90,
      Timezone: 'Europe/Berlin',
    });
  });

  it('keeps every alert inside the window, in time order, with well-formed fields', () => {
    expect(result.Alerts.length).toBeGreaterThan(20);
    let previous = Date.parse(result.StartUtc);
    for (const alert of result.Alerts) {
      const instant = Date.parse(alert.Details.Utc);
      expect(instant).toBeGreaterThanOrEqual(previous);
      expect(instant).toBeLessThanOrEqual(Date.parse(result.EndUtc));
      previous = instant;
      expect(alert.Id).toMatch(/^[0-9a-f]{16}$/);
      expect(alert.Title.length).toBeGreaterThan(0);
      expect(alert.Description.length).toBeGreaterThan(alert.Title.length);
      expect(['High', 'Medium', 'Low']).toContain(alert.Severity);
      if (alert.Details.UntilUtc !== undefined) {
        expect(Date.parse(alert.Details.UntilUtc)).toBeGreaterThan(instant);
        expect(alert.Details.UntilLocal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      }
    }
    expect(new Set(result.Alerts.map((alert) => alert.Id)).size).toBe(result.Alerts.length);
  });

  it('has every category: 3 New Moons, 3 Full Moons, Sun gate changes, stations of Mercury..Pluto and Chiron', () => {
    const byCategory = (category: string) => result.Alerts.filter((alert) => alert.Category === category);
    expect(byCategory('NewMoon')).toHaveLength(3);
    expect(byCategory('FullMoon')).toHaveLength(3);
    expect(byCategory('SunGateChange').length).toBeGreaterThanOrEqual(15);
    for (const alert of byCategory('SunGateChange')) expect(alert.Details.UntilUtc).toBeDefined();
    const stations = byCategory('Retrograde');
    expect(stations.map((alert) => alert.Details.Planet)).toEqual(expect.arrayContaining(['Mercury']));
    for (const alert of stations) {
      expect(DEFAULT_STATION_BODIES).toContain(alert.Details.Planet);
      expect(alert.Title).toMatch(/stations (retrograde|direct) in gate \d+$/);
    }
  });

  it('completes channels only with natal gates, never a channel the chart already defines', () => {
    const natal = new Set(result.Natal.DefinedGates);
    const completions = result.Alerts.filter((alert) => alert.Category === 'ChannelCompletion');
    expect(completions.length).toBeGreaterThan(10);
    for (const alert of completions) {
      const [transitGate, natalGate] = alert.Details.Gates as [number, number];
      expect(natal.has(natalGate)).toBe(true);
      expect(natal.has(transitGate)).toBe(false);
      const channel = channelPartnersOf(transitGate).find((partner) => partner.partnerGate === natalGate);
      expect(alert.Details.ChannelId).toBe(channel?.channelId);
      expect(alert.Details.Planet).not.toBe('Chiron');
      if (alert.Details.Planet === 'Moon') {
        expect(alert.Severity).toBe('Medium');
        expect(alert.Details.UntilUtc).toBeDefined();
      }
    }
  });

  it('lists at most 5 upcoming highlights, all High, the first High alerts', () => {
    const high = result.Alerts.filter((alert) => alert.Severity === 'High');
    expect(result.Summary.HighPriorityCount).toBe(high.length);
    expect(result.Summary.UpcomingHighlights.length).toBeLessThanOrEqual(5);
    expect(result.Summary.UpcomingHighlights).toEqual(high.slice(0, 5));
    for (const alert of result.Summary.UpcomingHighlights) expect(alert.Severity).toBe('High');
  });

  it('gives the same ids for the same input and different ids for a different person', () => {
    expect(transitAlerts(person)).toEqual(result);
    const other = transitAlerts({ ...person, birth: { date: '1975-11-02T17:45', timezone: 'America/New_York' } });
    const ids = new Set(result.Alerts.map((alert) => alert.Id));
    for (const alert of other.Alerts) expect(ids.has(alert.Id)).toBe(false);
    // Same event for both people (the first New Moon), different ids.
    const first = result.Alerts.find((alert) => alert.Category === 'NewMoon')!;
    const second = other.Alerts.find((alert) => alert.Category === 'NewMoon')!;
    expect(second.Details.Utc).toBe(first.Details.Utc);
    expect(second.Id).not.toBe(first.Id);
  });

  it('keeps the id of an activation when a later window opens while it runs', () => {
    const entered = result.Alerts.find(
      (alert) =>
        alert.Category === 'ChannelCompletion' &&
        alert.Details.Planet !== 'Moon' &&
        Date.parse(alert.Details.Utc) > Date.parse(result.StartUtc) &&
        alert.Details.UntilUtc !== undefined &&
        Date.parse(alert.Details.UntilUtc) - Date.parse(alert.Details.Utc) > 2 * 86_400_000,
    )!;
    expect(entered).toBeDefined();
    const laterStart = new Date(Date.parse(entered.Details.Utc) + 86_400_000);
    const later = transitAlerts({ ...person, start: laterStart, days: 10 });
    const running = later.Alerts.find((alert) => alert.Id === entered.Id);
    expect(running).toMatchObject({
      Category: 'ChannelCompletion',
      Details: { Planet: entered.Details.Planet, Gates: entered.Details.Gates, UntilUtc: entered.Details.UntilUtc },
    });
    expect(running!.Details.Utc).toBe(later.StartUtc);
    expect(running!.Description).toMatch(/already in gate/);
  });

  it('reports a slow body already completing a channel when the window opens, with the same id a month later', () => {
    // Pluto, back in gate 60 by retrograde motion, completes 3-60 with natal gate 3 until 2025-01-30.
    const input = { birth: { date: '1951-01-15T12:00', timezone: 'UTC' }, start: new Date('2024-06-01T00:00:00.000Z'), days: 30, timezone: 'UTC' };
    const find = (alerts: { Category: string; Details: { Planet: string } }[]) =>
      alerts.find((alert) => alert.Category === 'ChannelCompletion' && alert.Details.Planet === 'Pluto');
    const june = find(transitAlerts(input).Alerts) as ReturnType<typeof transitAlerts>['Alerts'][number];
    expect(june).toMatchObject({
      Severity: 'High',
      Title: 'Pluto completes channel 3-60 (Mutation)',
      Details: { Gates: [60, 3], ChannelId: '3-60', Utc: '2024-06-01T00:00:00.000Z', UntilUtc: expect.stringMatching(/^2025-01-30T/) },
    });
    expect(june.Description).toMatch(/^Pluto is already in gate 60 .* with your gate 3\. It stays until 2025-01-30 \d\d:\d\d \(about 8 months\)\.$/);
    const july = find(transitAlerts({ ...input, start: new Date('2024-07-01T00:00:00.000Z') }).Alerts) as typeof june;
    expect(july.Id).toBe(june.Id);
    expect(july.Details.Utc).toBe('2024-07-01T00:00:00.000Z');
  });

  it('refuses days outside 1..90', () => {
    expect(transitAlerts({ ...person, days: 1 }).Days).toBe(1);
    for (const days of [0, 91, 1.5]) {
      expect(() => transitAlerts({ ...person, days })).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
    }
  });
});
