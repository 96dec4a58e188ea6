import { defineOperation } from '../define-operation';
import { moonPhasesOutputSchema } from '../schemas/calendar-outputs';
import { monthInputSchema } from './calendar-inputs';

/** `GET /moon-phases` and the `get_moon_phases` tool (business, 1 unit): one local month. */
export const moonPhases = defineOperation({
  name: 'moon_phases',
  category: 'business',
  oauthScopes: ['charts'],
  units: 1,
  pure: true,
  offload: true,
  input: monthInputSchema,
  output: moonPhasesOutputSchema,
  summary: 'Moon phases of a month with their exact instants and Moon gates, the Moon of each day with its illumination, and the next New and Full Moon.',
  rest: { method: 'get', path: '/moon-phases', tags: ['Calendar'] },
  cli: { command: 'moon-phases' },
  tool: {
    name: 'get_moon_phases',
    path: 'get-moon-phases',
    title: 'Get the moon phases of a month',
    description:
      'Gives the exact moments of the New Moon, First Quarter, Full Moon and Last Quarter in a month with the gate, line and zodiac ' +
      'sign of the Moon then, and for each day the Moon\'s gate, line and sign at local noon with the phase name and illuminated ' +
      'percentage. Use it for lunar-cycle questions. year 1900-2100, month 1-12, timezone (IANA, default UTC). Needs a Business plan. ' +
      'Costs 1 unit. Example arguments: {"year": 2026, "month": 3, "timezone": "America/New_York"}.',
  },
  run: (input, context) => context.engines.calendar.moonPhaseMonth(input),
});
