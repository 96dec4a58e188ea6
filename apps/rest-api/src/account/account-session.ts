import { AccessError, csrfTokensMatch, readCookie, sessionCookieHeader, sessionCookieName, sessionLifetimeMs } from '@mandala/access';
import type { AccessStore, NewSession, SessionRecord } from '@mandala/access';
import type { ParameterizedContext } from 'koa';
import type { RestState } from '../request-log';

/** The access store methods the account pages and `/account/api/` use. */
export type AccountStore = Pick<
  AccessStore,
  | 'signUp'
  | 'checkPassword'
  | 'throttle'
  | 'startSession'
  | 'findSession'
  | 'endSession'
  | 'findAccount'
  | 'findAccountByEmail'
  | 'createEmailLink'
  | 'verifyEmail'
  | 'resetPassword'
  | 'changePassword'
  | 'requestEmailChange'
  | 'confirmEmailChange'
  | 'deleteAccount'
  | 'dailyUsage'
  | 'savePerson'
  | 'listPeople'
  | 'getPerson'
  | 'deletePerson'
  | 'exportAccount'
  | 'createKey'
  | 'listKeys'
  | 'revokeKey'
  | 'renameKey'
  | 'quotaStatus'
> &
  Partial<Pick<AccessStore, 'planRefusalLinks'>>;

type Context = ParameterizedContext<RestState>;

/** The session of the request's `mandala_session` cookie (anonymous or signed in), or `null`. */
export async function currentSession(store: AccountStore, ctx: Context): Promise<(SessionRecord & { readonly sessionId: string }) | null> {
  const sessionId = readCookie(ctx.get('Cookie') || undefined, sessionCookieName);
  if (sessionId === undefined) return null;
  const session = await store.findSession(sessionId);
  return session === null ? null : { ...session, sessionId };
}

/** Sets the session cookie (`Secure` when the public URL is https). */
export function setSessionCookie(ctx: Context, session: NewSession, secure: boolean): void {
  const lifetimeMs = session.accountId === null ? sessionLifetimeMs.anonymous : sessionLifetimeMs.signedIn;
  ctx.set('Set-Cookie', sessionCookieHeader(session.sessionId, { maxAgeSeconds: lifetimeMs / 1000, secure }));
}

/** Clears the session cookie. */
export function clearSessionCookie(ctx: Context, secure: boolean): void {
  ctx.set('Set-Cookie', sessionCookieHeader('', { maxAgeSeconds: 0, secure }));
}

/** The request's session, or a new anonymous one (with its cookie set) so a form can carry a CSRF token. */
export async function sessionForForm(store: AccountStore, ctx: Context, secure: boolean): Promise<SessionRecord & { readonly sessionId: string }> {
  const existing = await currentSession(store, ctx);
  if (existing !== null) return existing;
  const created = await store.startSession(null);
  setSessionCookie(ctx, created, secure);
  return created;
}

/** Throws `csrf_token_invalid` unless `presented` is the session's CSRF token. */
export function assertCsrfToken(session: SessionRecord | null, presented: string | undefined): asserts session is SessionRecord {
  if (session === null || !csrfTokensMatch(session.csrfToken, presented)) {
    throw new AccessError('csrf_token_invalid', 'This form or request has no valid CSRF token; reload the page and try again.');
  }
}

/**
 * Replaces the request's session with a signed-in one under a new id (the old id, anonymous or not, is ended), so a
 * session id planted before sign-in is worthless after it.
 */
export async function signInSession(store: AccountStore, ctx: Context, accountId: string, secure: boolean): Promise<NewSession> {
  const previous = readCookie(ctx.get('Cookie') || undefined, sessionCookieName);
  if (previous !== undefined) await store.endSession(previous);
  const session = await store.startSession(accountId);
  setSessionCookie(ctx, session, secure);
  return session;
}
