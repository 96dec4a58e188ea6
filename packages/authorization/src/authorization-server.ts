import { timingSafeEqual } from 'node:crypto';
import type { AccessStore, OAuthRecord } from '@mandala/access';
import type { Middleware, ParameterizedContext } from 'koa';
import type Provider from 'oidc-provider';
import { visibleText } from './client-registration-policy';
import { renderConsentPage, renderInteractionProblem } from './consent-page';
import { createProvider, interactionPathPrefix } from './create-provider';
import type { LoopbackClientMetadataForTests, ProviderOptions, ResourceIndicators } from './create-provider';
import type { ResolveHost } from './client-metadata-fetch-guard';
import { protectedResourceMetadata } from './protected-resource';
import { readFormBody } from './read-form-body';
import { createRegistrationThrottle } from './registration-throttle';
import { knownScopesOf, resourceScopes, supportedScopes } from './scopes';
import { loadServerSecrets } from './secrets';

/** The signed-in person behind a request's session cookie (the account system's session). */
export interface SignedInPerson {
  readonly accountId: string;
  readonly email: string;
  /** The session's CSRF token: the consent form and the connected-apps API must send it back. */
  readonly csrfToken: string;
}

/** Resolves a request's `Cookie` header to the signed-in person, or `null`. */
export type ResolveSession = (cookieHeader: string | undefined) => Promise<SignedInPerson | null>;

/** Options of {@link createAuthorizationServer}. */
export interface AuthorizationServerOptions {
  readonly store: AccessStore;
  /** The service's public URL (`MANDALA_PUBLIC_URL`): the issuer; no trailing slash. */
  readonly issuer: string;
  readonly resources: ResourceIndicators;
  /** The account system's session lookup (cookie `mandala_session`). */
  readonly resolveSession: ResolveSession;
  /**
   * The account system's sign-in page; `next` is a relative path to come back to, `appName` the name of the app
   * asking (its `client_name`, shown escaped). Default `/account/sign-in?next=…&app=…`.
   */
  readonly signInPath?: (next: string, appName: string) => string;
  readonly resolveHost?: ResolveHost;
  /** Tests only; see {@link LoopbackClientMetadataForTests}. */
  readonly unsafeLoopbackClientMetadataForTests?: LoopbackClientMetadataForTests;
  /** Lifetimes other than the defaults (`tokenLifetimeSeconds`), in seconds. */
  readonly lifetimeSeconds?: ProviderOptions['lifetimeSeconds'];
  /** Successful dynamic client registrations allowed per client address and hour (per process); default 50. */
  readonly registrationsPerAddressPerHour?: number;
}

/** One connected app of an account, as the dashboard lists it. */
export interface ConnectedApp {
  readonly grantId: string;
  readonly clientId: string;
  readonly clientName: string;
  readonly scopes: readonly string[];
  readonly connectedAt: string | null;
  readonly lastUsedAt: string | null;
}

/** The running authorization server: the REST app's middleware, and the provider for tests. */
export interface AuthorizationServer {
  readonly provider: Provider;
  readonly middleware: Middleware;
  /** The connected apps of an account. */
  connectedApps(accountId: string): Promise<ConnectedApp[]>;
}

type Context = ParameterizedContext;

function sameSecret(presented: string | null | undefined, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const left = Buffer.from(presented);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

function sendJson(ctx: Context, status: number, body: unknown): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/** Sends a page; `formTarget` is the origin the form's answer finally redirects to (browsers check redirects against `form-action`). */
function sendPage(ctx: Context, status: number, html: string, formTarget?: string): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  const formAction = formTarget === undefined ? "'self'" : `'self' ${formTarget}`;
  // The site's own stylesheet and favicon (`/site.css`, `/favicon.svg`); no inline style or script.
  ctx.set('Content-Security-Policy', `default-src 'none'; style-src 'self'; img-src 'self'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`);
  ctx.set('X-Frame-Options', 'DENY');
  ctx.body = html;
}

