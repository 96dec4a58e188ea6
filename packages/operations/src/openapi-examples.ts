import { errorStatusTable } from './error-status';
import type { MandalaErrorCode } from './error-status';

/** One operation's example 200 answer: its media type and the body (text for a text file, a note for a binary one). */
export interface OpenApiExample {
  readonly mediaType: string;
  readonly value: unknown;
  /** The request that was answered: the path with its parameters filled in, the query, the JSON body. */
  readonly request: ExampleRequest;
}

/** A request of an {@link OpenApiExample}, from which the reference's code samples are written. */
export interface ExampleRequest {
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

/** The code a documented error status stands for in the reference's examples: the first code of the table with that status. */
const exampleCodeByStatus: Readonly<Record<number, MandalaErrorCode>> = {
  400: 'validation_error',
  401: 'missing_credential',
  403: 'insufficient_tier',
  404: 'resource_not_found',
  409: 'idempotency_key_reused',
  429: 'quota_exhausted',
  500: 'internal_error',
  501: 'not_implemented',
  502: 'provider_failed',
  503: 'store_unavailable',
  504: 'execution_timed_out',
};

/**
 * The example body of an `Error` answer with `status`: the code the error table gives that status and the
 * response's description as its message; undefined for a status the table has no code for.
 */
export function errorExample(status: number, description: string): { error: string; message: string } | undefined {
  const code = exampleCodeByStatus[status];
  if (code === undefined || errorStatusTable[code] !== status) return undefined;
  return { error: code, message: `${description}.` };
}
