import { isMandalaError } from '../errors';

/** Same marker as every Mandala error class (`Symbol.for` is shared by all threads and copies of a package). */
const MANDALA_ERROR_MARKER = Symbol.for('mandala.error');

/**
 * A Mandala error as plain data, the form in which it crosses a thread boundary: a structured clone keeps
 * an error's message but drops its class, its marker, its `code` and its `details`.
 */
export interface TransportedMandalaError {
  /** The class name the error had in the worker (`EphemerisError`), for logs. */
  readonly name: string;
  readonly code: string;
  readonly message: string;
  readonly details?: Record<string, unknown>;
}

function cloneableDetails(details: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (details === undefined) return undefined;
  try {
    return structuredClone(details);
  } catch {
    // A value a structured clone refuses (a function) cannot be sent; the code and message still are.
    return undefined;
  }
}

/** The plain-data form of `error` when it is a Mandala error (any package); `undefined` for anything else. */
export function transportMandalaError(error: unknown): TransportedMandalaError | undefined {
  if (!isMandalaError(error)) return undefined;
  const details = cloneableDetails(error.details);
  return details === undefined
    ? { name: error.name, code: error.code, message: error.message }
    : { name: error.name, code: error.code, message: error.message, details };
}

/**
 * An error that `isMandalaError` accepts, with the code, message and details of the transported one, so
 * `toOperationFailure` maps it to the same status as the original.
 */
export function reviveMandalaError(transported: TransportedMandalaError): Error & { code: string; details?: Record<string, unknown> } {
  const error = new Error(transported.message) as Error & { code: string; details?: Record<string, unknown>; [MANDALA_ERROR_MARKER]: true };
  error.name = transported.name;
  error.code = transported.code;
  if (transported.details !== undefined) error.details = transported.details;
  error[MANDALA_ERROR_MARKER] = true;
  return error;
}
