import { z } from 'zod';

function wholeNumber(minimum: number, maximum: number, description: string) {
  return z.number().int().min(minimum).max(maximum).describe(description);
}

/** A gate of the Rave wheel, 1 to 64. */
export const gateOutputSchema = wholeNumber(1, 64, 'Gate, 1 to 64.');
/** A line of a gate, 1 to 6. */
export const lineOutputSchema = wholeNumber(1, 6, 'Line, 1 to 6.');
/** A color of a line, 1 to 6. */
export const colorOutputSchema = wholeNumber(1, 6, 'Color, 1 to 6.');
/** A tone of a color, 1 to 6. */
export const toneOutputSchema = wholeNumber(1, 6, 'Tone, 1 to 6.');
/** A base of a tone, 1 to 5. */
export const baseOutputSchema = wholeNumber(1, 5, 'Base, 1 to 5.');

/** Gates in ascending order. */
export const gateListOutputSchema = z.array(gateOutputSchema);
