import { DESIGN_ARC_DEGREES } from '@mandala/ephemeris';
import { z } from 'zod';
import { gateListOutputSchema } from './activation-number-output';
import { channelV1OutputSchema } from './channel-output';
import { centerNameListOutputSchema } from './center-output';
import {
  authorityNameSchema,
  definitionNameSchema,
  notSelfThemeSchema,
  signatureSchema,
  strategyNameSchema,
  timeWarningSchema,
  typeNameSchema,
} from './chart-vocabulary-output';
import { incarnationCrossV1OutputSchema } from './incarnation-cross-output';
import { activationListOutputSchema, planetActivationV1OutputSchema } from './planet-activation-output';
import { responseObject } from './response-object';

/** A profile as two lines, Personality Sun over Design Sun: `4/6`. */
export const profileIdOutputSchema = z.string().regex(/^[1-6]\/[1-6]$/).describe('Line of the Personality Sun / line of the Design Sun: 4/6.');

/** The four variable arrows in short notation: `PLR DLL`. */
export const variableNotationOutputSchema = z
  .string()
  .regex(/^P[LR]{2} D[LR]{2}$/)
  .describe('P + arrows of the Personality Sun and North Node, D + arrows of the Design Sun and North Node (L left, R right): PLR DLL.');

/** An instant in ISO 8601 UTC with milliseconds and `Z`. */
export function utcInstantOutputSchema(description: string) {
  return z.iso.datetime({ precision: 3 }).describe(description);
}

export const birthDateUtcOutputSchema = utcInstantOutputSchema('Birth instant, ISO 8601 UTC with milliseconds: 1982-03-27T14:05:00.000Z.');
export const designDateUtcOutputSchema = utcInstantOutputSchema(
  `Design instant (the Sun ${DESIGN_ARC_DEGREES} degrees of arc before its birth position), ISO 8601 UTC with milliseconds.`,
);
export const timeWarningListOutputSchema = z
  .array(timeWarningSchema)
  .describe(
    'Warnings from resolving the local birth time: nonexistent_local_time (a clock-change gap), ambiguous_local_time (a repeated hour), ' +
      "zone_local_mean_time (the zone had no standard time yet, so its reference city's local mean time was used; give the birthplace longitude for its own), " +
      "birthplace_local_mean_time (the zone had no standard time yet, so the birthplace's local mean time from the given longitude was used).",
  );

/** What does not fit the headline fields (v1, and kept in v2/v3). */
export const natalPropertiesOutputSchema = responseObject({
  Signature: signatureSchema.describe("The type's signature feeling."),
  NotSelfTheme: notSelfThemeSchema.describe("The type's not-self theme."),
  ProfileName: z.string().min(1).nullable().describe('Opportunist / Role Model; null for a line pair that is not one of the 12 profiles.'),
  UndefinedCenters: centerNameListOutputSchema.describe('Centers not defined with at least one gate activated.'),
  OpenCenters: centerNameListOutputSchema.describe('Centers with no gate activated.'),
  Variables: variableNotationOutputSchema,
  ActiveGates: gateListOutputSchema.describe('Every activated gate, ascending.'),
}).describe('Further facts of the chart.');

/** Natal chart, version 1 (`GET /hd-data`). */
export const natalChartV1OutputSchema = responseObject({
  Type: typeNameSchema,
  Strategy: strategyNameSchema,
  Authority: authorityNameSchema,
  Profile: profileIdOutputSchema,
  Definition: definitionNameSchema,
  IncarnationCross: incarnationCrossV1OutputSchema,
  DefinedCenters: centerNameListOutputSchema.describe('Defined centers, Head to Root.'),
  Gates: activationListOutputSchema(planetActivationV1OutputSchema),
  Channels: z.array(channelV1OutputSchema).describe('Defined channels; empty for a Reflector.'),
  Properties: natalPropertiesOutputSchema,
  BirthDateUtc: birthDateUtcOutputSchema,
  DesignDateUtc: designDateUtcOutputSchema,
  Warnings: timeWarningListOutputSchema,
}).describe('Natal chart, version 1.');
