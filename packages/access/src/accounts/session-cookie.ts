import type { AccountDirectory } from './account-directory';

/** Name of the session cookie (the contract with the OAuth authorisation server of `apps/mcp-server`). */
export const sessionCookieName = 'mandala_session';

/** Who a signed-in request belongs to: what {@link resolveSession} answers. */
export interface SessionIdentity {
  readonly accountId: string;
  readonly email: string;
  /** The token a state-changing form (`_csrf`) or JSON call (`X-CSRF-Token`) of this session must carry. */
  readonly csrfToken: string;
}

/** The value of one cookie in a `Cookie` header, or `undefined`. */
export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  if (cookieHeader === undefined) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value.length === 0 ? undefined : value;
  }
  return undefined;
}

/**
 * The `Set-Cookie` value of a session cookie: `HttpOnly`, `SameSite=Lax`, `Path=/`, `Secure` when the service's public
 * URL is https. `maxAgeSeconds: 0` clears it.
 */
export function sessionCookieHeader(sessionId: string, options: { readonly maxAgeSeconds: number; readonly secure: boolean }): string {
  return [
    `${sessionCookieName}=${sessionId}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Resolves a request's `Cookie` header to the signed-in account of its `mandala_session` cookie:
 * `{ accountId, email, csrfToken }`, or `null` when there is no cookie, the session is unknown, expired, anonymous
 * (before sign-in), or its account is disabled or deleted. Store failures throw `store_unavailable`.
 */
export async function resolveSession(store: Pick<AccountDirectory, 'findSession'>, cookieHeader: string | undefined): Promise<SessionIdentity | null> {
  const sessionId = readCookie(cookieHeader, sessionCookieName);
  if (sessionId === undefined) return null;
  const session = await store.findSession(sessionId);
  if (session === null || session.account === null || session.account.email === null) return null;
  return { accountId: session.account.id, email: session.account.email, csrfToken: session.csrfToken };
}
