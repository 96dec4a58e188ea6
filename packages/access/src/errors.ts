/** Marker shared by every Mandala error class so checks work across duplicate installs. */
const MANDALA_ERROR_MARKER = Symbol.for('mandala.error');

/**
 * Stable codes of {@link AccessError}. The HTTP edge maps each code to a status
 * (the table is in this package's README; the status is also in {@link accessErrorHttpStatus}).
 *
 * - `missing_credential` (401): no key in `Authorization: Bearer` or `X-Api-Key`.
 * - `malformed_credential` (401): a credential is present but is not a Mandala key (wrong scheme, wrong shape, two different keys).
 * - `credential_in_query` (401): a key was sent in the query string (`api_key`, `Api_key`); never accepted.
 * - `invalid_key` (403): a well-formed key that is unknown or revoked.
 * - `insufficient_tier` (403): the account's plan does not include the operation's category.
 * - `quota_exhausted` (429): the monthly quota has no room for the units asked.
 * - `rate_limited` (429): the account sends calls faster than its plan's request rate (`Retry-After` says when to retry).
 * - `invalid_idempotency_key` (400): the `Idempotency-Key` does not match `^[A-Za-z0-9._:-]{8,160}$`.
 * - `idempotency_key_reused` (409): the key was used before with a different request fingerprint.
 * - `request_in_progress` (409): the same idempotent request is still running elsewhere.
 * - `store_unavailable` (503): the database could not be reached or failed.
 * - `unknown_account` (404): an operator function named an account that does not exist.
 * - `unknown_api_key` (404): an operator function named a key id or prefix that does not exist.
 * - `invalid_access_option` (400): misuse of an operator function (unknown plan, negative units, bad limit).
 * - `invalid_access_token` (401): an OAuth access token that is unknown, expired, revoked or issued for another resource.
 * - `insufficient_scope` (403): an OAuth access token whose grant lacks the scope the operation needs.
 * - `invalid_account_details` (400): an email that is not an address, or a password too short, too long or too common.
 * - `account_not_opened` (400): sign-up refused for this email (the message never says whether an account has it).
 * - `sign_in_throttled` (429): too many failed sign-ins for this email or from this client address; wait and retry.
 * - `account_disabled` (403): the operator disabled the account; its keys and sessions no longer work.
 * - `session_required` (401): no valid session cookie on an account page or `/account/api/` call.
 * - `csrf_token_invalid` (403): a state-changing form or JSON call without the session's CSRF token.
 * - `invalid_email_link` (400): an email verification or password reset link that is unknown, used or expired.
 * - `unknown_person` (404): no saved person with this id in the caller's account.
 * - `people_limit_reached` (409): the account's plan holds no more saved people.
 * - `invalid_text` (400): a text value the database cannot hold (a NUL or a character its encoding refuses) reached
 *   the store past the edges' checks; the call changed nothing and sending it again cannot succeed.
 * - `too_many_streams` (429): the account already has as many SSE streams open as its plan allows; close one first.
 */
export type AccessErrorCode =
  | 'missing_credential'
  | 'malformed_credential'
  | 'credential_in_query'
  | 'invalid_key'
  | 'insufficient_tier'
  | 'quota_exhausted'
  | 'rate_limited'
  | 'invalid_idempotency_key'
  | 'idempotency_key_reused'
  | 'request_in_progress'
  | 'store_unavailable'
  | 'unknown_account'
  | 'unknown_api_key'
  | 'invalid_access_option'
  | 'invalid_access_token'
  | 'insufficient_scope'
  | 'invalid_account_details'
  | 'account_not_opened'
  | 'sign_in_throttled'
  | 'account_disabled'
  | 'session_required'
  | 'csrf_token_invalid'
  | 'invalid_email_link'
  | 'unknown_person'
  | 'people_limit_reached'
  | 'invalid_text'
  | 'too_many_streams';

/** HTTP status of each {@link AccessErrorCode}; the servers' single code → status table reads this. */
export const accessErrorHttpStatus: Readonly<Record<AccessErrorCode, number>> = {
  missing_credential: 401,
  malformed_credential: 401,
  credential_in_query: 401,
  invalid_key: 403,
  insufficient_tier: 403,
  quota_exhausted: 429,
  rate_limited: 429,
  invalid_idempotency_key: 400,
  idempotency_key_reused: 409,
  request_in_progress: 409,
  store_unavailable: 503,
  unknown_account: 404,
  unknown_api_key: 404,
  invalid_access_option: 400,
  invalid_access_token: 401,
  insufficient_scope: 403,
  invalid_account_details: 400,
  account_not_opened: 400,
  sign_in_throttled: 429,
  account_disabled: 403,
  session_required: 401,
  csrf_token_invalid: 403,
  invalid_email_link: 400,
  unknown_person: 404,
  people_limit_reached: 409,
  invalid_text: 400,
  too_many_streams: 429,
};

/**
 * The answer to a key the store does not know, has revoked, or whose account was deleted: one message for all three,
 * so it tells an attacker nothing, and says what the holder can do.
 */
export const invalidKeyMessage =
  'The API key is not valid: it is unknown, revoked, or its account was deleted. Check that you sent the whole key; ' +
  'if it was revoked, create a new one on your dashboard (/account) or ask the operator (`mandala keys create`).';

/** Options of {@link AccessError}. */
export interface AccessErrorOptions {
  /** Machine-readable facts about the failure. Never contains a key or a key hash. */
  details?: Record<string, unknown>;
  /** The underlying error, if any. */
  cause?: unknown;
}

/** The one error class of `@mandala/access`, with a stable `code`. Messages never contain a key. */
export class AccessError extends Error {
  /** Stable machine-readable code; never changes between releases. */
  readonly code: AccessErrorCode;
  /** Machine-readable facts about the failure (quota figures, the plan, the category). */
  readonly details?: Record<string, unknown>;
  /** Marks every Mandala error, so `isInstance` works across duplicate installs. */
  readonly [MANDALA_ERROR_MARKER] = true;

  constructor(code: AccessErrorCode, message: string, options: AccessErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AccessError';
    this.code = code;
    if (options.details !== undefined) this.details = options.details;
  }

  /** The HTTP status this error maps to (see {@link accessErrorHttpStatus}). */
  get httpStatus(): number {
    return accessErrorHttpStatus[this.code];
  }

  /**
   * True when `value` is an `AccessError`, even one from another copy of this package.
   * Checks the Mandala marker and the class name, not the prototype chain.
   */
  static isInstance(value: unknown): value is AccessError {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[MANDALA_ERROR_MARKER] === true &&
      (value as { name?: unknown }).name === 'AccessError'
    );
  }
}
