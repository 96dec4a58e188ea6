import { DESIGN_ARC_DEGREES } from '@mandala/ephemeris';
import { z } from 'zod';
import { chartVariablesOutputSchema } from './chart-variables-output';
import { timeWarningListOutputSchema } from './natal-chart-v1-output';
import { natalChartV2OutputSchema } from './natal-chart-v2-output';
import { planetSetOutputSchema } from './planet-position-output';
import { responseObject } from './response-object';

const deltaTSecondsOutputSchema = z
  .number()
  .nullable()
  .describe('Delta T = TT - UT, seconds; null when not known.');

/** Engine facts of a v3 chart. */
export const natalChartMetaOutputSchema = responseObject({
  EngineVersion: z.string().min(1).describe('Version of the calculation engine.'),
  NodeType: z.literal('true').describe('Lunar node used: the true (osculating) node.'),
  DesignSolarArcDegrees: z.number().describe(`Solar arc between the Design Sun and the birth Sun, degrees (${DESIGN_ARC_DEGREES}).`),
  DeltaTSeconds: responseObject({ Birth: deltaTSecondsOutputSchema, Design: deltaTSecondsOutputSchema }).describe(
    'Delta T used at the birth and design instants, seconds.',
  ),
  TimeZoneWarnings: timeWarningListOutputSchema,
}).describe('How the chart was calculated.');

/** Natal chart, version 3 (`GET /v3/hd-data`): v2 plus planets, variables and meta. */
export const natalChartV3OutputSchema = natalChartV2OutputSchema
  .extend({
    Planets: responseObject({ Personality: planetSetOutputSchema, Design: planetSetOutputSchema }).describe(
      'Every body at the birth (Personality) and design (Design) instants.',
    ),
    Variables: chartVariablesOutputSchema,
    Meta: natalChartMetaOutputSchema,
  })
  .describe('Natal chart, version 3.');
