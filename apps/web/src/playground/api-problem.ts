/** One field the service refused, from `details.issues` of a 400 `validation_error`. */
export interface ValidationIssue {
  readonly path: string;
  readonly message: string;
}

/** A failed call as the page shows it: the service's error envelope, or what the page itself found. */
export interface ApiProblem {
  /** HTTP status; 0 when the service did not answer or the page stopped before sending. */
  readonly status: number;
  /** The service's `error` code, or the page's own (`missing_key`, `network_error`, `unreadable_answer`). */
  readonly code: string;
  readonly message: string;
  readonly issues: readonly ValidationIssue[];
  /** Seconds until the monthly quota resets (`RateLimit-Reset`), when the answer carried it. */
  readonly resetSeconds?: number;
}

/** The problem of a call the page did not send because no key was entered. */
export const missingKeyProblem: ApiProblem = {
  status: 0,
  code: 'missing_key',
  message: 'Enter an API key first.',
  issues: [],
};

/** The problem of a call the service did not answer. */
export const networkProblem: ApiProblem = {
  status: 0,
  code: 'network_error',
  message: 'The service did not answer.',
  issues: [],
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function issuesOf(details: unknown): ValidationIssue[] {
  if (!isRecord(details) || !Array.isArray(details.issues)) return [];
  return details.issues.flatMap((issue) =>
    isRecord(issue) && typeof issue.message === 'string' ? [{ path: typeof issue.path === 'string' ? issue.path : '', message: issue.message }] : [],
  );
}

/**
 * Reads a failed answer: the REST error envelope `{ error, message, details? }` (validation errors carry
 * `details.issues: [{ path, message }]`), or a stand-in when the body is not that envelope.
 */
export function problemFromAnswer(status: number, body: unknown, rateLimitReset: string | null): ApiProblem {
  const resetSeconds = rateLimitReset !== null && /^[0-9]+$/.test(rateLimitReset) ? Number(rateLimitReset) : undefined;
  const envelope = isRecord(body) && typeof body.error === 'string' && typeof body.message === 'string' ? body : undefined;
  return {
    status,
    code: envelope === undefined ? 'unreadable_answer' : String(envelope.error),
    message: envelope === undefined ? `The service answered ${status} without an error message.` : String(envelope.message),
    issues: envelope === undefined ? [] : issuesOf(envelope.details),
    ...(resetSeconds === undefined ? {} : { resetSeconds }),
  };
}
