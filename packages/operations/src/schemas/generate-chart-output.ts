import { z } from 'zod';
import { natalChartV1OutputSchema } from './natal-chart-v1-output';
import { natalChartV2OutputSchema } from './natal-chart-v2-output';
import { natalChartV3OutputSchema } from './natal-chart-v3-output';

/** The fields of chart v1 that a `core` chart of the `generate_chart` tool keeps, in chart order. */
export const CORE_CHART_FIELDS = [
  'Type',
  'Strategy',
  'Authority',
  'Profile',
  'Definition',
  'IncarnationCross',
  'DefinedCenters',
  'Channels',
  'BirthDateUtc',
  'DesignDateUtc',
  'Warnings',
] as const satisfies readonly (keyof typeof natalChartV1OutputSchema.shape)[];

const coreFieldMask = Object.fromEntries(CORE_CHART_FIELDS.map((field) => [field, true])) as {
  [Field in (typeof CORE_CHART_FIELDS)[number]]: true;
};

/** A `core` chart: the headline fields of chart v1. */
export const coreNatalChartOutputSchema = natalChartV1OutputSchema
  .pick(coreFieldMask)
  .describe('Core chart: the headline fields of the version 1 chart.');

/**
 * What `generate_chart` answers in `data`: a core chart (`detailLevel` core), the v2 chart (standard)
 * or the v3 chart (full). Like every response object the members tolerate added fields, so a richer chart also
 * passes a leaner member (a v3 chart reads as core); the tests check that each level's chart declares no field
 * beyond its own level's schema.
 */
export const generateChartOutputSchema = z
  .union([coreNatalChartOutputSchema, natalChartV2OutputSchema, natalChartV3OutputSchema])
  .describe('Natal chart at the requested detail level: core (headline fields of v1), standard (v2) or full (v3).');
