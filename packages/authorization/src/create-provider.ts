import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { AccessStore } from '@mandala/access';
import Provider, { errors } from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { mayFetchClientMetadata, resolveHostAddresses } from './client-metadata-fetch-guard';
import type { ResolveHost } from './client-metadata-fetch-guard';
import { escapeHtml } from './escape-html';
import { policedClientMetadata, validateClientMetadata } from './client-registration-policy';
import { resourceScopes, supportedScopes, withDefaultResourceScope } from './scopes';
import type { ServerSecrets } from './secrets';
import { storeAdapter } from './store-adapter';
import { withTokenErrorDescription } from './token-error-description';

/** Lifetimes of what the authorization server issues, in seconds. */
export const tokenLifetimeSeconds = {
  /** Access tokens are short-lived: a revoked grant's tokens die with it at once anyway. */
  accessToken: 600,
  authorizationCode: 60,
  /** A refresh token rotates on every use; an unused one expires after 30 days. */
  refreshToken: 30 * 24 * 3600,
  grant: 365 * 24 * 3600,
  interaction: 3600,
  session: 14 * 24 * 3600,
} as const;

/** The resource identifiers (RFC 8707) tokens can be bound to. */
export interface ResourceIndicators {
  /** The MCP server: its dedicated port's root, and `/mcp` on the REST origin. The first is the default. */
  readonly mcp: readonly [string, ...string[]];
  /** REST (the service root). */
  readonly rest: string;
  /** Agent HTTP (`/agent/v1`). */
  readonly agentHttp: string;
}

/**
 * For tests only: lets the client ID metadata document fetch reach one https origin on loopback, trusting the test's
 * own certificate. It is not configuration: no environment variable or file can produce it, `main.ts` never
 * passes it, and {@link createProvider} refuses it when `NODE_ENV` is `production`.
 */
export interface LoopbackClientMetadataForTests {
  /** The exact origin allowed, `https://127.0.0.1:<port>`. */
  readonly origin: string;
  /** The PEM certificate (or CA) the test server presents. */
  readonly certificateAuthority: string;
}

/** Options of {@link createProvider}. */
export interface ProviderOptions {
  readonly store: AccessStore;
  /** The issuer: the service's public URL (`MANDALA_PUBLIC_URL`), no trailing slash. */
  readonly issuer: string;
  readonly resources: ResourceIndicators;
  readonly secrets: ServerSecrets;
  /** DNS resolution for the client metadata guard; default the system resolver. */
  readonly resolveHost?: ResolveHost;
  readonly unsafeLoopbackClientMetadataForTests?: LoopbackClientMetadataForTests;
  /** Lifetimes other than {@link tokenLifetimeSeconds} (tests: a code that expires in a second). */
  readonly lifetimeSeconds?: Partial<Record<keyof typeof tokenLifetimeSeconds, number>>;
}

/** Path of the interaction (sign-in and consent) page of one authorization request. */
export const interactionPathPrefix = '/oauth/interaction/';

/** The provider's endpoints, all under `/oauth/` on the REST origin. */
export const providerRoutes = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  registration: '/oauth/register',
  revocation: '/oauth/revoke',
  jwks: '/oauth/jwks',
  end_session: '/oauth/session/end',
  userinfo: '/oauth/userinfo',
  code_verification: '/oauth/device',
  device_authorization: '/oauth/device/auth',
  introspection: '/oauth/introspect',
  pushed_authorization_request: '/oauth/par',
  backchannel_authentication: '/oauth/backchannel',
  challenge: '/oauth/challenge',
} as const;

