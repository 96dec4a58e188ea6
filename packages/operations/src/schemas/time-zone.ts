import { canonicalTimeZone, isValidTimeZone } from '@mandala/ephemeris';
import { z } from 'zod';

/** The message of every time-zone validation failure; the spec asks for this wording. */
export const TIME_ZONE_MESSAGE =
  'The time zone is not properly formatted: expected an IANA identifier such as Europe/Berlin or UTC (no abbreviations like EST, no offsets like UTC-5).';

/**
 * The canonical tz-database name of `name` (`europe/berlin` → `Europe/Berlin`, `US/Eastern` →
 * `America/New_York`), or `null` when it is not an accepted IANA name (abbreviations such as `EST`,
 * offsets such as `UTC-5`, single-word legacy names). Delegates to `@mandala/ephemeris`.
 */
export function canonicalTimeZoneName(name: string): string | null {
  return isValidTimeZone(name) ? canonicalTimeZone(name) : null;
}

/** An IANA time-zone identifier; outputs its canonical spelling. The failure message is {@link TIME_ZONE_MESSAGE}. */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .transform((value, context) => {
    const canonical = typeof value === 'string' ? canonicalTimeZoneName(value) : null;
    if (canonical === null) {
      context.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
      return z.NEVER;
    }
    return canonical;
  })
  .meta({ description: 'IANA time-zone identifier, e.g. Europe/Berlin or UTC.', examples: ['Europe/Berlin'] });
