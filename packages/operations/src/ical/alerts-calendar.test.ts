// The iCal export read back with a real iCalendar parser (ical.js): the calendar properties, one VEVENT per alert
// and moon quarter with the same instants, UIDs stable for the same person and event.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createDefaultEngines } from '../default-engines';
import { icalExport } from '../operations/ical-export';
import { alertsOf } from '../operations/transit-alerts';

const context = { engines: createDefaultEngines(), now: () => new Date('2026-03-01T08:00:00Z') };
const input = icalExport.input.parse({ date: '1990-05-15T14:30', timezone: 'Europe/Berlin', days: 30, startDate: '2026-03-01' });

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

describe('ical_export', () => {
  it('writes an RFC 5545 calendar: VERSION 2.0, PRODID, METHOD PUBLISH, a .ics file name', async () => {
    const file = await icalExport.run(input, context);
    expect(file.mediaType).toBe('text/calendar; charset=utf-8');
    expect(file.fileName).toMatch(/^mandala-transit-alerts-20260228\.ics$|^mandala-transit-alerts-20260301\.ics$/);
    const { calendar } = parsed(file.text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Mandala/);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  });

  it('has one event per alert with the alert instant in UTC, a UID, DTSTAMP, SUMMARY and DESCRIPTION', async () => {
    const alerts = alertsOf(input, context);
    const { events } = parsed((await icalExport.run(input, context)).text);
    const byUid = new Map(events.map((event) => [String(event.getFirstPropertyValue('uid')), event]));
    expect(alerts.Alerts.length).toBeGreaterThan(0);
    for (const alert of alerts.Alerts) {
      const event = byUid.get(`${alert.Id}@mandala`);
      expect(event, alert.Title).toBeDefined();
      const start = event!.getFirstPropertyValue('dtstart') as ICAL.Time;
      expect(start.zone?.tzid).toBe('UTC');
      // An iCalendar DATE-TIME holds whole seconds (RFC 5545 3.3.5): the second the alert's instant falls in.
      expect(start.toJSDate().toISOString()).toBe(new Date(Math.floor(Date.parse(alert.Details.Utc) / 1000) * 1000).toISOString());
      expect(event!.getFirstPropertyValue('summary')).toBe(alert.Title);
      expect(String(event!.getFirstPropertyValue('description'))).toContain(alert.Description);
      expect(event!.getFirstPropertyValue('dtstamp')).toBeTruthy();
    }
    const quarters = events.filter((event) => /Quarter/.test(String(event.getFirstPropertyValue('summary'))));
    expect(quarters.length).toBeGreaterThanOrEqual(1);
    expect(events).toHaveLength(alerts.Alerts.length + quarters.length);
  });

  it('keeps every UID for the same person and event, and changes them for another person', async () => {
    const uids = (text: string) => parsed(text).events.map((event) => String(event.getFirstPropertyValue('uid'))).sort();
    const first = uids((await icalExport.run(input, context)).text);
    const again = uids((await icalExport.run(input, { ...context, now: () => new Date('2026-03-02T10:00:00Z') })).text);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    const other = uids((await icalExport.run({ ...input, date: '1988-11-02T08:05:00' }, context)).text);
    expect(other.filter((uid) => first.includes(uid))).toEqual([]);
  });
});
