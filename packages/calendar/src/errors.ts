/** Marker shared by every Mandala error class so checks work across duplicate installs. */
const MANDALA_ERROR_MARKER = Symbol.for('mandala.error');

/**
 * Stable codes of {@link CalendarError}. The HTTP edge maps each code to a status.
 *
 * - `invalid_argument`: a calendar function was called with a value it cannot use (a window whose start or end is
 *   not a valid Date or whose end is not after its start, an unknown body, a longitude outside [0, 360), a month
 *   outside 1..12). The same code, with the same meaning, as `@mandala/ephemeris`'s `invalid_argument`.
 *
 * Errors of `@mandala/ephemeris` (`date_out_of_range` for an instant outside 1800-2200, bad date or time zone)
 * pass through unchanged.
 */
export type CalendarErrorCode = 'invalid_argument';

/** Options of {@link CalendarError}. */
export interface CalendarErrorOptions {
  /** Machine-readable facts about the failure (the offending field and value). */
  details?: Record<string, unknown>;
  /** The underlying error, if any. */
  cause?: unknown;
}

/** The one error class of `@mandala/calendar`: thrown on misuse, with a stable `code`. */
export class CalendarError extends Error {
  /** Stable machine-readable code; never changes between releases. */
  readonly code: CalendarErrorCode;
  /** Machine-readable facts about the failure. */
  readonly details?: Record<string, unknown>;
  /** Marks every Mandala error, so `isInstance` works across duplicate installs. */
  readonly [MANDALA_ERROR_MARKER] = true;

  constructor(code: CalendarErrorCode, message: string, options: CalendarErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CalendarError';
    this.code = code;
    if (options.details !== undefined) this.details = options.details;
  }

  /**
   * True when `value` is a `CalendarError`, even one from another copy of this package.
   * Checks the Mandala marker and the class name, not the prototype chain.
   */
  static isInstance(value: unknown): value is CalendarError {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[MANDALA_ERROR_MARKER] === true &&
      (value as { name?: unknown }).name === 'CalendarError'
    );
  }
}
