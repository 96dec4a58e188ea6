// How the calendar responses write an instant: `Utc` (`YYYY-MM-DDTHH:MM:SS.sssZ`, to the millisecond the event finder
// solved it, as every UTC field of the service is written, the birth time included) and `Local` (wall time in the
// request zone, `YYYY-MM-DDTHH:MM:SS`, of the second the instant falls in, as a clock shows it).
import { formatLocalDateTime } from '@mandala/ephemeris';

/** An instant as the calendar responses write it. */
export interface InstantStamp {
  /** `YYYY-MM-DDTHH:MM:SS.sssZ`, to the millisecond. */
  Utc: string;
  /** Wall time in the request zone, `YYYY-MM-DDTHH:MM:SS`, of the second the same instant falls in. */
  Local: string;
}

/** `Utc` (to the millisecond) and `Local` (the wall-clock second) of `instant` in `timezone`. */
export function stampInstant(instant: Date, timezone: string): InstantStamp {
  return { Utc: instant.toISOString(), Local: formatLocalDateTime(instant, timezone) };
}
