import { z } from 'zod';
import { baseOutputSchema, colorOutputSchema, gateOutputSchema, lineOutputSchema, toneOutputSchema } from './activation-number-output';
import { zodiacSignSchema } from './chart-vocabulary-output';
import { responseObject } from './response-object';

/** One body's position and activation (v3 `Planets`). */
export const planetPositionOutputSchema = responseObject({
  Longitude: z.number().min(0).lt(360).describe('Tropical ecliptic longitude, degrees, 0 to below 360.'),
  Gate: gateOutputSchema,
  Line: lineOutputSchema,
  Color: colorOutputSchema,
  Tone: toneOutputSchema,
  Base: baseOutputSchema,
  ZodiacSign: zodiacSignSchema,
  ZodiacDegree: z.number().min(0).lt(30).describe('Degrees into the zodiac sign, 0 to below 30.'),
  Retrograde: z.boolean().describe('True when the body moves backwards along the ecliptic (negative speed).'),
  Speed: z.number().nullable().describe('Speed along the ecliptic, degrees per day; null when unknown.'),
}).describe('Position and activation of one body.');

/** The 13 activating bodies of one side, plus Chiron (listed, activates nothing). */
export const planetSetOutputSchema = responseObject({
  Sun: planetPositionOutputSchema,
  Earth: planetPositionOutputSchema.describe('Earth: the Sun plus 180 degrees.'),
  Moon: planetPositionOutputSchema,
  NorthNode: planetPositionOutputSchema.describe('The true (osculating) lunar North Node.'),
  SouthNode: planetPositionOutputSchema.describe('The South Node: the North Node plus 180 degrees.'),
  Mercury: planetPositionOutputSchema,
  Venus: planetPositionOutputSchema,
  Mars: planetPositionOutputSchema,
  Jupiter: planetPositionOutputSchema,
  Saturn: planetPositionOutputSchema,
  Uranus: planetPositionOutputSchema,
  Neptune: planetPositionOutputSchema,
  Pluto: planetPositionOutputSchema,
  Chiron: planetPositionOutputSchema.optional().describe('Chiron, for reference: it activates no gate of the chart. Absent when not computed.'),
}).describe('The bodies of one side.');
