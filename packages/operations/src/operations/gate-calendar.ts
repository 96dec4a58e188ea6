import { defineOperation } from '../define-operation';
import { gateCalendarOutputSchema } from '../schemas/calendar-outputs';
import { monthInputSchema } from './calendar-inputs';

/** `GET /gate-calendar` and the `get_gate_calendar` tool (business, 1 unit): one local month. */
export const gateCalendar = defineOperation({
  name: 'gate_calendar',
  category: 'business',
  oauthScopes: ['charts'],
  units: 1,
  pure: true,
  offload: true,
  input: monthInputSchema,
  output: gateCalendarOutputSchema,
  summary: 'Gate calendar of a month: per day the planetary positions, active gates and channels and gate changes; the month in summary.',
  rest: { method: 'get', path: '/gate-calendar', tags: ['Calendar'] },
  cli: { command: 'gate-calendar' },
  tool: {
    name: 'get_gate_calendar',
    path: 'get-gate-calendar',
    title: 'Get the gate calendar of a month',
    description:
      'Gives, for each day of a month, the gates and lines of the Sun, Moon, nodes, planets and Chiron (at local noon), the gates and ' +
      'channels the transits activate, and each gate change with its exact moment; the summary names the most active gates and the ' +
      'significant dates (Sun gate changes, new and full moons, stations). Use it to plan a month. year 1900-2100, month 1-12, ' +
      'timezone (IANA, default UTC). Needs a Business plan. Costs 1 unit. Example arguments: {"year": 2026, "month": 3, "timezone": "UTC"}.',
  },
  run: (input, context) => context.engines.calendar.gateCalendar(input),
});
