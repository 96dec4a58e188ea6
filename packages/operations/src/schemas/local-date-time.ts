import { z } from 'zod';

/** The spec's local date-time pattern: `YYYY-MM-DDTHH:MM[:SS[.f{1,7}]]`, no zone designator. */
export const LOCAL_DATE_TIME_PATTERN =
  /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]{1,7})?)?$/;

const ZONE_SUFFIX_PATTERN = /(Z|[+-][0-9]{2}(:?[0-9]{2})?)$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Canonical form of a local date-time that already matches {@link LOCAL_DATE_TIME_PATTERN}:
 * seconds always present, fraction without trailing zeros (dropped when zero), so
 * `T14:30`, `T14:30:00` and `T14:30:00.000` all become `T14:30:00`.
 */
export function canonicalLocalDateTime(value: string): string {
  const [datePart, timePart = ''] = value.split('T');
  const [hoursMinutesSeconds = '', fraction = ''] = timePart.split('.');
  const withSeconds = hoursMinutesSeconds.length === 5 ? `${hoursMinutesSeconds}:00` : hoursMinutesSeconds;
  const trimmedFraction = fraction.replace(/0+$/, '');
  return `${datePart}T${withSeconds}${trimmedFraction === '' ? '' : `.${trimmedFraction}`}`;
}

/**
 * A local wall-clock date-time (the spec's `date`). Rejects `Z` and numeric offsets with a message
 * pointing at the separate time-zone parameter, rejects days that do not exist (2023-02-30), and
 * outputs the canonical form of {@link canonicalLocalDateTime}.
 */
export const localDateTimeSchema = z
  .string({ error: 'Expected a local date-time string such as 1990-05-15T14:30.' })
  .superRefine((value, context) => {
    if (LOCAL_DATE_TIME_PATTERN.test(value)) {
      const year = Number(value.slice(0, 4));
      const month = Number(value.slice(5, 7));
      const day = Number(value.slice(8, 10));
      if (day > daysInMonth(year, month)) {
        context.addIssue({ code: 'custom', message: `The date ${value.slice(0, 10)} does not exist.` });
      }
      return;
    }
    const message = ZONE_SUFFIX_PATTERN.test(value) && value.includes('T')
      ? 'The date must be a local wall time without "Z" or a UTC offset; give the zone in the time-zone parameter.'
      : 'The date is not properly formatted: expected YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS with an optional fraction of 1 to 7 digits.';
    context.addIssue({ code: 'custom', message });
  })
  .transform(canonicalLocalDateTime)
  .meta({
    description: 'Local wall time, YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS(.fffffff); no Z, no offset.',
    pattern: LOCAL_DATE_TIME_PATTERN.source,
    examples: ['1990-05-15T14:30'],
  });
