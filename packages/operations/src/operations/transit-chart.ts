import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { birthMomentShape, toLocalMoment } from '../schemas/birth-moment';
import { localDateTimeSchema } from '../schemas/local-date-time';
import { transitChartOutputSchema } from '../schemas/outputs';
import { timeZoneSchema } from '../schemas/time-zone';

/** `GET /hd-data-transit`: natal `date`/`timezone` with `transitDate`/`transitTimezone`; enhanced, 1 unit. */
export const transitChart = defineOperation({
  name: 'transit_chart',
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  pure: true,
  input: z.strictObject({ ...birthMomentShape, transitDate: localDateTimeSchema, transitTimezone: timeZoneSchema }),
  output: transitChartOutputSchema,
  rest: { method: 'get', path: '/hd-data-transit', tags: ['Transits'] },
  summary: 'Transit chart: the natal chart overlaid with the gates and channels of a transit moment.',
  run: (input, context) =>
    context.engines.transitChart(toLocalMoment(input), { date: input.transitDate, timezone: input.transitTimezone }),
});
