import { unstorableTextProblem } from '@mandala/access/policy';
import type { TextLines } from '@mandala/access';
import { z } from 'zod';

/**
 * A string the store can keep (the access package's one rule: no control characters such as NUL, no unpaired
 * surrogates; `multiple` keeps tabs and line breaks), refused with a 400 that says what to remove. Every text field
 * that reaches the store is built on it, on every surface and the dashboard's JSON alike.
 */
export function storableTextSchema(lines: TextLines = 'single') {
  return z.string().superRefine((text, context) => {
    const problem = unstorableTextProblem(text, lines);
    if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
  });
}

/** A saved person's name: trimmed, 1 to 200 characters, on one line. */
export const personNameSchema = storableTextSchema('single')
  .trim()
  .min(1, 'Give the person a name (1 to 200 characters).')
  .max(200, 'A name is at most 200 characters.')
  .meta({ description: 'A label for the person, 1 to 200 characters, without control characters.' });

/** A saved person's notes: up to 2,000 characters; tabs and line breaks are kept. */
export const personNotesSchema = storableTextSchema('multiple')
  .max(2000, 'Notes are at most 2,000 characters.')
  .meta({ description: 'Free notes, up to 2,000 characters (line breaks kept, no other control characters).' });

/** An API key's name: trimmed, 1 to 200 characters, on one line. */
export const keyNameSchema = storableTextSchema('single')
  .trim()
  .min(1, 'Name the key (1 to 200 characters).')
  .max(200, 'A key name is at most 200 characters.');
