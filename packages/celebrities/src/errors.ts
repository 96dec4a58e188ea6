/** Marker shared by every Mandala error class so checks work across duplicate installs. */
const MANDALA_ERROR_MARKER = Symbol.for('mandala.error');

/**
 * Stable codes of {@link CelebrityError}. The HTTP edge maps each code to a status.
 *
 * - `celebrity_not_found`: no record has that slug or id (404).
 * - `invalid_celebrity_query`: a search argument cannot be used: the query is not a string or is too long,
 *   `limit` is not an integer from 1 to 100, or a `type`, `profile`, `authority` or `category` filter names
 *   nothing (400).
 *
 * Errors of `@mandala/ephemeris` and `@mandala/bodygraph` would pass through unchanged; the tests compute every
 * record's chart, so none is expected.
 */
export type CelebrityErrorCode = 'celebrity_not_found' | 'invalid_celebrity_query';

/** Options of {@link CelebrityError}. */
export interface CelebrityErrorOptions {
  /** Machine-readable facts about the failure (the offending field and value). */
  details?: Record<string, unknown>;
  /** The underlying error, if any. */
  cause?: unknown;
}

/** The one error class of `@mandala/celebrities`, with a stable `code`. */
export class CelebrityError extends Error {
  /** Stable machine-readable code; never changes between releases. */
  readonly code: CelebrityErrorCode;
  /** Machine-readable facts about the failure. */
  readonly details?: Record<string, unknown>;
  /** Marks every Mandala error, so `isInstance` works across duplicate installs. */
  readonly [MANDALA_ERROR_MARKER] = true;

  constructor(code: CelebrityErrorCode, message: string, options: CelebrityErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CelebrityError';
    this.code = code;
    if (options.details !== undefined) this.details = options.details;
  }

  /**
   * True when `value` is a `CelebrityError`, even one from another copy of this package.
   * Checks the Mandala marker and the class name, not the prototype chain.
   */
  static isInstance(value: unknown): value is CelebrityError {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[MANDALA_ERROR_MARKER] === true &&
      (value as { name?: unknown }).name === 'CelebrityError'
    );
  }
}

/** Builds the `invalid_celebrity_query` error for one argument. */
export function invalidCelebrityQuery(field: string, value: unknown, expected: string): CelebrityError {
  return new CelebrityError('invalid_celebrity_query', `${field} ${JSON.stringify(value)} is not valid; expected ${expected}.`, {
    details: { field, value, expected },
  });
}
