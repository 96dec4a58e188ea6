import { errors } from 'oidc-provider';
import { redirectUriProblem } from './redirect-uri-rule';

/**
 * Redirect URIs one client may register. An MCP client needs one (a desktop app one per loopback port it may
 * listen on, a web app one per deployment); 10 covers those, while each URI is stored with the client and matched
 * on every authorization request, so an open registration of 1,000 is refused.
 */
export const maximumRedirectUris = 10;

/** Characters of a client's name, the string the consent page shows: enough for a product name and its edition. */
export const maximumClientNameLength = 100;

/** Characters of any other string a client registers (its URIs). */
export const maximumMetadataStringLength = 2000;

/**
 * Metadata that would make the authorization server fetch a URL on the client's behalf (or only serves clients
 * that authenticate with keys): `jwks_uri` (client keys), `sector_identifier_uri` (pairwise subjects),
 * `request_uris` (request objects), `backchannel_logout_uri` and `backchannel_client_notification_endpoint` (logout
 * and CIBA notifications), and inline `jwks`. Mandala serves public clients with PKCE only, so none is needed:
 * each is refused at registration (and in a client ID metadata document), and no code path fetches them.
 */
export const refusedFetchingMetadata = ['jwks_uri', 'jwks', 'sector_identifier_uri', 'request_uris', 'backchannel_logout_uri', 'backchannel_client_notification_endpoint'] as const;

/**
 * Control (Cc), format (Cf: bidirectional overrides and isolates, zero-width characters, the byte order mark),
 * surrogate (Cs) and line or paragraph separator (Zl, Zp) characters: refused in a client's name, which a person
 * reads on the consent page to decide whom to trust.
 */
const invisibleOrReordering = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const invisibleOrReorderingEverywhere = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** The metadata properties {@link validateClientMetadata} looks at (oidc-provider's `extraClientMetadata.properties`). */
export const policedClientMetadata = ['redirect_uris', 'application_type', 'token_endpoint_auth_method', 'client_name', ...refusedFetchingMetadata] as const;

/** `text` with every invisible or reordering character written out as `\u{…}`, for showing a stored name. */
export function visibleText(text: string): string {
  return text.replace(invisibleOrReorderingEverywhere, (character) => `\\u{${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`);
}

function refuse(message: string): never {
  throw new errors.InvalidClientMetadata(message);
}

/**
 * The registration policy, run by oidc-provider for each property of {@link policedClientMetadata} of every client,
 * registered (`POST /oauth/register`) or described by a client ID metadata document: public clients only, at most
 * {@link maximumRedirectUris} redirect URIs each https or loopback http, a plain name, and no metadata that makes the
 * server fetch a URL. Throws `invalid_client_metadata` (`invalid_redirect_uri` for a redirect URI) saying what to send.
 */
export function validateClientMetadata(key: string, value: unknown, metadata: Record<string, unknown>): void {
  switch (key) {
    case 'application_type':
      // Every client is matched as a web client: redirect URIs exactly, port included (no RFC 8252 port wildcard).
      metadata['application_type'] = 'web';
      return;
    case 'redirect_uris': {
      const uris = Array.isArray(value) ? value : [];
      if (uris.length > maximumRedirectUris) refuse(`redirect_uris may list at most ${maximumRedirectUris} URIs; register the ones this client uses.`);
      for (const uri of uris) {
        if (typeof uri === 'string' && uri.length > maximumMetadataStringLength) refuse(`each redirect URI is at most ${maximumMetadataStringLength} characters.`);
        const problem = redirectUriProblem(uri);
        if (problem !== undefined) throw new errors.InvalidRedirectUri(problem);
      }
      return;
    }
    case 'token_endpoint_auth_method':
      if (value !== undefined && value !== 'none') {
        refuse('Mandala registers public clients only: send token_endpoint_auth_method "none" (or leave it out) and use PKCE; no client secret is issued.');
      }
      return;
    case 'client_name':
      if (value === undefined) return;
      if (typeof value !== 'string') refuse('client_name must be a string.');
      if ([...value].length > maximumClientNameLength) refuse(`client_name is at most ${maximumClientNameLength} characters; send a shorter name.`);
      if (invisibleOrReordering.test(value)) {
        refuse('client_name may not contain control, bidirectional-override, zero-width or other invisible characters; send the name as plain text.');
      }
      return;
    default:
      if ((refusedFetchingMetadata as readonly string[]).includes(key) && value !== undefined) {
        refuse(`${key} is not accepted: Mandala serves public clients with PKCE and fetches no client keys, sector identifiers or request objects; register without it.`);
      }
  }
}
