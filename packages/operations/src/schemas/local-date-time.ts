import { z } from 'zod';

/** The spec's local date-time pattern: `YYYY-MM-DDTHH:MM[:SS[.f{1,7}]]`, no zone designator. */
export const LOCAL_DATE_TIME_PATTERN =
  /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]{1,7})?)?$/;

const ZONE_SUFFIX_PATTERN = /(Z|[+-][0-9]{2}(:?[0-9]{2})?)$/i;

/** {@link LOCAL_DATE_TIME_PATTERN}'s shape with any two digits per field: the fields are then checked one by one. */
const LOCAL_DATE_TIME_SHAPE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2})(?::([0-9]{2})(\.[0-9]{1,7})?)?$/;

/** The field of a {@link LOCAL_DATE_TIME_SHAPE} match that is out of range (`month 13: months run 01 to 12`), if any. */
function fieldOutOfRange(fields: RegExpExecArray): string | undefined {
  const [, , month = '', day = '', hour = '', minute = '', second] = fields;
  if (Number(month) < 1 || Number(month) > 12) return `month ${month}: months run 01 to 12`;
  if (Number(day) < 1 || Number(day) > 31) return `day ${day}: days run 01 to 31`;
  if (Number(hour) > 23) return `hour ${hour}: hours run 00 to 23 (midnight is T00:00 of the next day)`;
  if (Number(minute) > 59) return `minute ${minute}: minutes run 00 to 59`;
  if (second !== undefined && Number(second) > 59) return `second ${second}: seconds run 00 to 59`;
  return undefined;
}

/**
 * What is wrong with a date-time of {@link LOCAL_DATE_TIME_SHAPE}'s shape, or undefined when it is a real wall time:
 * together with the shape this accepts exactly {@link LOCAL_DATE_TIME_PATTERN} and the days that exist.
 */
function problemOf(value: string, fields: RegExpExecArray): string | undefined {
  const outOfRange = fieldOutOfRange(fields);
  if (outOfRange !== undefined) return `The date ${value} has ${outOfRange}.`;
  const [, year, month, day] = fields;
  if (Number(day) > daysInMonth(Number(year), Number(month))) return `The date ${value.slice(0, 10)} does not exist.`;
  return undefined;
}

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
    const fields = LOCAL_DATE_TIME_SHAPE.exec(value);
    const message =
      fields !== null
        ? problemOf(value, fields)
        : ZONE_SUFFIX_PATTERN.test(value) && value.includes('T')
          ? 'The date must be a local wall time without "Z" or a UTC offset; give the zone in the time-zone parameter.'
          : 'The date is not properly formatted: expected YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS with an optional fraction of 1 to 7 digits.';
    if (message !== undefined) context.addIssue({ code: 'custom', message });
  })
  .transform(canonicalLocalDateTime)
  .meta({
    description: 'Local wall time, YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS(.fffffff); no Z, no offset.',
    pattern: LOCAL_DATE_TIME_PATTERN.source,
    examples: ['1990-05-15T14:30'],
  });