function scopesOfGrant(payload: Record<string, unknown>): string[] {
  const scopes = new Set<string>();
  const resources = payload['resources'];
  if (typeof resources === 'object' && resources !== null) {
    for (const value of Object.values(resources)) if (typeof value === 'string') for (const scope of value.split(' ')) scopes.add(scope);
  }
  const openid = payload['openid'];
  if (typeof openid === 'object' && openid !== null && typeof (openid as { scope?: unknown }).scope === 'string') {
    for (const scope of (openid as { scope: string }).scope.split(' ')) scopes.add(scope);
  }
  return knownScopesOf([...scopes].join(' '));
}

/**
 * The OAuth 2.1 authorization server on the REST origin, as one Koa middleware:
 *
 * - `/oauth/*` (authorize, token, register, revoke, jwks) and `/.well-known/openid-configuration`: oidc-provider;
 * - `/.well-known/oauth-authorization-server`: the same metadata (RFC 8414);
 * - `/.well-known/oauth-protected-resource[/mcp|/agent/v1]`: protected resource metadata (RFC 9728) of REST, of
 *   `/mcp` and of Agent HTTP;
 * - `GET|POST /oauth/interaction/{uid}`: sign-in (the account system's page, with `next`) and consent (Allow/Deny,
 *   the session's CSRF token required);
 * - `GET /account/api/connected-apps` and `DELETE /account/api/connected-apps/{grantId}` (session cookie;
 *   `X-CSRF-Token` to revoke): the account's grants; revoking deletes the grant's tokens at once.
 */
