import { z } from 'zod';

/** A natal chart of any version (the exact per-version schemas are in `natal-chart-output.ts`). */
export { anyNatalChartOutputSchema as natalChartOutputSchema } from './natal-chart-output';

/** Tolerant composite chart shape. */
export const compositeChartOutputSchema = z.looseObject({}).describe('Composite chart of two people');

/** Tolerant transit chart shape. */
export const transitChartOutputSchema = z.looseObject({}).describe('Natal chart overlaid with a transit moment');

/** Tolerant planetary positions shape. */
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
