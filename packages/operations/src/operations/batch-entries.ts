import { resolveLocalTime } from '@mandala/ephemeris';
import { z } from 'zod';
import type { LocalMoment } from '../engines';
import { toOperationFailure, validationFailure } from '../operation-failure';
import { localDateTimeSchema } from '../schemas/local-date-time';
import { disambiguationSchema } from '../schemas/primitives';
import { timeZoneSchema } from '../schemas/time-zone';

/** The most charts one batch holds (the specification's limit). */
export const MAXIMUM_BATCH_CHARTS = 50;

/** One entry of a batch: an optional id, a local birth date-time and its IANA zone. */
export const batchEntrySchema = z.strictObject({
  id: z.string().max(200, 'An id is at most 200 characters.').optional().meta({ description: 'Your identifier of the entry; default its index.' }),
  date: localDateTimeSchema,
  timezone: timeZoneSchema,
  disambiguation: disambiguationSchema.optional(),
});

/** An entry checked on its own: the birth to compute, or the error that entry alone answers. */
export type CheckedEntry =
  | { readonly index: number; readonly id: string; readonly ok: true; readonly birth: LocalMoment; readonly date: string; readonly timezone: string }
  | { readonly index: number; readonly id: string; readonly ok: false; readonly date: unknown; readonly timezone: unknown; readonly error: { readonly error: string; readonly message: string } };

const checked = new WeakMap<readonly unknown[], CheckedEntry[]>();

function idOf(entry: unknown, index: number): string {
  const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : String(index);
}

function fieldOf(entry: unknown, name: string): unknown {
  return typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[name] : undefined;
}

/**
 * Checks every entry on its own: its schema, then its local time (a time skipped by a clock change with
 * `reject`, a date outside the ephemeris). An entry that passes is one the engine computes and charges.
 * Remembered per list, so the executor's unit count and `run` check each entry once.
 */
export function checkBatchEntries(entries: readonly unknown[]): CheckedEntry[] {
  const known = checked.get(entries);
  if (known !== undefined) return known;
  const result = entries.map((entry, index): CheckedEntry => {
    const id = idOf(entry, index);
    const parsed = batchEntrySchema.safeParse(entry);
    if (!parsed.success) {
      const refusal = validationFailure(parsed.error, entry);
      return { index, id, ok: false, date: fieldOf(entry, 'date'), timezone: fieldOf(entry, 'timezone'), error: { error: refusal.code, message: refusal.message } };
    }
    const birth: LocalMoment = { date: parsed.data.date, timezone: parsed.data.timezone, ...(parsed.data.disambiguation === undefined ? {} : { disambiguation: parsed.data.disambiguation }) };
    try {
      const instant = resolveLocalTime(birth).instant;
      const year = instant.getUTCFullYear();
      if (year < 1801 || year > 2199) {
        return { index, id, ok: false, date: parsed.data.date, timezone: parsed.data.timezone, error: { error: 'date_out_of_range', message: 'Charts are calculated for births from 1801 to 2199.' } };
      }
    } catch (error) {
      const refusal = toOperationFailure(error);
      return { index, id, ok: false, date: parsed.data.date, timezone: parsed.data.timezone, error: { error: refusal.code, message: refusal.message } };
    }
    return { index, id: parsed.data.id ?? String(index), ok: true, birth, date: parsed.data.date, timezone: parsed.data.timezone };
  });
  checked.set(entries, result);
  return result;
}
