import { defineOperation } from '../define-operation';
import { planetaryForecastOutputSchema } from '../schemas/calendar-outputs';
import { forecastInputSchema } from './calendar-inputs';

/** `GET /planetary-forecast` and the `get_planetary_forecast` tool (enhanced, 1 unit): up to 31 local days. */
export const planetaryForecast = defineOperation({
  name: 'planetary_forecast',
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  pure: true,
  offload: true,
  input: forecastInputSchema,
  output: planetaryForecastOutputSchema,
  summary: 'Planetary forecast: daily positions, every gate transition with its exact instant, and a period summary (at most 31 days).',
  rest: { method: 'get', path: '/planetary-forecast', tags: ['Transits'] },
  cli: { command: 'forecast' },
  tool: {
    name: 'get_planetary_forecast',
    path: 'get-planetary-forecast',
    title: 'Get a planetary forecast',
    description:
      'Lists where the Sun, Moon, nodes, planets and Chiron stand each day of a period (gate, line, zodiac sign, retrograde, at local ' +
      'noon) and the exact moment each of them moves into a new gate, with stations in a summary. Use it for questions such as ' +
      '"what happens in the sky next week" or "when does the Sun enter gate 41". startDate and endDate are local dates (YYYY-MM-DD), ' +
      'at most 31 days apart; timezone (IANA, default UTC) sets the local days and the Local times. Needs a Startup plan or higher. ' +
      'Costs 1 unit. Example arguments: {"startDate": "2026-01-01", "endDate": "2026-01-07", "timezone": "Europe/Berlin"}.',
  },
  run: (input, context) => context.engines.calendar.planetaryForecast(input),
});
