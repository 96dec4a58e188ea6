// The calendar endpoints over REST: answers, tiers, charges, Utc/Local instants, and the iCal download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const LOCAL_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const birth = 'date=1990-05-15T14:30&timezone=Europe/Berlin';

describe('calendar endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engines: createEchoEngines() });
  });
  afterAll(() => server.close());

  it('GET /planetary-forecast: a week of days at local noon and exact transitions, 1 unit, Startup and above', async () => {
    const { key, accountId } = await server.account('startup');
    const response = await server.request('/planetary-forecast?StartDate=2026-03-01&EndDate=2026-03-07&timezone=America/New_York', { headers: bearer(key) });
    expect(response.status).toBe(200);
    const body = response.body as { Days: { Date: string }[]; GateTransitions: { Planet: string; Utc: string; Local: string }[] };
    expect(body.Days.map((day) => day.Date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(body.GateTransitions.length).toBeGreaterThan(10);
    for (const transition of body.GateTransitions) {
      expect(transition.Utc).toMatch(UTC_INSTANT);
      expect(transition.Local).toMatch(LOCAL_INSTANT);
    }
    expect(body.GateTransitions.filter((transition) => transition.Planet === 'Moon').length).toBeGreaterThanOrEqual(5);
    expect(await usedUnits(server.store, accountId)).toBe(1);
    const creator = await server.account('creator');
    expect((await server.request('/planetary-forecast?StartDate=2026-03-01&EndDate=2026-03-07', { headers: bearer(creator.key) })).status).toBe(403);
  });

  it('GET /moon-phases: the phases of March 2024 at the almanac instants, Business only', async () => {
    const { key } = await server.account('business');
    const response = await server.request('/moon-phases?Year=2024&Month=3', { headers: bearer(key) });
    expect(response.status).toBe(200);
    const body = response.body as { Phases: { Phase: string; Utc: string }[]; Days: unknown[] };
    const newMoon = body.Phases.find((phase) => phase.Phase === 'New Moon');
    const fullMoon = body.Phases.find((phase) => phase.Phase === 'Full Moon');
    // Almanac: new moon 2024-03-10 09:00 UTC, full moon 2024-03-25 07:00 UTC (to the minute).
    expect(Math.abs(Date.parse(newMoon!.Utc) - Date.parse('2024-03-10T09:00:00Z'))).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(fullMoon!.Utc) - Date.parse('2024-03-25T07:00:00Z'))).toBeLessThan(60_000);
    expect(body.Days).toHaveLength(31);
    const startup = await server.account('startup');
    expect((await server.request('/moon-phases?Year=2024&Month=3', { headers: bearer(startup.key) })).status).toBe(403);
  });

  it('GET /gate-calendar: every local day of the month', async () => {
    const { key } = await server.account('business');
    const response = await server.request('/gate-calendar?Year=2026&Month=2&Timezone=Asia/Tokyo', { headers: bearer(key) });
    expect(response.status).toBe(200);
    expect((response.body as { Days: unknown[] }).Days).toHaveLength(28);
  });

  it('GET /transit-alerts with StartDate: reproducible alerts inside the window, sorted', async () => {
    const { key } = await server.account('business');
    const path = `/transit-alerts?${birth}&Days=14&StartDate=2026-03-01`;
    const first = (await server.request(path, { headers: bearer(key) })).body as { StartUtc: string; EndUtc: string; Alerts: { Id: string; Details: { Utc: string } }[] };
    const second = (await server.request(path, { headers: bearer(key) })).body as typeof first;
    expect(second).toEqual(first);
    expect(first.StartUtc).toBe('2026-02-28T23:00:00.000Z');
    const instants = first.Alerts.map((alert) => Date.parse(alert.Details.Utc));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    for (const instant of instants) expect(instant >= Date.parse(first.StartUtc) && instant < Date.parse(first.EndUtc)).toBe(true);
  });

  it('GET /ical-export: a text/calendar download, charged 1 unit', async () => {
    const { key, accountId } = await server.account('business');
    const response = await server.request(`/ical-export?${birth}&Days=30&StartDate=2026-03-01`, { headers: bearer(key) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="mandala-transit-alerts-\d{8}\.ics"$/);
    expect(response.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(response.text).toContain('METHOD:PUBLISH');
    expect(await usedUnits(server.store, accountId)).toBe(1);
  });
});
