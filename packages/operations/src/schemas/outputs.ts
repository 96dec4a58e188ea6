import { z } from 'zod';
import { hangingGateMatchOutputSchema } from './chart-depth-output';

/**
 * A natal chart of any version. The per-version schemas in `natal-chart-output.ts` list every field of the
 * chart; like every output here they tolerate fields they do not declare (see `response-object.ts`).
 */
export { anyNatalChartOutputSchema as natalChartOutputSchema } from './natal-chart-output';

/** Composite chart: an object; of its fields only the hanging gates (v2) are documented yet. */
export const compositeChartOutputSchema = z
  .looseObject({
    HangingGates: z
      .looseObject({
        Person0: z.array(hangingGateMatchOutputSchema).describe("Person0's hanging gates, with the partner gates Person1 activates."),
        Person1: z.array(hangingGateMatchOutputSchema).describe("Person1's hanging gates, with the partner gates Person0 activates."),
      })
      .optional()
      .describe('Each person\'s hanging gates and which of them the other person completes (version v2).'),
  })
  .describe('Composite chart of two people');

/** Transit chart: an object; of its fields only the hanging gates are documented yet. */
export const transitChartOutputSchema = z
  .looseObject({
    HangingGates: z.array(hangingGateMatchOutputSchema).describe('The natal hanging gates, with the partner gates the transit activates.'),
  })
  .describe('Natal chart overlaid with a transit moment');

/** Planetary positions: an object, no field documented yet. */
export const planetaryPositionsOutputSchema = z.looseObject({}).describe('Positions of the 13 bodies');

/** Any JSON object (reference items, celebrity records). */
export const looseRecordSchema = z.looseObject({});

/** A list of loose records. */
export const looseListSchema = z.array(z.looseObject({}));

/** One location item of `/locations`. */
export const locationItemSchema = z.looseObject({
  city: z.string(),
  country: z.string(),
  timezone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
