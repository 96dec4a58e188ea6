/** Marker shared by every Mandala error class so checks work across duplicate installs. */
const MANDALA_ERROR_MARKER = Symbol.for('mandala.error');

/**
 * Stable codes of {@link ReferenceLibraryError}. The HTTP edge maps each code to a status.
 *
 * - `reference_not_found`: the key is well formed but names no item (gate 65, channel 1-2, cross "of Nothing").
 * - `invalid_reference_id`: the key cannot name any item of that kind (not a number, a profile written `1/3/5`,
 *   a value of the wrong type, an unknown angle or variable kind).
 */
export type ReferenceLibraryErrorCode = 'reference_not_found' | 'invalid_reference_id';

/** Options of {@link ReferenceLibraryError}. */
export interface ReferenceLibraryErrorOptions {
  /** Machine-readable facts about the failure, always including `kind` and `key` for lookups. */
  details?: Record<string, unknown>;
  /** The underlying error, if any. */
  cause?: unknown;
}

/** The one error class of `@mandala/reference-library`: thrown by every lookup, with a stable `code`. */
export class ReferenceLibraryError extends Error {
  /** Stable machine-readable code; never changes between releases. */
  readonly code: ReferenceLibraryErrorCode;
  /** Machine-readable facts about the failure. */
  readonly details?: Record<string, unknown>;
  /** Marks every Mandala error, so `isInstance` works across duplicate installs. */
  readonly [MANDALA_ERROR_MARKER] = true;

  constructor(code: ReferenceLibraryErrorCode, message: string, options: ReferenceLibraryErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ReferenceLibraryError';
    this.code = code;
    if (options.details !== undefined) this.details = options.details;
  }

  /**
   * True when `value` is a `ReferenceLibraryError`, even one from another copy of this package.
   * Checks the Mandala marker and the class name, not the prototype chain.
   */
  static isInstance(value: unknown): value is ReferenceLibraryError {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[MANDALA_ERROR_MARKER] === true &&
      (value as { name?: unknown }).name === 'ReferenceLibraryError'
    );
  }
}

/** Builds the `reference_not_found` error of a lookup. */
export function referenceNotFound(kind: string, key: unknown): ReferenceLibraryError {
  return new ReferenceLibraryError('reference_not_found', `No ${kind} matches ${JSON.stringify(key)}.`, {
    details: { kind, key },
  });
}

/** Builds the `invalid_reference_id` error of a lookup. */
export function invalidReferenceId(kind: string, key: unknown, expected: string): ReferenceLibraryError {
  return new ReferenceLibraryError(
    'invalid_reference_id',
    `${JSON.stringify(key)} is not a valid ${kind} key; expected ${expected}.`,
    { details: { kind, key, expected } },
  );
}
