import { redactUrl } from '@mandala/access/policy';
import { z } from 'zod';
import { errorStatusTable, httpStatusForCode } from './error-status';
import type { MandalaErrorCode } from './error-status';
import { isMandalaError } from './errors';

/** One validation problem: where (`date`, `personA.timezone`; empty for the whole input) and what. */
export interface ValidationIssue {
  readonly path: string;
  readonly message: string;
}

/** A failure as every surface reports it. `details.issues` is present for `validation_error`. */
export interface OperationFailure {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly details?: Record<string, unknown>;
}

/**
 * THE failure constructor of every surface: a known error code, its status from {@link errorStatusTable},
 * the message and optional details. No route writes a status of its own.
 */
export function failure(code: MandalaErrorCode, message: string, details?: Record<string, unknown>): OperationFailure {
  const status = errorStatusTable[code];
  return withoutKeys(details === undefined ? { status, code, message } : { status, code, message, details });
}

/**
 * A failure with every API key taken out of its message and details (`mdl_live_[REDACTED]`): an answer never
 * carries a key, not even the caller's own key echoed back from where it does not belong (a path, a parameter
 * name or value, a tool name).
 */
function withoutKeys(answer: OperationFailure): OperationFailure {
  const message = redactUrl(answer.message);
  if (answer.details === undefined) return message === answer.message ? answer : { ...answer, message };
  const detailsText = JSON.stringify(answer.details);
  const redactedDetails = redactUrl(detailsText);
  return { ...answer, message, details: redactedDetails === detailsText ? answer.details : (JSON.parse(redactedDetails) as Record<string, unknown>) };
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function describeJsonValue(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  return `a ${typeof value}`;
}

/** Readable issues of a zod error; `rawInput` tells a missing field from a wrong one. */
export function validationIssues(error: z.ZodError, rawInput?: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        issues.push({ path: path === '' ? key : `${path}.${key}`, message: `Unknown parameter "${key}".` });
      }
    } else if (issue.code === 'invalid_type' && issue.path.length === 0 && issue.expected === 'object') {
      // The whole input (an Agent HTTP body, MCP arguments) is not an object: `[1,2,3]`, `null`, `"text"`.
      issues.push({ path, message: `The input must be a JSON object of named arguments, not ${describeJsonValue(rawInput)}.` });
    } else if (issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(rawInput, issue.path) === undefined) {
      issues.push({ path, message: `The parameter "${path}" is required.` });
    } else if (issue.code === 'invalid_type' && issue.expected !== 'array' && Array.isArray(valueAt(rawInput, issue.path))) {
      // A REST parameter repeated with different values (`?date=…&date=…`), or a list in a JSON body.
      issues.push({ path, message: `The parameter "${path}" takes one value, not several.` });
    } else {
      issues.push({ path, message: issue.message });
    }
  }
  return issues;
}

/** The failure of a zod error: 400 `validation_error`, message listing each issue, `details.issues`. */
export function validationFailure(error: z.ZodError, rawInput?: unknown): OperationFailure {
  const issues = validationIssues(error, rawInput);
  const message = issues.map((issue) => (issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`)).join(' ');
  return failure('validation_error', message === '' ? 'The input is invalid.' : message, { issues });
}

/** 5xx codes whose messages are written by Mandala itself (no internals), so they are passed on. */
const codesWithSafeMessages = new Set(['not_implemented', 'store_unavailable', 'provider_failed', 'execution_timed_out', 'output_contract_violation']);

/**
 * Maps anything thrown to the failure every surface reports: zod errors → 400 `validation_error`;
 * Mandala errors (any package) → their code with the status of `errorStatusTable`; anything else →
 * 500 `internal_error` with a generic message (internals never leak).
 */
export function toOperationFailure(error: unknown, rawInput?: unknown): OperationFailure {
  if (error instanceof z.ZodError) return validationFailure(error, rawInput);
  if (isMandalaError(error)) {
    const status = httpStatusForCode(error.code);
    const message = status >= 500 && !codesWithSafeMessages.has(error.code) ? 'The calculation failed unexpectedly.' : error.message;
    return withoutKeys(
      error.details === undefined || status >= 500 ? { status, code: error.code, message } : { status, code: error.code, message, details: error.details },
    );
  }
  return failure('internal_error', 'An internal error occurred.');
}
