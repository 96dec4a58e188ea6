// The authorization code flow driven over plain HTTP (a cookie jar and manual redirects), for the negative tests:
// register a client, start an authorization request with PKCE, sign in, answer the consent form, exchange the code.
import { createHash, randomBytes } from 'node:crypto';
import { testPassword } from './oauth-harness';

/** A browser's cookies for one origin, enough for these flows. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (pair === undefined || separator < 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A PKCE pair (S256). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Registers a public client (RFC 7591) and answers its id. */
export async function registerClient(issuer: string, redirectUris: readonly string[], extra: Record<string, unknown> = {}): Promise<Response> {
  return fetch(`${issuer}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'Flow client', redirect_uris: redirectUris, token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], ...extra }),
  });
}

/** Follows one request with the jar; answers the response (redirects are not followed). */
export async function step(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
  jar.take(response);
  return response;
}

/** Parameters of an authorization request. */
export interface AuthorizationRequest {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly challenge: string;
  readonly resource?: string;
  readonly scope?: string;
}

export function authorizationUrl(issuer: string, request: AuthorizationRequest): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    code_challenge: request.challenge,
    code_challenge_method: 'S256',
    scope: request.scope ?? 'charts people offline_access',
    state: randomBytes(8).toString('hex'),
  });
  if (request.resource !== undefined) query.set('resource', request.resource);
  return `${issuer}/oauth/authorize?${query}`;
}

/** Starts an authorization request and signs in: answers the consent page's URL and its HTML. */
export async function reachConsent(issuer: string, jar: CookieJar, request: AuthorizationRequest, email: string): Promise<{ consentUrl: string; html: string }> {
  const started = await step(jar, authorizationUrl(issuer, request));
  if (started.status !== 303 && started.status !== 302) throw new Error(`authorization answered ${started.status}: ${await started.text()}`);
  const consentUrl = new URL(started.headers.get('location') ?? '', issuer).href;
  const signIn = await step(jar, consentUrl);
  const signInUrl = new URL(signIn.headers.get('location') ?? '', issuer).href;
  const signInPage = await (await step(jar, signInUrl)).text();
  const signedIn = await step(jar, signInUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: testPassword, _csrf: csrfOf(signInPage) }).toString(),
  });
  const back = new URL(signedIn.headers.get('location') ?? '', issuer).href;
  const page = await step(jar, back);
  return { consentUrl: back, html: await page.text() };
}

/** The hidden `_csrf` value of a consent page. */
export function csrfOf(html: string): string {
  return /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? /value="([^"]+)" name="_csrf"/.exec(html)?.[1] ?? '';
}

/** Posts the consent form and follows the provider's redirects to the client's redirect URI; answers where it ends. */
export async function answerConsentForm(issuer: string, jar: CookieJar, consentUrl: string, form: Record<string, string>): Promise<Response> {
  let response = await step(jar, consentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  for (let hops = 0; hops < 5 && (response.status === 302 || response.status === 303); hops += 1) {
    const location = new URL(response.headers.get('location') ?? '', issuer).href;
    if (!location.startsWith(issuer)) return response;
    response = await step(jar, location);
  }
  return response;
}

/** The whole flow up to a code: answers the code (throws when none comes). */
export async function authorizationCode(issuer: string, request: AuthorizationRequest, email: string): Promise<string> {
  const jar = new CookieJar();
  const { consentUrl, html } = await reachConsent(issuer, jar, request, email);
  const answered = await answerConsentForm(issuer, jar, consentUrl, { _csrf: csrfOf(html), decision: 'allow' });
  const code = new URL(answered.headers.get('location') ?? 'http://invalid/').searchParams.get('code');
  if (code === null) throw new Error(`no code: ${answered.status} ${answered.headers.get('location')}`);
  return code;
}

/** Exchanges a code at the token endpoint. */
export function exchangeCode(issuer: string, parameters: Record<string, string>): Promise<Response> {
  return fetch(`${issuer}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', ...parameters }).toString(),
  });
}
