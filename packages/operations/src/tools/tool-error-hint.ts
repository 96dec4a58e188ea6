import type { MandalaErrorCode } from '../error-status';
import { findTool } from './find-tool';

const retryLater = 'A temporary failure on the server side: retry the same call later.';
const checkIdentifier = 'Check the identifier (spelling, number range) and call again.';
const checkKey = 'Send a valid Mandala API key in the Authorization: Bearer header (never in the arguments or the URL).';

/** What a caller (a person or a model) can do about each error code, in one sentence. */
const hints: Partial<Record<MandalaErrorCode, string>> = {
  validation_error: 'Correct the arguments named in the message and call the tool again.',
  invalid_timezone: 'Use an IANA time-zone name such as America/New_York; call resolve_timezone with the birth place to find it.',
  invalid_date: 'Give the date-time as YYYY-MM-DDTHH:MM, the local time on the clock where it happened, with no offset.',
  date_out_of_range: 'Give a date within the supported range of years.',
  nonexistent_local_time:
    'That local time was skipped by a daylight-saving change: check the time, or pass disambiguation "later" or "earlier".',
  ambiguous_local_time: 'That local time happened twice (a daylight-saving fold): pass disambiguation "earlier" or "later".',
  missing_credential: checkKey,
  malformed_credential: checkKey,
  credential_in_query: checkKey,
  invalid_key: 'The API key is unknown or revoked: use an active key.',
  insufficient_tier: 'Use a key on one of the plans the message names.',
  quota_exhausted: 'Wait until details.quota.resetAt (Retry-After gives the seconds), or use a key on a plan with a larger monthly quota.',
  rate_limited: 'Too many calls at once for this plan: wait details.retryAfterSeconds seconds, then send calls one after another, not in a flood.',
  invalid_idempotency_key: 'An idempotencyKey is 8 to 160 characters of A-Z a-z 0-9 . _ : -.',
  idempotency_key_reused: 'This idempotencyKey was used with other arguments: use a new key for a new request.',
  request_in_progress: 'The first call with this idempotencyKey is still running: wait a moment and retry with the same key.',
  unknown_operation: 'Call tools/list (or the tool catalog) for the names of the tools this key may call.',
  reference_not_found: checkIdentifier,
  invalid_reference_id: checkIdentifier,
  resource_not_found: checkIdentifier,
  location_not_found: 'No place matched: try the city name with its country, e.g. "Hamburg, Germany".',
  ambiguous_timezone: 'Ask for the birth city (with its country) or pick one of the IANA zones in details.candidates, then call again with it.',
  celebrity_not_found: checkIdentifier,
  execution_timed_out: retryLater,
  provider_failed: retryLater,
  store_unavailable: retryLater,
  internal_error: retryLater,
  output_contract_violation: retryLater,
};

/**
 * The plan-refusal advice of one tool: a lower `detailLevel` or `version` only where the tool has that argument
 * (and a value every plan may ask for), else a key on a plan that includes the tool.
 */
function tierHint(toolName: string | undefined): string | undefined {
  const shape = (findTool(toolName ?? '')?.input as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  if ('detailLevel' in shape) return 'Call again with detailLevel "core" (every plan), or use a key on one of the plans the message names.';
  if ('version' in shape) return 'Call again with version "v1" (every plan), or use a key on one of the plans the message names.';
  return hints.insufficient_tier;
}

/**
 * What to do about a failure with `code` of the tool `toolName`; `undefined` for a code without advice. A
 * validation failure of a time-zone field gets the time-zone advice as well; a plan refusal suggests a lower
 * detail level or version only on the tools that take one.
 */
export function toolErrorHint(code: string, details?: Record<string, unknown>, toolName?: string): string | undefined {
  const hint = code === 'insufficient_tier' ? tierHint(toolName) : Object.hasOwn(hints, code) ? hints[code as MandalaErrorCode] : undefined;
  const issues = Array.isArray(details?.['issues']) ? (details['issues'] as { path?: unknown }[]) : [];
  const zoneIssue = code === 'validation_error' && issues.some((issue) => typeof issue.path === 'string' && /(^|\.)timezone\d*$/i.test(issue.path));
  return zoneIssue ? `${hint ?? ''} ${hints.invalid_timezone ?? ''}`.trim() : hint;
}
