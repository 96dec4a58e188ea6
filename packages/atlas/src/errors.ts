/** Marker shared by every Mandala error class so checks work across duplicate installs. */
const MANDALA_ERROR_MARKER = Symbol.for('mandala.error');

/**
 * Stable codes of {@link AtlasError}. The HTTP edge maps each code to a status.
 *
 * - `invalid_location_query`: the search text is not a string, is empty, has fewer than two
 *   letters or digits before the first comma, or is longer than 200 characters.
 * - `invalid_location_limit`: `limit` is not an integer from 1 to 100.
 * - `location_not_found`: `resolveTimezone` found neither a place nor a known IANA zone name.
 * - `ambiguous_timezone`: `resolveTimezone` was given a time-zone abbreviation (`EST`) or a UTC offset
 *   (`UTC+2`), not a place; `details.candidates` lists the IANA zones it may mean.
 */
export type AtlasErrorCode = 'invalid_location_query' | 'invalid_location_limit' | 'location_not_found' | 'ambiguous_timezone';

/** Options of {@link AtlasError}. */
export interface AtlasErrorOptions {
  /** Machine-readable facts about the failure (the offending query, the allowed range, ...). */
  details?: Record<string, unknown>;
  /** The underlying error, if any. */
  cause?: unknown;
}

/** The one error class of `@mandala/atlas`: thrown on misuse or a failed lookup, with a stable `code`. */
export class AtlasError extends Error {
  /** Stable machine-readable code; never changes between releases. */
  readonly code: AtlasErrorCode;
  /** Machine-readable facts about the failure. */
  readonly details?: Record<string, unknown>;
  /** Marks every Mandala error, so `isInstance` works across duplicate installs. */
  readonly [MANDALA_ERROR_MARKER] = true;

  constructor(code: AtlasErrorCode, message: string, options: AtlasErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AtlasError';
    this.code = code;
    if (options.details !== undefined) this.details = options.details;
  }

  /**
   * True when `value` is an `AtlasError`, even one from another copy of this package.
   * Checks the Mandala marker and the class name, not the prototype chain.
   */
  static isInstance(value: unknown): value is AtlasError {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[MANDALA_ERROR_MARKER] === true &&
      (value as { name?: unknown }).name === 'AtlasError'
    );
  }
}
