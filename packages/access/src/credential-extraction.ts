import { isWellFormedApiKey } from './api-key';
import { AccessError } from './errors';

/** Request headers: a fetch `Headers`, or Node's `IncomingHttpHeaders`-like record (names matched case-insensitively). */
export type HeaderSource = { get(name: string): string | null } | { readonly [name: string]: string | readonly string[] | undefined };

/** Query parameters: `URLSearchParams` or a parsed record (Koa's `ctx.query`). */
export type QuerySource = URLSearchParams | { readonly [name: string]: unknown };

/** Where a credential was found. */
export type CredentialSource = 'authorization_header' | 'x_api_key_header' | 'legacy_body';

/** What a credential is: a Mandala API key, or an OAuth access token of the authorization server (Bearer only). */
export type CredentialKind = 'api_key' | 'access_token';

/** The shape of the authorization server's opaque access tokens: 43 base64url characters (256 random bits). */
const accessTokenShape = /^[A-Za-z0-9_-]{43}$/;

/** True for a string shaped like an OAuth access token of the authorization server (not an API key). */
export function isAccessTokenShaped(value: string): boolean {
  return accessTokenShape.test(value);
}

/** Input of {@link extractCredential}. */
export interface CredentialRequest {
  readonly headers: HeaderSource;
  /**
   * The headers as received (Node's `rawHeaders`: name, value, name, value…). Node keeps only the first of
   * two `Authorization` headers in `headers`; with these a repeated credential header is refused.
   */
  readonly rawHeaders?: readonly string[] | undefined;
  readonly query?: QuerySource | undefined;
  /** Parsed JSON body, if any. Only read when `legacyBodyKeys` is true. */
  readonly body?: unknown;
  /** Operator flag: accept a legacy `api_key` field in a JSON body (the response must then carry `Deprecation`). */
  readonly legacyBodyKeys?: boolean | undefined;
}

/** Result of {@link extractCredential}: the key, or the error to answer with (401). */
export type CredentialExtraction =
  | {
      readonly success: true;
      /** The key (or access token), well formed but not yet checked against the store. Never log it. */
      readonly key: string;
      /** An API key, or an OAuth access token (sent as `Authorization: Bearer`). */
      readonly kind: CredentialKind;
      readonly source: CredentialSource;
      /** True for the legacy body field: send a `Deprecation` header. */
      readonly deprecated: boolean;
    }
  | { readonly success: false; readonly error: AccessError };

/** Query parameter names that carry a credential (compared case-insensitively). */
const queryCredentialNames = new Set(['api_key', 'apikey']);
/** Legacy JSON body fields that carry a credential. */
const bodyCredentialNames = ['api_key', 'Api_key'];

/** The values of the two credential headers, whatever the case of their names. */
interface CredentialHeaderValues {
  readonly authorization: string[];
  readonly apiKey: string[];
}

/**
 * Reads `Authorization` and `X-Api-Key` in one pass over the headers (names compared without case; a repeated header
 * gives several values). It runs on every authenticated request, so it lists no entries of its own.
 */
function readCredentialHeaders(headers: HeaderSource): CredentialHeaderValues {
  if (typeof (headers as { get?: unknown }).get === 'function') {
    const source = headers as { get(name: string): string | null };
    const authorization = source.get('authorization');
    const apiKey = source.get('x-api-key');
    return { authorization: authorization === null ? [] : [authorization], apiKey: apiKey === null ? [] : [apiKey] };
  }
  const record = headers as Record<string, string | readonly string[] | undefined>;
  const values: CredentialHeaderValues = { authorization: [], apiKey: [] };
  for (const headerName in record) {
    if (!Object.hasOwn(record, headerName)) continue;
    const lowerCase = headerName.toLowerCase();
    const target = lowerCase === 'authorization' ? values.authorization : lowerCase === 'x-api-key' ? values.apiKey : undefined;
    const value = record[headerName];
    if (target === undefined || value === undefined) continue;
    if (typeof value === 'string') target.push(value);
    else target.push(...value);
  }
  return values;
}

/** True when the raw headers carry `Authorization` or `X-Api-Key` more than once. */
function repeatsCredentialHeader(rawHeaders: readonly string[] | undefined): boolean {
  if (rawHeaders === undefined) return false;
  let authorization = 0;
  let apiKey = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = (rawHeaders[index] ?? '').toLowerCase();
    if (name === 'authorization') authorization += 1;
    else if (name === 'x-api-key') apiKey += 1;
  }
  return authorization > 1 || apiKey > 1;
}

function queryHasCredential(query: QuerySource | undefined): boolean {
  if (query === undefined) return false;
  const names = query instanceof URLSearchParams ? [...query.keys()] : Object.keys(query);
  return names.some((name) => queryCredentialNames.has(name.toLowerCase()));
}

