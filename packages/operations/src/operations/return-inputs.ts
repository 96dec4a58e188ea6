import { z } from 'zod';
import { birthMomentShape } from '../schemas/birth-moment';
import { localDateTimeSchema } from '../schemas/local-date-time';
import { yearMonthSchema, yearSchema } from '../schemas/primitives';

const birthYear = (date: string): number => Number(date.slice(0, 4));

/** A birth and a calendar year of a solar return: 1900–2100 and not before the birth year. */
export const solarReturnInputSchema = z.strictObject({ ...birthMomentShape, year: yearSchema }).superRefine((input, context) => {
  if (input.year < birthYear(input.date)) {
    context.addIssue({ code: 'custom', path: ['year'], message: `The year ${input.year} is before the birth year ${birthYear(input.date)}.` });
  }
});

/** A birth and a month (`YYYY-MM`) of lunar returns: not before the birth month. */
export const lunarReturnInputSchema = z.strictObject({ ...birthMomentShape, month: yearMonthSchema }).superRefine((input, context) => {
  if (input.month < input.date.slice(0, 7)) {
    context.addIssue({ code: 'custom', path: ['month'], message: `The month ${input.month} is before the birth month ${input.date.slice(0, 7)}.` });
  }
});

/** A birth alone (Saturn and Chiron returns, the Uranus opposition). */
export const birthInputSchema = z.strictObject(birthMomentShape);

/** A birth and the local date-time (in the birth zone) to progress the chart to: after the birth. */
export const progressedInputSchema = z
  .strictObject({ ...birthMomentShape, progressedTo: localDateTimeSchema.meta({ description: 'Local date-time in the birth time zone to progress the chart to; after the birth.' }) })
  .superRefine((input, context) => {
    if (input.progressedTo <= input.date) {
      context.addIssue({ code: 'custom', path: ['progressedTo'], message: `ProgressedTo (${input.progressedTo}) must be after the birth (${input.date}).` });
    }
  });
