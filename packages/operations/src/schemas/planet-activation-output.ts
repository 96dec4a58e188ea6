import { z } from 'zod';
import { baseOutputSchema, colorOutputSchema, gateOutputSchema, lineOutputSchema, toneOutputSchema } from './activation-number-output';
import { activatingBodyNameSchema, activationSideSchema, centerNameSchema } from './chart-vocabulary-output';
import { responseObject } from './response-object';

/** One of the 26 activations of a v1 chart (13 bodies on each side). */
export const planetActivationV1OutputSchema = responseObject({
  Gate: gateOutputSchema,
  Line: lineOutputSchema,
  Planet: activatingBodyNameSchema.describe('The activating body.'),
  Activation: activationSideSchema.describe('Personality: the body at birth; Design: the body at the design moment.'),
}).describe('A gate and line activated by one body on one side.');

/** One of the 26 activations of a v2/v3 chart: v1 plus color, tone, base and the gate's center. */
export const planetActivationV2OutputSchema = planetActivationV1OutputSchema
  .extend({
    Color: colorOutputSchema,
    Tone: toneOutputSchema,
    Base: baseOutputSchema,
    Center: centerNameSchema.describe('Center the gate belongs to.'),
  })
  .describe('A gate, line, color, tone and base activated by one body on one side.');

/** The 26 activations: Personality Sun to Pluto, then Design Sun to Pluto. */
export function activationListOutputSchema<Entry extends z.ZodType>(entry: Entry) {
  return z.array(entry).length(26).describe('The 26 activations: Personality Sun, Earth, Moon, North Node, South Node, Mercury to Pluto, then the same for Design.');
}
