import { z } from 'zod';
import { gateOutputSchema } from './activation-number-output';
import { crossAngleSchema } from './chart-vocabulary-output';
import { fixedLengthList } from './fixed-length-list-output';
import { responseObject } from './response-object';

/** The incarnation cross (v1). */
export const incarnationCrossV1OutputSchema = responseObject({
  Name: z.string().min(1).describe('Right Angle Cross of the Sleeping Phoenix 2.'),
  Angle: crossAngleSchema,
  Gates: fixedLengthList(gateOutputSchema, 4).describe('Gates of the Personality Sun, Personality Earth, Design Sun and Design Earth.'),
}).describe('The incarnation cross.');

/** The incarnation cross (v2/v3): its slug id, then the v1 fields. */
export const incarnationCrossV2OutputSchema = responseObject({
  Id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .describe('Kebab-case id: right-angle-cross-of-the-sleeping-phoenix-2.'),
  ...incarnationCrossV1OutputSchema.shape,
}).describe('The incarnation cross.');
