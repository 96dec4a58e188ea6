import { GENE_KEY_SEQUENCES, GENE_KEY_SPHERES, geneKeyThemes, gates } from '@mandala/reference-library';
import { z } from 'zod';
import { gateOutputSchema, lineOutputSchema } from './activation-number-output';
import { activatingBodyNameSchema, activationSideSchema } from './chart-vocabulary-output';
import { birthDateUtcOutputSchema, designDateUtcOutputSchema, timeWarningListOutputSchema } from './natal-chart-v1-output';
import { responseObject } from './response-object';

function distinct(values: readonly string[]): [string, ...string[]] {
  return [...new Set(values)] as [string, ...string[]];
}

/** One sphere of a Gene Keys profile. */
export const geneKeySphereOutputSchema = responseObject({
  Id: z.enum(distinct(GENE_KEY_SPHERES.map((sphere) => sphere.id))).describe("Sphere id: lifes-work, evolution, radiance, purpose, attraction, iq, eq, sq, core, vocation, culture, pearl, brand."),
  Name: z.enum(distinct(GENE_KEY_SPHERES.map((sphere) => sphere.name))).describe("Sphere name: Life's Work, Evolution, ..."),
  Sequence: z.enum(GENE_KEY_SEQUENCES as [string, ...string[]]).describe('Activation, Venus or Pearl.'),
  Activation: activationSideSchema.describe('Personality (conscious, the birth moment) or Design (unconscious, the design moment): the side of the activation the sphere reads.'),
  Planet: activatingBodyNameSchema.describe('The body whose activation the sphere reads.'),
  Key: gateOutputSchema.describe('Gene Key 1 to 64: the gate of that activation.'),
  Line: lineOutputSchema.describe('Line 1 to 6 of that activation.'),
  Shadow: z.enum(distinct(gates.map((gate) => gate.geneKeys.shadow))).describe("The key's shadow."),
  Gift: z.enum(distinct(gates.map((gate) => gate.geneKeys.gift))).describe("The key's gift."),
  Siddhi: z.enum(distinct(gates.map((gate) => gate.geneKeys.siddhi))).describe("The key's siddhi."),
  Theme: z.enum(distinct(geneKeyThemes)).describe('One line on what the key is about.'),
}).describe('One sphere: its key and line, with the key names.');

/** The Gene Keys profile of a birth (`GET /gene-keys`). */
export const geneKeysOutputSchema = responseObject({
  Activation: z.array(geneKeySphereOutputSchema).length(4).describe("The Activation sequence: Life's Work (personality Sun), Evolution (personality Earth), Radiance (design Sun), Purpose (design Earth)."),
  Venus: z.array(geneKeySphereOutputSchema).length(5).describe('The Venus sequence: Attraction (design Moon), IQ (personality Venus), EQ (personality Mars), SQ (design Venus), Core (design Mars).'),
  Pearl: z.array(geneKeySphereOutputSchema).length(4).describe("The Pearl sequence: Vocation (design Mars), Culture (design Jupiter), Pearl (personality Jupiter), Brand (personality Sun)."),
  BirthDateUtc: birthDateUtcOutputSchema,
  DesignDateUtc: designDateUtcOutputSchema,
  Warnings: timeWarningListOutputSchema,
}).describe('Gene Keys profile: 13 spheres in three sequences, read from eleven of the 26 activations.');
