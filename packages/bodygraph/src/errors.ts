/** Marker shared by every Mandala error class so checks work across duplicate installs. */
const MANDALA_ERROR_MARKER = Symbol.for('mandala.error');

/**
 * Stable codes of {@link BodygraphError}. The HTTP edge maps each code to a status.
 *
 * - `invalid_chart_input`: a chart function was called with a value it cannot use (a longitude that is
 *   not a finite number, an unknown version, an instant that is not a valid Date, a group of the wrong size).
 *
 * Errors of `@mandala/ephemeris` (bad date, bad time zone, local time in a gap or fold, out of range)
 * pass through unchanged.
 */
export type BodygraphErrorCode = 'invalid_chart_input';

/** Options of {@link BodygraphError}. */
export interface BodygraphErrorOptions {
  /** Machine-readable facts about the failure (the offending field and value). */
  details?: Record<string, unknown>;
  /** The underlying error, if any. */
  cause?: unknown;
}

/** The one error class of `@mandala/bodygraph`: thrown on misuse, with a stable `code`. */
export class BodygraphError extends Error {
  /** Stable machine-readable code; never changes between releases. */
  readonly code: BodygraphErrorCode;
  /** Machine-readable facts about the failure. */
  readonly details?: Record<string, unknown>;
  /** Marks every Mandala error, so `isInstance` works across duplicate installs. */
  readonly [MANDALA_ERROR_MARKER] = true;

  constructor(code: BodygraphErrorCode, message: string, options: BodygraphErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'BodygraphError';
    this.code = code;
    if (options.details !== undefined) this.details = options.details;
  }

  /**
   * True when `value` is a `BodygraphError`, even one from another copy of this package.
   * Checks the Mandala marker and the class name, not the prototype chain.
   */
  static isInstance(value: unknown): value is BodygraphError {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[MANDALA_ERROR_MARKER] === true &&
      (value as { name?: unknown }).name === 'BodygraphError'
    );
  }
}
