// Requests to the OAuth authorization server and its pages: discovery documents, the authorization endpoint with
// hostile parameters (foreign or private client metadata URLs, unregistered redirect URIs, plain or missing PKCE,
// foreign resources), the token endpoint with made-up codes, verifiers and refresh tokens, dynamic registration
// with odd metadata, the consent form without a session or CSRF token, and the connected-apps API. None may get a
// server error; the error codes must be the RFCs' (or the account system's).
import fc from 'fast-check';
import type { FuzzRequest } from './fuzz-request';

/** Error codes the OAuth routes may answer (RFC 6749, 6750, 7009, 7591, 8707, 9126; the account system's). */
export const oauthErrorCodes: ReadonlySet<string> = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'invalid_target',
  'invalid_redirect_uri',
  'invalid_client_metadata',
  'invalid_token',
  'unsupported_response_type',
  'unsupported_token_type',
  'access_denied',
  'invalid_request_uri',
  'invalid_request_object',
  'session_required',
  'csrf_token_invalid',
  'connected_app_not_found',
  'method_not_allowed',
  'route_not_found',
]);

/** True for a path of the OAuth routes (checked with {@link oauthErrorCodes} rather than the Mandala error table). */
export function isOAuthPath(path: string): boolean {
  return /^\/(oauth\/|\.well-known\/(oauth-|openid-)|account\/api\/connected-apps)/.test(path);
}

const clientIds = [
  'unknown-client',
  'https://10.0.0.7/client.json',
  'https://127.0.0.1/client.json',
  'https://[::1]/client.json',
  'https://169.254.169.254/latest/meta-data',
  'https://localhost/client.json',
  'http://example.com/client.json',
  'https://user:pass@example.com/c.json',
  'https://example.com/../c.json',
  'https://example.com/c.json#x',
  '',
  'x'.repeat(5000),
  '%00',
];
const redirectUris = ['http://127.0.0.1:1/callback', 'https://attacker.example/cb', 'javascript:alert(1)', 'myapp://cb', '', '//evil.example', 'http://[::1]:65535/x'];
const text = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('', 'S256', 'plain', 'code', 'token', 'id_token', 'charts people offline_access', 'openid', 'x'.repeat(3000)));

function query(entries: readonly (readonly [string, string | undefined])[]): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of entries) if (value !== undefined) parameters.append(name, value);
  return parameters.toString();
}

function request(label: string, method: string, path: string, headers: readonly (readonly [string, string])[] = [], body?: string): FuzzRequest {
  return {
    surface: 'rest',
    flavour: 'hostile',
    label: `oauth: ${label}`,
    method,
    path,
    headers,
    ...(body === undefined ? {} : { body: { text: body } }),
    credential: { kind: 'none', key: 'main' },
  };
}

const form: readonly (readonly [string, string])[] = [['Content-Type', 'application/x-www-form-urlencoded']];

const authorization = fc
  .record({
    clientId: fc.constantFrom(...clientIds),
    redirectUri: fc.constantFrom(...redirectUris),
    responseType: text,
    challenge: text,
    method: text,
    scope: text,
    resource: fc.constantFrom(undefined, 'https://elsewhere.example/', 'not a url', 'https://mcp.example/#frag'),
    verb: fc.constantFrom('GET', 'POST'),
  })
  .map((parts) =>
    request(
      `authorize ${parts.clientId.slice(0, 40)}`,
      parts.verb,
      `/oauth/authorize?${query([
        ['client_id', parts.clientId],
        ['redirect_uri', parts.redirectUri],
        ['response_type', parts.responseType],
        ['code_challenge', parts.challenge],
        ['code_challenge_method', parts.method],
        ['scope', parts.scope],
        ['resource', parts.resource],
      ])}`,
    ),
  );

const token = fc
  .record({ grant: fc.constantFrom('authorization_code', 'refresh_token', 'password', 'client_credentials', 'implicit', ''), code: text, verifier: text, clientId: fc.constantFrom(...clientIds), refresh: text })
  .map((parts) =>
    request(
      `token ${parts.grant}`,
      'POST',
      '/oauth/token',
      form,
      query([
        ['grant_type', parts.grant],
        ['code', parts.code],
        ['code_verifier', parts.verifier],
        ['client_id', parts.clientId],
        ['refresh_token', parts.refresh],
        ['redirect_uri', 'http://127.0.0.1:1/callback'],
      ]),
    ),
  );

const registration = fc
  .record({
    redirect: fc.array(fc.oneof(fc.constantFrom(...redirectUris), fc.string({ maxLength: 40 })), { maxLength: 3 }),
    extra: fc.dictionary(fc.constantFrom('grant_types', 'response_types', 'token_endpoint_auth_method', 'application_type', 'scope', 'jwks_uri', 'client_name', 'logo_uri'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  })
  .map((parts) => request('register', 'POST', '/oauth/register', [['Content-Type', 'application/json']], JSON.stringify({ redirect_uris: parts.redirect, ...parts.extra })));

const pages = fc.oneof(
  fc.constantFrom(
    request('authorization server metadata', 'GET', '/.well-known/oauth-authorization-server'),
    request('openid configuration', 'GET', '/.well-known/openid-configuration'),
    request('protected resource metadata', 'GET', '/.well-known/oauth-protected-resource'),
    request('protected resource metadata of /mcp', 'GET', '/.well-known/oauth-protected-resource/mcp'),
    request('jwks', 'GET', '/oauth/jwks'),
    request('connected apps without a session', 'GET', '/account/api/connected-apps'),
    request('disconnect without a session', 'DELETE', '/account/api/connected-apps/grant-1'),
    request('revoke a made-up token', 'POST', '/oauth/revoke', form, 'token=abc&client_id=unknown-client'),
  ),
  fc.record({ uid: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), fc.string({ maxLength: 80 })), body: fc.string({ maxLength: 200 }), verb: fc.constantFrom('GET', 'POST', 'PUT') }).map((parts) =>
    request('interaction', parts.verb, `/oauth/interaction/${encodeURIComponent(parts.uid)}`, parts.verb === 'GET' ? [] : form, parts.verb === 'GET' ? undefined : parts.body),
  ),
);

/** Hostile requests to the OAuth routes. */
export function oauthRequests(): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(authorization, token, registration, pages);
}
