// One generated request, independent of the keys and servers it will be sent to: the credential is described
// (`credential`), and turned into headers, a query or a body field only when the request is sent.

/** Where a request goes. */
export type Surface = 'rest' | 'agent-http' | 'mcp';

/** How the request was made: from the schema, one thing wrong, or hostile at the protocol level. */
export type Flavour = 'valid' | 'almost-valid' | 'hostile';

/** Keys the fuzzer holds: the main key (Business plan) and, in-process, a second key on the Free plan. */
export type KeyName = 'main' | 'free';

/** How the request carries a credential. */
export type CredentialKind =
  | 'bearer'
  | 'x-api-key'
  | 'both-same'
  | 'both-different'
  | 'two-authorization'
  | 'lowercase-scheme'
  | 'basic-scheme'
  | 'bearer-without-key'
  | 'not-a-key'
  | 'revoked-looking'
  | 'in-query'
  | 'in-path'
  | 'in-body'
  | 'none';

/** The request's credential: its shape, and which key it uses. */
export interface CredentialShape {
  readonly kind: CredentialKind;
  readonly key: KeyName;
}

/** A request body: text (usually JSON), or raw bytes (not UTF-8). */
export type RequestBody = { readonly text: string } | { readonly bytes: readonly number[] };

/** One generated request. */
export interface FuzzRequest {
  readonly surface: Surface;
  readonly flavour: Flavour;
  /** What makes it what it is, in a few words (`valid natal_chart_v3`, `almost-valid: hex number in gateNumber`). */
  readonly label: string;
  readonly method: string;
  /** Path and query exactly as sent (percent-encoding kept). */
  readonly path: string;
  /** Headers besides Host, Content-Length and the credential, in order; a name may repeat. */
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: RequestBody;
  readonly credential: CredentialShape;
  /** The operation the request names, when it names one (for the charge check). */
  readonly operationName?: string;
  /** The arguments sent, as the operation reads them (for operations whose cost depends on them). */
  readonly input?: unknown;
}

/**
 * Stands for the request's own key where a key does not belong (a path, a parameter name, a tool name, a header
 * that is not a credential); {@link materialize} writes the key in its place. An answer must not echo it.
 */
export const KEY_PLACEHOLDER = 'fuzz-own-key-goes-here';

/** A key-shaped string that no store holds. */
export const UNKNOWN_KEY = 'mdl_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** The keys a request may use. */
export interface FuzzKeys {
  readonly main: string;
  /** A Free-plan key, when the fuzzer could create one; `main` stands in otherwise. */
  readonly free?: string;
}

/** What is actually sent: the path (with a query or path credential) and the raw header list (with the credential). */
export interface MaterializedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: string[];
  readonly body: Buffer | undefined;
}

function withQueryParameter(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

function withBodyField(body: RequestBody | undefined, name: string, value: string): RequestBody | undefined {
  if (body === undefined || !('text' in body)) return body;
  try {
    const parsed = JSON.parse(body.text) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return body;
    return { text: JSON.stringify({ ...(parsed as Record<string, unknown>), [name]: value }) };
  } catch {
    return body;
  }
}

/** Turns a request into what goes on the wire for `keys` and `host` (the Host header). */
export function materialize(request: FuzzRequest, keys: FuzzKeys, host: string): MaterializedRequest {
  const key = request.credential.key === 'free' ? (keys.free ?? keys.main) : keys.main;
  const other = request.credential.key === 'free' ? keys.main : (keys.free ?? UNKNOWN_KEY);
  const credentialHeaders: [string, string][] = [];
  let path = request.path;
  let body = request.body;
  switch (request.credential.kind) {
    case 'bearer':
      credentialHeaders.push(['Authorization', `Bearer ${key}`]);
      break;
    case 'x-api-key':
      credentialHeaders.push(['X-Api-Key', key]);
      break;
    case 'both-same':
      credentialHeaders.push(['Authorization', `Bearer ${key}`], ['X-Api-Key', key]);
      break;
    case 'both-different':
      credentialHeaders.push(['Authorization', `Bearer ${key}`], ['X-Api-Key', other]);
      break;
    case 'two-authorization':
      credentialHeaders.push(['Authorization', `Bearer ${key}`], ['Authorization', `Bearer ${other}`]);
      break;
    case 'lowercase-scheme':
      credentialHeaders.push(['authorization', `bearer ${key}`]);
      break;
    case 'basic-scheme':
      credentialHeaders.push(['Authorization', `Basic ${Buffer.from(`user:${key}`).toString('base64')}`]);
      break;
    case 'bearer-without-key':
      credentialHeaders.push(['Authorization', 'Bearer ']);
      break;
    case 'not-a-key':
      credentialHeaders.push(['Authorization', `Bearer ${key.slice(0, 20)}`]);
      break;
    case 'revoked-looking':
      credentialHeaders.push(['Authorization', `Bearer ${UNKNOWN_KEY}`]);
      break;
    case 'in-query':
      path = withQueryParameter(path, 'api_key', key);
      break;
    case 'in-path':
      credentialHeaders.push(['Authorization', `Bearer ${key}`]);
      path = `/${key}${path}`;
      break;
    case 'in-body':
      body = withBodyField(body, 'api_key', key);
      break;
    case 'none':
      break;
  }
  const withKey = (text: string): string => text.replaceAll(KEY_PLACEHOLDER, key);
  path = withKey(path);
  const bytes = body === undefined ? undefined : 'text' in body ? Buffer.from(withKey(body.text), 'utf8') : Buffer.from(body.bytes);
  const headers = ['Host', host];
  // Header values go out as their UTF-8 bytes (Node refuses characters above U+00FF in a header).
  for (const [name, value] of [...credentialHeaders, ...request.headers]) headers.push(name, Buffer.from(withKey(value), 'utf8').toString('latin1'));
  if (bytes !== undefined) headers.push('Content-Length', String(bytes.length));
  return { method: request.method, path, headers, body: bytes };
}

/** Credentials no operation may accept: a request carrying one is refused (401 or 403) before anything runs. */
export const refusedCredentialKinds: ReadonlySet<CredentialKind> = new Set([
  'both-different',
  'two-authorization',
  'basic-scheme',
  'bearer-without-key',
  'not-a-key',
  'revoked-looking',
  'in-query',
  'in-body',
  'none',
]);
