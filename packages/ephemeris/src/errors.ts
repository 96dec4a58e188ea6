/** Marker shared by every Mandala error class so checks work across duplicate installs. */
const MANDALA_ERROR_MARKER = Symbol.for('mandala.error');

/**
 * Stable codes of {@link EphemerisError}. The HTTP edge maps each code to a status.
 *
 * - `invalid_date`: a date string is malformed or names a day that does not exist (2023-02-30).
 * - `invalid_timezone`: a time-zone name is not a known IANA name (abbreviations and fixed offsets included).
 * - `nonexistent_local_time`: a local time falls in a daylight-saving gap and `disambiguation: 'reject'` was asked.
 * - `ambiguous_local_time`: a local time occurs twice (a fold) and `disambiguation: 'reject'` was asked.
 * - `date_out_of_range`: an instant lies outside the range the engine supports.
 * - `invalid_argument`: any other misuse (wrong type, unknown option value, non-finite number).
 * - `tables_not_loaded`: (browsers) positions were asked at an instant whose position tables the page has not
 *   loaded with `loadPositionTables`.
 */
export type EphemerisErrorCode =
  | 'invalid_date'
  | 'invalid_timezone'
  | 'nonexistent_local_time'
  | 'ambiguous_local_time'
  | 'date_out_of_range'
  | 'invalid_argument'
  | 'tables_not_loaded';

/** Options of {@link EphemerisError}. */
export interface EphemerisErrorOptions {
  /** Machine-readable facts about the failure (the offending value, the allowed range, ...). */
  details?: Record<string, unknown>;
  /** The underlying error, if any. */
  cause?: unknown;
}

/** The one error class of `@mandala/ephemeris`: thrown on misuse, with a stable `code`. */
export class EphemerisError extends Error {
  /** Stable machine-readable code; never changes between releases. */
  readonly code: EphemerisErrorCode;
  /** Machine-readable facts about the failure. */
  declare readonly details?: Record<string, unknown>;
  /** Marks every Mandala error, so `isInstance` works across duplicate installs. */
  readonly [MANDALA_ERROR_MARKER] = true;

  constructor(code: EphemerisErrorCode, message: string, options: EphemerisErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'EphemerisError';
    this.code = code;
    if (options.details !== undefined) this.details = options.details;
  }

  /**
   * True when `value` is an `EphemerisError`, even one from another copy of this package.
   * Checks the Mandala marker and the class name, not the prototype chain.
   */
  static isInstance(value: unknown): value is EphemerisError {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[MANDALA_ERROR_MARKER] === true &&
      (value as { name?: unknown }).name === 'EphemerisError'
    );
  }
}