function failure(code: 'missing_credential' | 'malformed_credential' | 'credential_in_query', message: string): CredentialExtraction {
  return { success: false, error: new AccessError(code, message) };
}

/**
 * Finds the API key of a request, the same way on every surface.
 *
 * - `Authorization: Bearer <key>` and `X-Api-Key: <key>` are equivalent; both may be sent only with the same key.
 * - A key in the query string (`api_key`, `Api_key`, any casing) is refused with `credential_in_query`,
 *   even when a header is present, so clients stop leaking keys into URLs and logs.
 * - A legacy body field `api_key` counts only when `legacyBodyKeys` is on and no header is sent.
 * - `Authorization: Bearer` with an OAuth access token of the authorization server (43 base64url characters) is
 *   answered as `kind: 'access_token'`; the store checks it (`authenticateAccessToken`).
 * - Nothing found: `missing_credential`; wrong scheme, a repeated header, two different keys or a value
 *   that is not a Mandala key: `malformed_credential`. All three map to 401.
 */
export function extractCredential(request: CredentialRequest): CredentialExtraction {
  if (queryHasCredential(request.query)) {
    return failure(
      'credential_in_query',
      'API keys are not accepted in the query string; send the key in the Authorization: Bearer header or the X-Api-Key header.',
    );
  }
  const { authorization: authorizationValues, apiKey: apiKeyValues } = readCredentialHeaders(request.headers);
  if (authorizationValues.length > 1 || apiKeyValues.length > 1 || repeatsCredentialHeader(request.rawHeaders)) {
    return failure('malformed_credential', 'Send one API key, in one header.');
  }
  const candidates: { key: string; source: CredentialSource }[] = [];
  const authorization = authorizationValues[0];
  if (authorization !== undefined) {
    const bearer = /^\s*Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (bearer?.[1] !== undefined) candidates.push({ key: bearer[1], source: 'authorization_header' });
    else if (apiKeyValues.length === 0) {
      return failure('malformed_credential', 'The Authorization header must use the Bearer scheme: Authorization: Bearer <API key>.');
    }
  }
  const apiKeyHeader = apiKeyValues[0];
  if (apiKeyHeader !== undefined) candidates.push({ key: apiKeyHeader.trim(), source: 'x_api_key_header' });

  if (candidates.length === 0) return extractLegacyBodyCredential(request);
  const [first, second] = candidates;
  if (first === undefined) return failure('missing_credential', 'An API key is required.');
  if (second !== undefined && second.key !== first.key) {
    return failure('malformed_credential', 'Authorization and X-Api-Key carry different keys; send one.');
  }
  if (first.source === 'authorization_header' && second === undefined && isAccessTokenShaped(first.key)) {
    return { success: true, key: first.key, kind: 'access_token', source: first.source, deprecated: false };
  }
  if (!isWellFormedApiKey(first.key)) {
    return failure('malformed_credential', 'The credential is not a Mandala API key (expected mdl_live_ followed by 43 characters).');
  }
  return { success: true, key: first.key, kind: 'api_key', source: first.source, deprecated: false };
}

function extractLegacyBodyCredential(request: CredentialRequest): CredentialExtraction {
  const missingMessage =
    'An API key is required: send it as Authorization: Bearer <API key> or as the X-Api-Key header.';
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return failure('missing_credential', missingMessage);
  const field = bodyCredentialNames.find((name) => Object.hasOwn(body, name));
  if (field === undefined) return failure('missing_credential', missingMessage);
  if (request.legacyBodyKeys !== true) {
    return failure('missing_credential', 'The api_key body field is no longer accepted; send the key in the Authorization: Bearer header or the X-Api-Key header.');
  }
  const value = (body as Record<string, unknown>)[field];
  if (typeof value !== 'string' || !isWellFormedApiKey(value.trim())) {
    return failure('malformed_credential', 'The api_key body field is not a Mandala API key.');
  }
  return { success: true, key: value.trim(), kind: 'api_key', source: 'legacy_body', deprecated: true };
}

/**
 * When Mandala deprecated the legacy credential fields (query and body `api_key`): 2026-01-01T00:00:00Z.
 * The spec gives no date; this is the project's choice, sent in the `Deprecation` header.
 */
export const legacyCredentialDeprecatedAt = new Date(Date.UTC(2026, 0, 1));

/**
 * Headers to add to a response whose request authenticated with the legacy body field (`deprecated: true`):
 * `Deprecation` as an RFC 9745 structured date (`@` + Unix seconds).
 */
export const legacyCredentialResponseHeaders: Readonly<Record<string, string>> = {
  Deprecation: `@${legacyCredentialDeprecatedAt.getTime() / 1000}`,
};
