// How the calendar responses write an instant: `Utc` (`YYYY-MM-DDTHH:MM:SS.sssZ`, milliseconds as every UTC field of
// the service writes them, the birth time included) and `Local` (wall time in the request zone,
// `YYYY-MM-DDTHH:MM:SS`), both of the instant rounded to the nearest whole second.
import { formatLocalDateTime } from '@mandala/ephemeris';

/** An instant as the calendar responses write it. */
export interface InstantStamp {
  /** `YYYY-MM-DDTHH:MM:SS.000Z`, rounded to the nearest second. */
  Utc: string;
  /** Wall time in the request zone, `YYYY-MM-DDTHH:MM:SS`, of the same rounded instant. */
  Local: string;
}

/** `instant` rounded to the nearest whole second (half a second rounds up). */
export function roundToSecond(instant: Date): Date {
  return new Date(Math.round(instant.getTime() / 1000) * 1000);
}

/** `YYYY-MM-DDTHH:MM:SS.000Z` of `instant` rounded to the nearest second (milliseconds written, as in every UTC field). */
export function formatUtcSecond(instant: Date): string {
  return roundToSecond(instant).toISOString();
}

/** `Utc` and `Local` of `instant` (rounded to the nearest second) in `timezone`. */
export function stampInstant(instant: Date, timezone: string): InstantStamp {
  const rounded = roundToSecond(instant);
  return { Utc: rounded.toISOString(), Local: formatLocalDateTime(rounded, timezone) };
}
