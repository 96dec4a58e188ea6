// The span the ephemeris computes (1800-01-01 .. 2200-01-01 UT, as `@mandala/ephemeris` checks it). Searches that
// look past a request's own window (a gate's exit, the next New Moon) are cut here instead of failing.

/** 1800-01-01T00:00Z, milliseconds since 1970. */
export const FIRST_SEARCHABLE_MILLISECONDS = Date.UTC(1800, 0, 1);
/** 2200-01-01T00:00Z, milliseconds since 1970. */
export const LAST_SEARCHABLE_MILLISECONDS = Date.UTC(2200, 0, 1);
