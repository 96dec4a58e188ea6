// The tropical year: the mean time the Sun takes to come back to the same longitude, measured from the equinox.

/** Mean tropical year, days (365 d 5 h 48 min 45 s). */
export const TROPICAL_YEAR_DAYS = 365.24219;

/** Milliseconds in {@link TROPICAL_YEAR_DAYS}. */
export const MILLISECONDS_PER_TROPICAL_YEAR = TROPICAL_YEAR_DAYS * 86_400_000;
