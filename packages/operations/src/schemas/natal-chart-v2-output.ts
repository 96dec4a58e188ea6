import { z } from 'zod';
import { lineOutputSchema } from './activation-number-output';
import { centerListOutputSchema, centerNameListOutputSchema } from './center-output';
import { chartCircuitryOutputSchema, definitionSidesOutputSchema, gateCategoriesOutputSchema, hangingGateListOutputSchema } from './chart-depth-output';
import { channelV2OutputSchema } from './channel-output';
import {
  authorityIdSchema,
  authorityNameSchema,
  definitionIdSchema,
  definitionNameSchema,
  notSelfThemeSchema,
  signatureSchema,
  strategyIdSchema,
  strategyNameSchema,
  typeIdSchema,
  typeNameSchema,
} from './chart-vocabulary-output';
import { incarnationCrossV2OutputSchema } from './incarnation-cross-output';
import { natalChartV1OutputSchema, profileIdOutputSchema } from './natal-chart-v1-output';
import { activationListOutputSchema, planetActivationV2OutputSchema } from './planet-activation-output';
import { responseObject } from './response-object';

function idAndName<Id extends z.ZodType, Name extends z.ZodType>(id: Id, name: Name, description: string) {
  return responseObject({ Id: id, Name: name }).describe(description);
}

/** The profile (v2/v3). */
export const profileV2OutputSchema = responseObject({
  Id: profileIdOutputSchema,
  Name: z.string().min(1).describe('Opportunist / Role Model (the Id again for a line pair that is not one of the 12 profiles).'),
  PersonalityLine: lineOutputSchema.describe('Line of the Personality Sun, 1 to 6.'),
  DesignLine: lineOutputSchema.describe('Line of the Design Sun, 1 to 6.'),
}).describe('The profile.');

const v1 = natalChartV1OutputSchema.shape;

/**
 * Natal chart, version 2 (`GET /v2/hd-data`): v1 with ids and names, the nine centers, richer gates and channels.
 * Fields are listed in the order the engine writes them.
 */
export const natalChartV2OutputSchema = responseObject({
  Type: idAndName(typeIdSchema, typeNameSchema, 'The type.'),
  Strategy: idAndName(strategyIdSchema, strategyNameSchema, 'The strategy of the type.'),
  Authority: idAndName(authorityIdSchema, authorityNameSchema, 'The inner authority.'),
  Profile: profileV2OutputSchema,
  Definition: idAndName(definitionIdSchema, definitionNameSchema, 'The definition: how many separate groups the defined centers form.'),
  Signature: signatureSchema.describe("The type's signature feeling."),
  NotSelfTheme: notSelfThemeSchema.describe("The type's not-self theme."),
  IncarnationCross: incarnationCrossV2OutputSchema,
  DefinedCenters: v1.DefinedCenters,
  UndefinedCenters: centerNameListOutputSchema.describe('Centers not defined with at least one gate activated.'),
  OpenCenters: centerNameListOutputSchema.describe('Centers with no gate activated.'),
  Centers: centerListOutputSchema,
  Gates: activationListOutputSchema(planetActivationV2OutputSchema),
  Channels: z.array(channelV2OutputSchema).describe('Defined channels; empty for a Reflector.'),
  GateCategories: gateCategoriesOutputSchema,
  DefinitionSides: definitionSidesOutputSchema,
  HangingGates: hangingGateListOutputSchema,
  Circuitry: chartCircuitryOutputSchema,
  Properties: v1.Properties,
  BirthDateUtc: v1.BirthDateUtc,
  DesignDateUtc: v1.DesignDateUtc,
  Warnings: v1.Warnings,
}).describe('Natal chart, version 2.');
