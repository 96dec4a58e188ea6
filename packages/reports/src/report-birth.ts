/** Who and when a report is about, as the caller gave it. */
export interface ReportBirth {
  /** The person's name, when given (any script). */
  readonly name?: string | undefined;
  /** Local birth date-time, `YYYY-MM-DDTHH:MM[:SS]`. */
  readonly date: string;
  /** IANA time zone of `date`. */
  readonly timezone: string;
  /** The birthplace as the caller named it, when known. */
  readonly place?: string | undefined;
}

/** `1990-05-17` and `14:30` of a local date-time. */
export function splitLocalDateTime(date: string): { day: string; time: string } {
  const [day = date, time = ''] = date.split('T');
  return { day, time: time.slice(0, 5) };
}

/** `2026-01-01 00:00 UTC` of an ISO instant. */
export function formatUtcInstant(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
