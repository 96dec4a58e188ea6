import { z } from 'zod';

/** `Idempotency-Key` header value: 8 to 160 characters of `A-Z a-z 0-9 . _ : -`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,160}$/;

/** An `Idempotency-Key` (8–160 characters of `A-Za-z0-9._:-`). */
export const idempotencyKeySchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, 'The Idempotency-Key must be 8 to 160 characters of A-Z, a-z, 0-9, ".", "_", ":" or "-".');

/** A calendar year for the calendar, moon-phase and solar-return operations: integer 1900–2100. */
export const yearSchema = z
  .number({ error: 'The year must be an integer.' })
  .int('The year must be an integer.')
  .min(1900, 'The year must be between 1900 and 2100.')
  .max(2100, 'The year must be between 1900 and 2100.');

/** A month number 1–12. */
export const monthNumberSchema = z
  .number({ error: 'The month must be an integer from 1 to 12.' })
  .int('The month must be an integer from 1 to 12.')
  .min(1, 'The month must be an integer from 1 to 12.')
  .max(12, 'The month must be an integer from 1 to 12.');

/** A year-month `YYYY-MM` (lunar return), year 1900–2100. */
export const yearMonthSchema = z
  .string()
  .regex(/^(19[0-9]{2}|20[0-9]{2}|2100)-(0[1-9]|1[0-2])$/, 'The month must be written YYYY-MM with a year from 1900 to 2100.');

/** How a local time in a daylight-saving gap or fold is resolved (Temporal's vocabulary). */
export const disambiguationSchema = z
  .enum(['compatible', 'earlier', 'later', 'reject'])
  .meta({ description: 'How to read a local time that is skipped or repeated by a clock change; default compatible.' });

/** A gate number 1–64. */
export const gateNumberSchema = z
  .number({ error: 'The gate number must be an integer from 1 to 64.' })
  .int('The gate number must be an integer from 1 to 64.')
  .min(1, 'The gate number must be an integer from 1 to 64.')
  .max(64, 'The gate number must be an integer from 1 to 64.');

/** A result-count limit 1–`maximum`, default `defaultValue`. */
export function limitSchema(defaultValue: number, maximum: number) {
  const message = `The limit must be an integer from 1 to ${maximum}.`;
  return z.number({ error: message }).int(message).min(1, message).max(maximum, message).default(defaultValue);
}

/** Free search text: trimmed, 1–200 characters. */
export const searchTextSchema = z
  .string({ error: 'The search text is required.' })
  .trim()
  .min(1, 'The search text must not be empty.')
  .max(200, 'The search text must be at most 200 characters.');
