import { z } from 'zod';
import { LOCAL_DATE_TIME_PATTERN, canonicalLocalDateTime } from './local-date-time';

const LOCAL_DAY_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
const ZONE_SUFFIX_PATTERN = /(Z|[+-][0-9]{2}(:?[0-9]{2})?)$/i;

function dayExists(day: string): boolean {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return Number(day.slice(8, 10)) <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function checkDayOrDateTime(value: string, context: z.RefinementCtx, name: string): void {
  if (LOCAL_DAY_PATTERN.test(value) || LOCAL_DATE_TIME_PATTERN.test(value)) {
    if (!dayExists(value.slice(0, 10))) context.addIssue({ code: 'custom', message: `The date ${value.slice(0, 10)} does not exist.` });
    return;
  }
  const message = ZONE_SUFFIX_PATTERN.test(value) && value.includes('T')
    ? `The ${name} must be a local date or wall time without "Z" or a UTC offset; give the zone in the time-zone parameter.`
    : `The ${name} is not properly formatted: expected YYYY-MM-DD or a local date-time such as YYYY-MM-DDTHH:MM.`;
  context.addIssue({ code: 'custom', message });
}

/**
 * A local calendar day: `YYYY-MM-DD`, or the spec's local date-time of which the day is taken. No `Z`, no
 * offset; a day that does not exist is refused. Outputs `YYYY-MM-DD`.
 */
export function localDaySchema(name: string) {
  return z
    .string({ error: `The ${name} must be a date such as 2026-01-31.` })
    .superRefine((value, context) => checkDayOrDateTime(value, context, name))
    .transform((value) => value.slice(0, 10))
    .meta({ description: 'A local date, YYYY-MM-DD (a local date-time is accepted and its day taken); no Z, no offset.' });
}

/**
 * A local wall time given as a date (`YYYY-MM-DD`, meaning its midnight) or the spec's local date-time. No `Z`,
 * no offset. Outputs the canonical local date-time (`YYYY-MM-DDTHH:MM:SS`).
 */
export function localMomentOrDaySchema(name: string) {
  return z
    .string({ error: `The ${name} must be a date or a local date-time such as 2026-01-31T09:00.` })
    .superRefine((value, context) => checkDayOrDateTime(value, context, name))
    .transform((value) => (LOCAL_DAY_PATTERN.test(value) ? `${value}T00:00:00` : canonicalLocalDateTime(value)))
    .meta({ description: 'A local date (YYYY-MM-DD, its midnight) or local date-time (YYYY-MM-DDTHH:MM); no Z, no offset.' });
}

/** Whole days from `startDay` to `endDay` (both `YYYY-MM-DD`), counted inclusively: the same day is 1. */
export function inclusiveDayCount(startDay: string, endDay: string): number {
  const start = Date.UTC(Number(startDay.slice(0, 4)), Number(startDay.slice(5, 7)) - 1, Number(startDay.slice(8, 10)));
  const end = Date.UTC(Number(endDay.slice(0, 4)), Number(endDay.slice(5, 7)) - 1, Number(endDay.slice(8, 10)));
  return Math.round((end - start) / 86_400_000) + 1;
}