/** A fetch that reaches only the allowed test origin, trusting its certificate; everything else goes to `fetch`. */
function fetchForTests(allowance: LoopbackClientMetadataForTests): NonNullable<Configuration['fetch']> {
  return async (url, options) => {
    const target = new URL(String(url));
    if (target.origin !== allowance.origin) return fetch(url, options as RequestInit);
    return new Promise<Response>((resolve, reject) => {
      const outgoing = httpsRequest(target, { method: 'GET', ca: allowance.certificateAuthority, headers: { accept: 'application/json' }, timeout: 2500 }, (incoming) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
        resolve(new Response(Readable.toWeb(incoming) as ReadableStream, { status: incoming.statusCode ?? 502, headers }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  };
}

/**
 * Every fetch oidc-provider makes (today the client ID metadata documents; the metadata that would make it fetch
 * anything else is refused at registration) first passes the one SSRF guard: https, no credentials, a public host
 * before DNS resolution and (oidc-provider's own dispatcher) at connect. A refused URL is never connected to.
 */
export function guardedFetch(allowance: LoopbackClientMetadataForTests | undefined, resolveHost: ResolveHost): NonNullable<Configuration['fetch']> {
  const fetchAllowed: NonNullable<Configuration['fetch']> = allowance === undefined ? (url, options) => fetch(url, options as RequestInit) : fetchForTests(allowance);
  return async (url, options) => {
    const target = String(url);
    const allowedForTests = allowance !== undefined && URL.parse(target)?.origin === allowance.origin;
    if (!allowedForTests && !(await mayFetchClientMetadata(target, resolveHost))) {
      throw new Error(`Refused to fetch ${target}: the authorization server fetches only https URLs on public addresses.`);
    }
    return fetchAllowed(url, options);
  };
}

function renderErrorPage(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }): void {
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mandala: the connection could not be made</title></head><body><main><h1>The connection could not be made</h1><p>${escapeHtml(out.error ?? 'server_error')}: ${escapeHtml(out.error_description ?? 'Something went wrong.')}</p><p>Go back to the app you were connecting and start again.</p></main></body></html>`;
}

/**
 * The OAuth 2.1 authorization server (panva's certified oidc-provider): authorization code with PKCE S256 only,
 * no implicit or password grant, rotating refresh tokens with `offline_access`, short-lived opaque access tokens
 * bound to one Mandala resource (RFC 8707), open dynamic client registration (RFC 7591), client ID metadata
 * documents fetched behind an SSRF guard (https only, public addresses only before and after DNS resolution, at
 * most 5 KiB in 2.5 s, cached 5 minutes to a day), redirect URIs matched exactly. State lives in the access store.
 */
export function createProvider(options: ProviderOptions): Provider {
  const allowance = options.unsafeLoopbackClientMetadataForTests;
  if (allowance !== undefined && process.env['NODE_ENV'] === 'production') {
    throw new Error('The loopback client metadata allowance is for tests only and cannot be used with NODE_ENV=production.');
  }
  const resolveHost = options.resolveHost ?? resolveHostAddresses;
  const lifetimes = { ...tokenLifetimeSeconds, ...options.lifetimeSeconds };
  const allResources = new Set([...options.resources.mcp, options.resources.rest, options.resources.agentHttp]);
  const configuration: Configuration = {
    adapter: storeAdapter(options.store),
    clients: [],
    cookies: { keys: options.secrets.cookieKeys, long: { signed: true }, short: { signed: true } },
    jwks: { keys: [options.secrets.signingKey] },
    routes: providerRoutes,
    responseTypes: ['code'],
    // The resource scopes are listed too, so clients may register with them (RFC 7591 `scope`).
    scopes: ['openid', ...supportedScopes],
    claims: { openid: ['sub'] },
    pkce: { required: () => true },
    rotateRefreshToken: true,
    enabledJWA: { idTokenSigningAlgValues: ['ES256'] } as Configuration['enabledJWA'],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'ES256',
    },
    ttl: {
      AccessToken: lifetimes.accessToken,
      AuthorizationCode: lifetimes.authorizationCode,
      RefreshToken: lifetimes.refreshToken,
      Grant: lifetimes.grant,
      Interaction: lifetimes.interaction,
      Session: lifetimes.session,
      IdToken: 3600,
    },
    interactions: { url: (_ctx, interaction) => `${interactionPathPrefix}${interaction.uid}` },
    // The registration policy (public clients, at most 10 redirect URIs, a plain name, nothing that makes the server
    // fetch a URL), for registered clients and client ID metadata documents alike.
    extraClientMetadata: {
      properties: [...policedClientMetadata],
      validator: (_ctx, key, value, metadata) => validateClientMetadata(key, value, metadata as Record<string, unknown>),
    },
    renderError: (ctx, out) => renderErrorPage(ctx, out),
    // A code or refresh token of an account that is disabled or gone answers invalid_grant (its grants are deleted with
    // it too; this covers one in flight).
    findAccount: async (_ctx, sub) => {
      const account = await options.store.findAccount(sub);
      if (account === null || account.disabledAt !== null) return undefined;
      return { accountId: sub, claims: () => Promise.resolve({ sub }) };
    },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true, initialAccessToken: false },
      registrationManagement: { enabled: false },
      revocation: {
        enabled: true,
        // oidc-provider's default rule, stated so it does not print a notice on stdout (the JSON log) at each revocation:
        // a client revokes only its own tokens; another client's token is silently not revoked (RFC 7009 §2.2).
        allowedPolicy: (_ctx: unknown, client: { clientId: string; clientAuthMethod: string }, token: { clientId?: string }) => {
          if (token.clientId === client.clientId) return true;
          if (client.clientAuthMethod === 'none') return false;
          throw new errors.InvalidRequest('this client may revoke only its own tokens; revoke it with the client it was issued to.');
        },
      },
      introspection: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.resources.mcp[0],
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (!allResources.has(resourceIndicator)) throw new errors.InvalidTarget(`${resourceIndicator} is not a Mandala resource; ask for ${options.resources.mcp[0]}.`);
          return {
            scope: resourceScopes.join(' '),
            audience: resourceIndicator,
            accessTokenTTL: lifetimes.accessToken,
            accessTokenFormat: 'opaque',
          };
        },
      },
      clientIdMetadataDocument: {
        enabled: true,
        ack: 'draft-02',
        allowFetch: async (_ctx: unknown, clientId: string) =>
          (allowance !== undefined && URL.parse(clientId)?.origin === allowance.origin) || (await mayFetchClientMetadata(clientId, resolveHost)),
        cacheDuration: { min: 300, max: 86_400 },
      },
    } as Configuration['features'],
    fetch: guardedFetch(allowance, resolveHost),
  } as Configuration;
  const provider = new Provider(options.issuer, configuration);
  if (options.issuer.startsWith('https:')) provider.proxy = true;
  provider.use(async (ctx, next) => {
    // (A repeated `scope` is left for oidc-provider to refuse.)
    if (ctx.path === providerRoutes.authorization && ctx.method === 'GET' && !Array.isArray(ctx.query['scope'])) {
      // A request naming no resource scope (`offline_access` alone, or none) asks for `charts`: the consent page lists
      // it, the grant holds it, and the token carries it (oidc-provider issues only the scopes the request names).
      const requested = typeof ctx.query['scope'] === 'string' ? ctx.query['scope'] : '';
      const scope = withDefaultResourceScope(requested);
      if (scope !== requested) ctx.query = { ...ctx.query, scope };
      // Every authorization shows the consent page, so a request for offline_access is one with prompt=consent (OpenID
      // Connect ignores offline_access without it; not every MCP client sends it).
      if (ctx.query['prompt'] === undefined && scope.split(' ').includes('offline_access')) ctx.query = { ...ctx.query, prompt: 'consent' };
    }
    await next();
    // A client that left token_endpoint_auth_method out is registered as a public one (`none`), but oidc-provider
    // decides on a secret from the body as sent: it is never checked, so it is not handed out either.
    if (ctx.oidc?.route === 'registration' && typeof ctx.body === 'object' && ctx.body !== null) {
      const registered = ctx.body as Record<string, unknown>;
      if (registered['token_endpoint_auth_method'] === 'none') {
        delete registered['client_secret'];
        delete registered['client_secret_expires_at'];
      }
    }
    // A refused code or refresh token says what to do (oidc-provider's description is a bare "grant request is invalid").
    if (ctx.oidc?.route === 'token') ctx.body = withTokenErrorDescription(ctx.body);
    // The metadata lists the resource scopes too (oidc-provider lists only its own: openid, offline_access).
    if (ctx.oidc?.route === 'discovery' && typeof ctx.body === 'object' && ctx.body !== null) {
      (ctx.body as Record<string, unknown>)['scopes_supported'] = ['openid', ...supportedScopes];
    }
  });
  return provider;
}
