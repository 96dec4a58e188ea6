import { defineOperation } from '../define-operation';
import { alertsCalendar } from '../ical/alerts-calendar';
import { fileOutputSchema } from '../schemas/calendar-outputs';
import { alertsInputSchema } from './calendar-inputs';
import { alertsOf } from './transit-alerts';

/** `GET /ical-export` (business, 1 unit): the transit alerts and the moon's quarters as an iCalendar file. */
export const icalExport = defineOperation({
  name: 'ical_export',
  offload: true,
  category: 'business',
  oauthScopes: ['charts'],
  units: 1,
  input: alertsInputSchema,
  output: fileOutputSchema,
  summary: 'The transit alerts of a natal chart, with Sun gate changes and moon phases, as an iCalendar (.ics) file to import (1 to 90 days).',
  rest: { method: 'get', path: '/ical-export', tags: ['Calendar'], responseMediaType: 'text/calendar' },
  cli: { command: 'ical' },
  run: (input, context) => {
    const alerts = alertsOf(input, context);
    const moonPhases = context.engines.calendar.moonPhases({ start: new Date(alerts.StartUtc), end: new Date(alerts.EndUtc) });
    return alertsCalendar({ birth: { date: input.date, timezone: input.timezone }, alerts, moonPhases, stamp: context.now() });
  },
});
