/** Milliseconds in one day. */
export const MILLISECONDS_PER_DAY = 86_400_000;

/** Julian day (UT) of the Unix epoch, 1970-01-01T00:00:00Z. */
export const JULIAN_DAY_UNIX_EPOCH = 2_440_587.5;

/** Julian day of the J2000.0 epoch (2000-01-01T12:00 TT). */
export const JULIAN_DAY_J2000 = 2_451_545.0;

/** Converts a UTC instant to a Julian day number in Universal Time (days). */
export function julianDayUtFromDate(instant: Date): number {
  return instant.getTime() / MILLISECONDS_PER_DAY + JULIAN_DAY_UNIX_EPOCH;
}

/** Converts a Julian day number in Universal Time (days) to a UTC instant. */
export function dateFromJulianDayUt(julianDayUt: number): Date {
  return new Date((julianDayUt - JULIAN_DAY_UNIX_EPOCH) * MILLISECONDS_PER_DAY);
}
