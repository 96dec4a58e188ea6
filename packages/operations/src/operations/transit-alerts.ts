import { resolveLocalTime } from '@mandala/ephemeris';
import { defineOperation } from '../define-operation';
import type { OperationContext } from '../define-operation';
import { toLocalMoment } from '../schemas/birth-moment';
import { transitAlertsOutputSchema } from '../schemas/calendar-outputs';
import { alertsInputSchema } from './calendar-inputs';

/** The validated input of the transit alerts and the iCal export. */
export interface AlertsInput {
  readonly date: string;
  readonly timezone: string;
  readonly disambiguation?: 'compatible' | 'earlier' | 'later' | 'reject' | undefined;
  readonly days: number;
  readonly startDate?: string | undefined;
}

/** The alerts of `input`: the window starts at `startDate` (local, in the birth zone) or at the context's now. */
export function alertsOf(input: AlertsInput, context: OperationContext) {
  const start = input.startDate === undefined ? context.now() : resolveLocalTime({ date: input.startDate, timezone: input.timezone }).instant;
  return context.engines.calendar.transitAlerts({ birth: toLocalMoment(input), start, days: input.days, timezone: input.timezone });
}

/** `GET /transit-alerts` and the `get_transit_alerts` tool (business, 1 unit). */
export const transitAlerts = defineOperation({
  name: 'transit_alerts',
  category: 'business',
  oauthScopes: ['charts'],
  units: 1,
  offload: true,
  input: alertsInputSchema,
  output: transitAlertsOutputSchema,
  summary: 'Transit alerts for a natal chart: channels completed by transits, Sun gate changes, new and full moons and stations, with severity (1 to 90 days).',
  rest: { method: 'get', path: '/transit-alerts', tags: ['Calendar'] },
  cli: { command: 'alerts' },
  tool: {
    name: 'get_transit_alerts',
    path: 'get-transit-alerts',
    birthDateTimeAt: [''],
    title: 'Get transit alerts for a person',
    description:
      'Lists what the coming days bring for one person\'s chart: when a transiting planet completes a channel with one of their natal ' +
      'gates (from when until when), Sun gate changes, new and full moons and planetary stations, each with a severity (High, Medium, ' +
      'Low), a title and a description. birthDateTime is the local birth date-time (no Z, no offset) and timezone its IANA zone; days 1-90 ' +
      '(default 30); startDate (a local date in the same zone) fixes the start, otherwise the window starts now. Needs a Business plan. ' +
      'Costs 1 unit. Example arguments: {"birthDateTime": "1990-05-15T14:30", "timezone": "Europe/Berlin", "days": 14, "startDate": "2026-03-01"}.',
  },
  run: (input, context) => alertsOf(input, context),
});
