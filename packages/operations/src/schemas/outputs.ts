import { z } from 'zod';

/**
 * A natal chart of any version. The per-version schemas in `natal-chart-output.ts` list every field of the
 * chart; like every output here they tolerate fields they do not declare (see `response-object.ts`).
 */
export { anyNatalChartOutputSchema as natalChartOutputSchema } from './natal-chart-output';

/** Composite chart: an object, no field documented yet. */
export const compositeChartOutputSchema = z.looseObject({}).describe('Composite chart of two people');

/** Transit chart: an object, no field documented yet. */
export const transitChartOutputSchema = z.looseObject({}).describe('Natal chart overlaid with a transit moment');

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
