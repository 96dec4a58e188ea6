// The service's local date-time format: `YYYY-MM-DDTHH:MM`, optional `:SS`, optional 1–7 digit
// fraction, never a `Z` or an offset.
import { EphemerisError } from '../errors';
import { daysFromCivil, daysInMonth, SECONDS_PER_DAY } from './civil-date';

/** The exact pattern of the interface spec. */
export const LOCAL_DATE_TIME_PATTERN =
  /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]{1,7})?)?$/;

/** A parsed local wall time. */
export interface ParsedLocalDateTime {
  /** The wall time read as if it were UTC, in whole Unix seconds. */
  localSeconds: number;
  /** Milliseconds within the second (fraction digits past the third are truncated). */
  millisecond: number;
}

/** Parses and validates a local date-time string; throws `EphemerisError` `invalid_date`. */
export function parseLocalDateTime(text: unknown): ParsedLocalDateTime {
  if (typeof text !== 'string' || !LOCAL_DATE_TIME_PATTERN.test(text)) {
    throw new EphemerisError(
      'invalid_date',
      `The date ${JSON.stringify(text)} is not a local date-time of the form YYYY-MM-DDTHH:MM[:SS[.fraction]] ` +
        '(no Z and no UTC offset; the zone is given separately).',
      { details: { date: text, reason: 'format' } },
    );
  }
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (day > daysInMonth(year, month)) {
    throw new EphemerisError('invalid_date', `The date ${JSON.stringify(text)} names a day that does not exist.`, {
      details: { date: text, reason: 'nonexistent_day' },
    });
  }
  const hour = Number(text.slice(11, 13));
  const minute = Number(text.slice(14, 16));
  const second = text.length > 16 ? Number(text.slice(17, 19)) : 0;
  const millisecond = text.length > 20 ? Number(text.slice(20, 23).padEnd(3, '0')) : 0;
  return {
    localSeconds: daysFromCivil(year, month, day) * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second,
    millisecond,
  };
}
