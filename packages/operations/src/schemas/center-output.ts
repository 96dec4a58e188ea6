import { z } from 'zod';
import { gateListOutputSchema } from './activation-number-output';
import { centerIdSchema, centerKindSchema, centerNameSchema, centerStateSchema, sideCoverageSchema } from './chart-vocabulary-output';
import { responseObject } from './response-object';

/** One of the nine centers (v2/v3). */
export const centerV2OutputSchema = responseObject({
  Id: centerIdSchema,
  Name: centerNameSchema,
  Defined: z.boolean().describe('True when a defined channel touches the center.'),
  State: centerStateSchema.describe('Defined; Undefined: not defined, at least one gate activated; Open: no gate activated.'),
  Kind: z.array(centerKindSchema).describe('What the center does (Solar Plexus is motor and awareness).'),
  IsMotor: z.boolean(),
  Gates: gateListOutputSchema.describe('Activated gates of this center, ascending.'),
  Activation: sideCoverageSchema
    .nullable()
    .describe(
      'Side whose definition it is: Personality (conscious) when the personality activations alone define it and the design ones alone do not, Design (unconscious) the other way round, Both otherwise; null when the center is not defined.',
    ),
}).describe('One of the nine centers.');

/** The nine centers, top of the bodygraph to bottom. */
export const centerListOutputSchema = z.array(centerV2OutputSchema).length(9).describe('The nine centers, Head to Root.');

/** Center names in bodygraph order (Head to Root). */
export const centerNameListOutputSchema = z.array(centerNameSchema);