export async function createAuthorizationServer(options: AuthorizationServerOptions): Promise<AuthorizationServer> {
  const secrets = await loadServerSecrets(options.store);
  const provider = createProvider({
    store: options.store,
    issuer: options.issuer,
    resources: options.resources,
    secrets,
    ...(options.resolveHost === undefined ? {} : { resolveHost: options.resolveHost }),
    ...(options.unsafeLoopbackClientMetadataForTests === undefined ? {} : { unsafeLoopbackClientMetadataForTests: options.unsafeLoopbackClientMetadataForTests }),
    ...(options.lifetimeSeconds === undefined ? {} : { lifetimeSeconds: options.lifetimeSeconds }),
  });
  const providerCallback = provider.callback();
  const signInPath = options.signInPath ?? ((next: string, appName: string) => `/account/sign-in?next=${encodeURIComponent(next)}${appName === '' ? '' : `&app=${encodeURIComponent(appName)}`}`);
  const metadataDocuments = new Map<string, Record<string, unknown>>([
    ['/.well-known/oauth-protected-resource', protectedResourceMetadata(options.resources.rest, options.issuer, 'Mandala REST API')],
    ['/.well-known/oauth-protected-resource/agent/v1', protectedResourceMetadata(options.resources.agentHttp, options.issuer, 'Mandala Agent HTTP')],
    ...options.resources.mcp
      .filter((resource) => resource.startsWith(`${options.issuer}/`))
      .map((resource): [string, Record<string, unknown>] => [
        `/.well-known/oauth-protected-resource${new URL(resource).pathname.replace(/\/$/, '')}`,
        protectedResourceMetadata(resource, options.issuer, 'Mandala MCP'),
      ]),
  ]);

  async function handToProvider(ctx: Context, url?: string): Promise<void> {
    if (url !== undefined) ctx.req.url = url;
    ctx.respond = false;
    await providerCallback(ctx.req, ctx.res);
  }

  const registrationThrottle = createRegistrationThrottle(options.registrationsPerAddressPerHour);

  /** `POST /oauth/register`, within the address's allowance of successful registrations. */
  async function register(ctx: Context): Promise<void> {
    const waitSeconds = await registrationThrottle.secondsUntilAllowed(ctx.ip);
    if (waitSeconds > 0) {
      ctx.status = 429;
      ctx.set('Retry-After', String(waitSeconds));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        error: 'rate_limited',
        error_description: `Too many client registrations from this address. Reuse the client_id you registered, or register again in ${waitSeconds} s (Retry-After).`,
      };
      return;
    }
    await handToProvider(ctx);
    if (ctx.res.statusCode === 201) await registrationThrottle.registered(ctx.ip);
  }

  async function clientNameOf(clientId: string): Promise<string> {
    try {
      const client = await provider.Client.find(clientId);
      const name = client?.clientName;
      // Escaped as HTML where shown; a name stored before the registration policy refused invisible characters has them
      // written out (`\u{202E}`), so the person sees what the client sent.
      if (typeof name === 'string' && name.trim() !== '') return visibleText(name);
    } catch {
      // A metadata document that cannot be fetched now: name the client by its id.
    }
    return URL.parse(clientId)?.host ?? clientId;
  }

  async function connectedApps(accountId: string): Promise<ConnectedApp[]> {
    const grants = await options.store.listOAuthGrants(accountId);
    return Promise.all(
      grants.map(async (grant: OAuthRecord) => {
        const clientId = String(grant.payload['clientId'] ?? '');
        const issuedAt = grant.payload['iat'];
        return {
          grantId: grant.id,
          clientId,
          clientName: await clientNameOf(clientId),
          scopes: scopesOfGrant(grant.payload),
          connectedAt: typeof issuedAt === 'number' ? new Date(issuedAt * 1000).toISOString() : null,
          lastUsedAt: grant.lastUsedAt?.toISOString() ?? null,
        };
      }),
    );
  }

  async function showInteraction(ctx: Context, uid: string): Promise<void> {
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      sendPage(ctx, 400, renderInteractionProblem('This connection request has expired', 'Go back to the app you were connecting and start again.'));
      return;
    }
    if (details.uid !== uid) {
      sendPage(ctx, 400, renderInteractionProblem('This connection request has expired', 'Go back to the app you were connecting and start again.'));
      return;
    }
    const clientId = String(details.params['client_id'] ?? '');
    const person = await options.resolveSession(ctx.get('cookie') || undefined);
    if (person === null) {
      ctx.status = 303;
      ctx.redirect(signInPath(`${interactionPathPrefix}${uid}`, await clientNameOf(clientId)));
      return;
    }
    const redirectUri = String(details.params['redirect_uri'] ?? '');
    const requested = knownScopesOf(typeof details.params['scope'] === 'string' ? details.params['scope'] : undefined);
    sendPage(
      ctx,
      200,
      renderConsentPage({
        clientName: await clientNameOf(clientId),
        clientId,
        redirectHost: URL.parse(redirectUri)?.host ?? redirectUri,
        scopes: requested.some((scope) => (resourceScopes as readonly string[]).includes(scope)) ? requested : ['charts', ...requested],
        email: person.email,
        action: `${interactionPathPrefix}${uid}`,
        csrfToken: person.csrfToken,
      }),
      URL.parse(redirectUri)?.origin,
    );
  }

  async function answerInteraction(ctx: Context, uid: string): Promise<void> {
    const form = await readFormBody(ctx.req);
    const person = await options.resolveSession(ctx.get('cookie') || undefined);
    if (person === null) {
      ctx.status = 303;
      ctx.redirect(signInPath(`${interactionPathPrefix}${uid}`, ''));
      return;
    }
    if (form === null || !sameSecret(form.get('_csrf'), person.csrfToken)) {
      sendPage(ctx, 403, renderInteractionProblem('This form has expired', 'Reload the page and answer again; nothing was connected.'));
      return;
    }
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      details = undefined as never;
    }
    if (details === undefined || details.uid !== uid) {
      sendPage(ctx, 400, renderInteractionProblem('This connection request has expired', 'Go back to the app you were connecting and start again.'));
      return;
    }
    const decision = form.get('decision');
    ctx.respond = false;
    if (decision !== 'allow') {
      await provider.interactionFinished(
        ctx.req,
        ctx.res,
        { error: 'access_denied', error_description: 'The account holder denied the connection.' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const clientId = String(details.params['client_id']);
    const existing = details.grantId === undefined ? undefined : await provider.Grant.find(details.grantId);
    const grant = existing !== undefined && existing.accountId === person.accountId ? existing : new provider.Grant({ accountId: person.accountId, clientId });
    const requested = knownScopesOf(typeof details.params['scope'] === 'string' ? details.params['scope'] : undefined);
    const granted = requested.filter((scope) => (resourceScopes as readonly string[]).includes(scope));
    const resourceParameter = details.params['resource'];
    const resources = (Array.isArray(resourceParameter) ? resourceParameter : [resourceParameter ?? options.resources.mcp[0]]).map(String);
    for (const resource of resources) grant.addResourceScope(resource, (granted.length === 0 ? ['charts'] : granted).join(' '));
    const oidcScopes = (typeof details.params['scope'] === 'string' ? details.params['scope'].split(' ') : []).filter(
      (scope) => scope === 'openid' || (supportedScopes as readonly string[]).includes(scope),
    );
    if (oidcScopes.length > 0) grant.addOIDCScope(oidcScopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: person.accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  async function connectedAppsApi(ctx: Context): Promise<void> {
    const person = await options.resolveSession(ctx.get('cookie') || undefined);
    if (person === null) {
      sendJson(ctx, 401, { error: 'session_required', message: 'Sign in at /account/sign-in first.' });
      return;
    }
    if (ctx.path === '/account/api/connected-apps') {
      if (ctx.method !== 'GET') {
        ctx.set('Allow', 'GET');
        sendJson(ctx, 405, { error: 'method_not_allowed', message: 'Use GET to list connected apps, DELETE on one to disconnect it.' });
        return;
      }
      sendJson(ctx, 200, { apps: await connectedApps(person.accountId) });
      return;
    }
    const grantId = decodeURIComponent(ctx.path.slice('/account/api/connected-apps/'.length));
    if (ctx.method !== 'DELETE') {
      ctx.set('Allow', 'DELETE');
      sendJson(ctx, 405, { error: 'method_not_allowed', message: 'Use DELETE to disconnect an app.' });
      return;
    }
    if (!sameSecret(ctx.get('x-csrf-token') || undefined, person.csrfToken)) {
      sendJson(ctx, 403, { error: 'csrf_token_invalid', message: 'Send the X-CSRF-Token header from GET /account/api/session.' });
      return;
    }
    const grants = await options.store.listOAuthGrants(person.accountId);
    if (!grants.some((grant) => grant.id === grantId)) {
      sendJson(ctx, 404, { error: 'connected_app_not_found', message: 'No connected app of this account has this id; reload the list.' });
      return;
    }
    await options.store.revokeOAuthGrant(grantId);
    // The same event oidc-provider emits when it revokes a grant itself (/oauth/revoke, a replayed refresh token).
    provider.emit('grant.revoked', ctx, grantId);
    ctx.status = 204;
  }

  const middleware: Middleware = async (ctx, next) => {
    const path = ctx.path;
    if (path.startsWith(interactionPathPrefix)) {
      const uid = path.slice(interactionPathPrefix.length);
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(uid)) {
        sendPage(ctx, 404, renderInteractionProblem('No such connection request', 'Go back to the app you were connecting and start again.'));
        return;
      }
      if (ctx.method === 'GET') return showInteraction(ctx, uid);
      if (ctx.method === 'POST') return answerInteraction(ctx, uid);
      ctx.set('Allow', 'GET, POST');
      sendPage(ctx, 405, renderInteractionProblem('Method not allowed', 'Open this page from the app you are connecting.'));
      return;
    }
    if (path === '/account/api/connected-apps' || path.startsWith('/account/api/connected-apps/')) return connectedAppsApi(ctx);
    const document = metadataDocuments.get(path);
    if (document !== undefined && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = document;
      return;
    }
    if (path === '/.well-known/oauth-authorization-server') return handToProvider(ctx, `/.well-known/openid-configuration${ctx.querystring === '' ? '' : `?${ctx.querystring}`}`);
    if (path === '/oauth/register' && ctx.method === 'POST') return register(ctx);
    if (path.startsWith('/oauth/') || path === '/.well-known/openid-configuration') return handToProvider(ctx);
    await next();
  };

  return { provider, middleware, connectedApps };
}
