/** Marker shared by every Mandala error class so checks work across duplicate installs. */
const MANDALA_ERROR_MARKER = Symbol.for('mandala.error');

/**
 * Stable codes of {@link OperationError}. The status of each is in {@link errorStatusTable}.
 *
 * - `validation_error` (400): the input failed its zod schema; `details.issues` lists `{ path, message }`.
 * - `unknown_operation` (404): no operation (or route) has that name.
 * - `route_not_found` (404): no HTTP route has that path.
 * - `resource_not_found` (404): a well-formed identifier names nothing (a celebrity slug).
 * - `origin_not_allowed` (403): the MCP endpoint refuses a browser `Origin` outside its allowlist, or a `Host` that
 *   does not name this machine while it listens on loopback only (DNS-rebinding protection).
 * - `method_not_allowed` (405): the route exists but not for this HTTP method.
 * - `payload_too_large` (413): the request body is larger than the route accepts.
 * - `unsupported_media_type` (415): the request body is not of a media type the route reads.
 * - `internal_error` (500): an unexpected failure; the message never carries internals.
 * - `output_contract_violation` (500): an engine returned a value the output schema rejects.
 * - `not_implemented` (501): the route is reserved (legacy webhooks) or its engine has not landed yet.
 * - `provider_failed` (502): tool surfaces only — the engine threw an unexpected (non-input) error.
 * - `execution_timed_out` (504): the engine ran past the call's time budget (a tool call, or a heavy REST calculation).
 * - `shutting_down` (503): the instance is draining before it stops (`/readyz` during `SHUTDOWN_DRAIN_MS`); send the
 *   request again, the load balancer routes it to another instance.
 * - `metrics_unavailable` (503): `GET /metrics` could not collect every cluster worker's metrics (one was starting); scrape again.
 */
export type OperationErrorCode =
  | 'validation_error'
  | 'unknown_operation'
  | 'route_not_found'
  | 'resource_not_found'
  | 'origin_not_allowed'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'internal_error'
  | 'output_contract_violation'
  | 'not_implemented'
  | 'provider_failed'
  | 'execution_timed_out'
  | 'shutting_down'
  | 'metrics_unavailable';

/** Options of {@link OperationError}. */
export interface OperationErrorOptions {
  /** Machine-readable facts about the failure (zod issues, the missing engine function). */
  details?: Record<string, unknown>;
  /** The underlying error, if any. */
  cause?: unknown;
}

/** The one error class of `@mandala/operations`, with a stable `code`. */
export class OperationError extends Error {
  /** Stable machine-readable code; never changes between releases. */
  readonly code: OperationErrorCode;
  /** Machine-readable facts about the failure. */
  readonly details?: Record<string, unknown>;
  /** Marks every Mandala error, so `isInstance` works across duplicate installs. */
  readonly [MANDALA_ERROR_MARKER] = true;

  constructor(code: OperationErrorCode, message: string, options: OperationErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'OperationError';
    this.code = code;
    if (options.details !== undefined) this.details = options.details;
  }

  /** True when `value` is an `OperationError`, even one from another copy of this package. */
  static isInstance(value: unknown): value is OperationError {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[MANDALA_ERROR_MARKER] === true &&
      (value as { name?: unknown }).name === 'OperationError'
    );
  }
}

/** True when `value` is any Mandala error (any package): it carries the shared marker and a string `code`. */
export function isMandalaError(value: unknown): value is Error & { code: string; details?: Record<string, unknown> } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[MANDALA_ERROR_MARKER] === true &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}
