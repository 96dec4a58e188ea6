import { colorOutputSchema, toneOutputSchema } from './activation-number-output';
import { arrowDirectionSchema, variableTermSchema, variableVariantSchema } from './chart-vocabulary-output';
import { variableNotationOutputSchema } from './natal-chart-v1-output';
import { responseObject } from './response-object';

const reading = {
  Color: colorOutputSchema.describe('Color, 1 to 6: picks the category.'),
  Tone: toneOutputSchema.describe('Tone, 1 to 6: picks the arrow (1-3 Left, 4-6 Right).'),
  Arrow: arrowDirectionSchema,
};

/** The four variables (v3): color, tone, arrow and the names they pick. */
export const chartVariablesOutputSchema = responseObject({
  Determination: responseObject({
    ...reading,
    Name: variableTermSchema('determination'),
    Variant: variableVariantSchema('determination').describe('Left or right variant of the determination, by the arrow.'),
    Cognition: variableTermSchema('cognition').describe('Named by the tone.'),
  }).describe('Determination (digestion), from the Design Sun.'),
  Environment: responseObject({
    ...reading,
    Name: variableTermSchema('environment'),
    Variant: variableVariantSchema('environment').describe('Left or right variant of the environment, by the arrow.'),
  }).describe('Environment, from the Design North Node.'),
  Motivation: responseObject({
    ...reading,
    Name: variableTermSchema('motivation'),
    Sense: variableTermSchema('sense').describe('Named by the tone.'),
    Transference: variableTermSchema('transference').describe('The opposite motivation.'),
  }).describe('Motivation, from the Personality Sun.'),
  Perspective: responseObject({
    ...reading,
    Name: variableTermSchema('perspective'),
    Distraction: variableTermSchema('distraction').describe('The opposite perspective.'),
  }).describe('Perspective (view), from the Personality North Node.'),
  Notation: variableNotationOutputSchema,
}).describe('The four variables.');
