import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { localDateTimeSchema } from '../schemas/local-date-time';
import { birthLongitudeSchema, birthMomentShape, toLocalMoment } from '../schemas/birth-moment';
import { compositeChartOutputSchema } from '../schemas/outputs';
import { disambiguationSchema } from '../schemas/primitives';
import { timeZoneSchema } from '../schemas/time-zone';

const compositeInputSchema = z.strictObject({
  ...birthMomentShape,
  date1: localDateTimeSchema,
  timezone1: timeZoneSchema,
  disambiguation1: disambiguationSchema.optional(),
  longitude1: birthLongitudeSchema.optional(),
});

function compositeOperation(version: 'v1' | 'v2', category: 'core' | 'enhanced', path: string, summary: string) {
  return defineOperation({
    name: `composite_chart_${version}`,
    category,
    oauthScopes: ['charts'],
    units: 1,
    pure: true,
    input: compositeInputSchema,
    output: compositeChartOutputSchema,
    summary,
    rest: { method: 'get', path, tags: ['Charts'] },
    run: (input, context) =>
      context.engines.compositeChart(
        toLocalMoment(input),
        toLocalMoment({ date: input.date1, timezone: input.timezone1, disambiguation: input.disambiguation1, longitude: input.longitude1 }),
        version,
      ),
  });
}

/** `GET /hd-data-composite`: person A (`date`, `timezone`) with person B (`date1`, `timezone1`); core, 1 unit. */
export const compositeChartV1 = compositeOperation('v1', 'core', '/hd-data-composite', 'Composite chart of two people, version 1: both charts and the combined connection channels.');
/** `GET /v2/hd-data-composite`: adds chemistry scores and gate-by-gate comparison; enhanced, 1 unit. */
export const compositeChartV2 = compositeOperation('v2', 'enhanced', '/v2/hd-data-composite', 'Composite chart of two people, version 2: adds chemistry scores, gate comparison and dynamics.');
