import { STATUS_CODES } from 'node:http';
import { z } from 'zod';

/** An RFC 9457 problem-details body (`application/problem+json`), with Mandala's error `code`. */
export interface ProblemDetails {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  readonly instance?: string;
}

/** The media type of {@link ProblemDetails}. */
export const PROBLEM_JSON = 'application/problem+json';

/**
 * The problem-details body of a failure. `type` is a stable URN per code (`urn:mandala:error:invalid_key`);
 * `title` is the HTTP reason phrase; `detail` the human message.
 */
export function problemDetails(failure: { status: number; code: string; message: string }, instance?: string): ProblemDetails {
  const base = {
    type: `urn:mandala:error:${failure.code}`,
    title: STATUS_CODES[failure.status] ?? 'Error',
    status: failure.status,
    detail: failure.message,
    code: failure.code,
  };
  return instance === undefined ? base : { ...base, instance };
}

/** The zod schema of {@link ProblemDetails}; the OpenAPI document publishes it as `ProblemDetails`. */
export const problemDetailsSchema: z.ZodType = z.object({
  type: z.string().describe('urn:mandala:error:<code>'),
  title: z.string().describe('The HTTP reason phrase.'),
  status: z.number().int(),
  detail: z.string(),
  code: z.string().describe('Stable error code, e.g. invalid_key.'),
  instance: z.string().optional(),
});
