import { createHash } from 'node:crypto';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { MoonPhaseEvents, TransitAlertList } from '../engines';
import type { TextFileResult } from '../file-result';

/** The media type of an iCalendar file. */
export const ICALENDAR_MEDIA_TYPE = 'text/calendar; charset=utf-8';

/** What {@link alertsCalendar} puts in a calendar. */
export interface AlertsCalendarInput {
  /** The person the alerts are for (their stable part of every UID). */
  readonly birth: { readonly date: string; readonly timezone: string };
  readonly alerts: TransitAlertList;
  /** The moon phases of the same window; the quarters join the calendar (new and full moons are alerts already). */
  readonly moonPhases: MoonPhaseEvents;
  /** `DTSTAMP` of every event: when the file was made. */
  readonly stamp: Date;
}

function utcDate(text: string): Date {
  return new Date(text);
}

function personKey(birth: AlertsCalendarInput['birth']): string {
  return createHash('sha256').update(`${birth.date}|${birth.timezone}`).digest('hex').slice(0, 16);
}

/**
 * An RFC 5545 calendar (`VERSION:2.0`, `PRODID`, `METHOD:PUBLISH`) of a person's transit alerts and the moon's
 * quarters over the same window. Every `VEVENT` has a `UID` stable for the same person and event (importing the file
 * again updates the events instead of duplicating them), `DTSTAMP`, `DTSTART` in UTC (and `DTEND` when the alert
 * lasts), a `SUMMARY` readable at a glance and a `DESCRIPTION`.
 */
export function alertsCalendar(input: AlertsCalendarInput): TextFileResult {
  const calendar = ical({
    name: 'Mandala transit alerts',
    prodId: { company: 'Mandala', product: 'Transit alerts', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const person = personKey(input.birth);
  for (const alert of input.alerts.Alerts) {
    const until = 'UntilUtc' in alert.Details && typeof alert.Details.UntilUtc === 'string' ? utcDate(alert.Details.UntilUtc) : undefined;
    calendar.createEvent({
      id: `${alert.Id}@mandala`,
      stamp: input.stamp,
      start: utcDate(alert.Details.Utc),
      ...(until === undefined ? {} : { end: until }),
      summary: alert.Title,
      description: `${alert.Description}\n\n${alert.Severity} priority · ${alert.Category}`,
    });
  }
  const window = { start: Date.parse(input.alerts.StartUtc), end: Date.parse(input.alerts.EndUtc) };
  for (const phase of input.moonPhases) {
    if (phase.phase !== 'First Quarter' && phase.phase !== 'Last Quarter') continue;
    const instant = phase.instant.getTime();
    if (instant < window.start || instant >= window.end) continue;
    const minute = new Date(Math.round(instant / 60_000) * 60_000).toISOString().slice(0, 16);
    calendar.createEvent({
      id: `moon-${phase.phase.toLowerCase().replace(' ', '-')}-${minute}-${person}@mandala`,
      stamp: input.stamp,
      start: new Date(Math.round(instant / 1000) * 1000),
      summary: `${phase.phase} — Moon in gate ${phase.gate}.${phase.line} (${phase.zodiacSign})`,
      description: `The ${phase.phase.toLowerCase()}: the Moon is 90° ${phase.phase === 'First Quarter' ? 'ahead of' : 'behind'} the Sun, in gate ${phase.gate}, line ${phase.line}.`,
    });
  }
  const startDay = input.alerts.StartUtc.slice(0, 10).replaceAll('-', '');
  return { fileName: `mandala-transit-alerts-${startDay}.ics`, mediaType: ICALENDAR_MEDIA_TYPE, text: calendar.toString() };
}
