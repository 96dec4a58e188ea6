import { PLANET_NAMES } from '@mandala/reference-library';
import { z } from 'zod';
import { responseObject } from './response-object';

const planetNamesSchema = z.array(z.enum(PLANET_NAMES));

/**
 * The `Dignity` object of one body in `GET /planetary-positions` (built by `planetDignity`), for composing into
 * a planetary-positions output schema.
 */
export const planetDignityOutputSchema = responseObject({
  State: z
    .enum(['Exalted', 'Detriment', 'Juxtaposed'])
    .nullable()
    .describe("The body's state in its gate line: exalted, in detriment, juxtaposed (both); null otherwise and for the nodes and Chiron."),
  ExaltedPlanets: planetNamesSchema.describe('The planets exalted in the gate line (Rave I\'Ching fixing).'),
  DetrimentPlanets: planetNamesSchema.describe('The planets in detriment in the gate line.'),
  Zodiac: z
    .enum(['Domicile', 'Exaltation', 'Detriment', 'Fall'])
    .nullable()
    .describe('Classical dignity by zodiac sign; null otherwise and always for Earth, the nodes and Chiron.'),
}).describe('Dignity states of one body.');
