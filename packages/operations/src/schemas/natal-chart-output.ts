import { z } from 'zod';
import type { ChartVersion } from '../engines';
import { natalChartV1OutputSchema } from './natal-chart-v1-output';
import { natalChartV2OutputSchema } from './natal-chart-v2-output';
import { natalChartV3OutputSchema } from './natal-chart-v3-output';

export { natalChartV1OutputSchema, natalChartV2OutputSchema, natalChartV3OutputSchema };

/** The natal chart schema of each version: every field the engine writes, tolerant of added ones. */
export const natalChartOutputSchemas = {
  v1: natalChartV1OutputSchema,
  v2: natalChartV2OutputSchema,
  v3: natalChartV3OutputSchema,
} as const satisfies Record<ChartVersion, z.ZodType>;

/** A natal chart of any version. */
export const anyNatalChartOutputSchema = z
  .union([natalChartV1OutputSchema, natalChartV2OutputSchema, natalChartV3OutputSchema])
  .describe('Natal chart, version 1, 2 or 3.');
