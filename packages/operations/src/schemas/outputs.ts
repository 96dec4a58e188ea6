import { z } from 'zod';

const anyValue = z.unknown();

/** Tolerant natal chart shape (capitalized properties; extra fields pass). */
export const natalChartOutputSchema = z
  .looseObject({
    Type: anyValue.optional().describe('Energy type'),
    Strategy: anyValue.optional(),
    Authority: anyValue.optional(),
    Profile: anyValue.optional(),
    Definition: anyValue.optional(),
    Centers: anyValue.optional().describe('Defined and open centers'),
    Gates: anyValue.optional().describe('Activated gates with planetary activations'),
    Channels: anyValue.optional(),
  })
  .describe('Natal chart');

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
