import Router from '@koa/router';
import { AccessError, accessErrorHttpStatus, foldEmail } from '@mandala/access';
import { cachedDocument } from '../cached-document';
import type { ParameterizedContext } from 'koa';
import type { Logger } from '../logger';
import type { RestState } from '../request-log';
import type { AccountMailer } from './account-mailer';
import { accountEmails, sendInBackground } from './account-emails';
import {
  accountPageContentSecurityPolicy,
  accountStyles,
  confirmEmailChangePage,
  messagePage,
  resetConfirmPage,
  resetRequestPage,
  signInPage,
  signUpPage,
} from './account-pages';
import type { FormPage } from './account-pages';
import { assertCsrfToken, clearSessionCookie, currentSession, sessionForForm, signInSession } from './account-session';
import type { AccountStore } from './account-session';
import { readFormBody } from './form-body';
import { safeNextPath } from './safe-next-path';

/** What the account pages need. */
export interface AccountRoutesOptions {
  readonly store: AccountStore;
  readonly mailer: AccountMailer;
  readonly logger: Logger;
  /** The service's public URL (`MANDALA_PUBLIC_URL`): the base of emailed links; https makes cookies `Secure`. */
  readonly publicUrl?: string | undefined;
}

type Context = ParameterizedContext<RestState>;

/** The message shown for every failed sign-in, whether or not the email has an account. */
export const signInFailedMessage = 'The email or password is not right. Check both and try again, or reset your password.';

function sendPage(ctx: Context, status: number, html: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', accountPageContentSecurityPolicy);
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = html;
}

function nextOf(ctx: Context): string | undefined {
  const next = ctx.query['next'];
  return typeof next === 'string' ? safeNextPath(next) : undefined;
}

/**
 * The app an OAuth request comes from (`app`, which the authorization server adds with `next`), only on the way to an
 * OAuth interaction, visible characters only and at most 100 of them; escaped where the page shows it.
 */
function oauthAppNameOf(ctx: Context): string | undefined {
  const app = ctx.query['app'];
  if (typeof app !== 'string' || !(nextOf(ctx)?.startsWith('/oauth/interaction/') ?? false)) return undefined;
  const visible = app.replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, 100);
  return visible === '' ? undefined : visible;
}

/**
 * The account pages: sign-up, sign-in, sign-out, email verification and password reset, as server-rendered forms
 * carrying the session's CSRF token (`_csrf`), and `GET /account` (the dashboard) for a signed-in visitor.
 */
export function accountPageRouter(options: AccountRoutesOptions): Router<RestState> {
  const { store, mailer, logger } = options;
  const secure = options.publicUrl?.startsWith('https://') === true;
  const router = new Router<RestState>();
  const linkBase = (ctx: Context) => (options.publicUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/+$/u, '');

  /** Renders a form page after an `AccessError`, with the status of the error table. */
  async function answerFailure(ctx: Context, error: unknown, render: (form: FormPage) => string, email?: string): Promise<void> {
    if (!AccessError.isInstance(error)) throw error;
    const status = accessErrorHttpStatus[error.code];
    ctx.state.log.errorCode = error.code;
    const retryAfter = error.details?.['retryAfterSeconds'];
    if (typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter));
    const session = await sessionForForm(store, ctx, secure);
    // The email typed is shown again without control or invisible characters (a NUL would be echoed into the page).
    const shownEmail = email?.replace(/[\p{Cc}\p{Cf}]/gu, '');
    sendPage(ctx, status, render({ csrfToken: session.csrfToken, message: error.message, email: shownEmail, next: nextOf(ctx) }));
  }

  async function sendVerification(ctx: Context, accountId: string, email: string): Promise<void> {
    const token = await store.createEmailLink(accountId, 'verify-email');
    await mailer
      .send(accountEmails.verification(email, `${linkBase(ctx)}/account/verify-email?token=${token}`))
      .catch((error: unknown) => logger.log('error', { msg: 'account email failed', purpose: 'verify-email', error: error instanceof Error ? error.message : String(error) }));
  }

  router.get('/account/account.css', cachedDocument(accountStyles, { type: 'text/css; charset=utf-8', cacheControl: 'no-cache' }));

  router.get('/account/sign-up', async (ctx) => {
    const session = await sessionForForm(store, ctx, secure);
    sendPage(ctx, 200, signUpPage({ csrfToken: session.csrfToken, next: nextOf(ctx) }));
  });

  router.post('/account/sign-up', async (ctx) => {
    let email: string | undefined;
    try {
      const form = await readFormBody(ctx.req);
      email = form['email'];
      assertCsrfToken(await currentSession(store, ctx), form['_csrf']);
      await store.throttle('sign-up', [ctx.ip]);
      const account = await store.signUp({ email: form['email'] ?? '', password: form['password'] ?? '' });
      await signInSession(store, ctx, account.id, secure);
      await sendVerification(ctx, account.id, account.email ?? '');
      ctx.status = 303;
      ctx.redirect(safeNextPath(ctx.query['next']));
    } catch (error) {
      await answerFailure(ctx, error, signUpPage, email);
    }
  });

  router.get('/account/sign-in', async (ctx) => {
    const session = await sessionForForm(store, ctx, secure);
    sendPage(ctx, 200, signInPage({ csrfToken: session.csrfToken, next: nextOf(ctx), appName: oauthAppNameOf(ctx) }));
  });

  router.post('/account/sign-in', async (ctx) => {
    try {
      const form = await readFormBody(ctx.req);
      assertCsrfToken(await currentSession(store, ctx), form['_csrf']);
      const account = await store.checkPassword({ email: form['email'] ?? '', password: form['password'] ?? '', clientAddress: ctx.ip });
      if (account === null) {
        ctx.state.log.errorCode = 'sign_in_failed';
        const session = await sessionForForm(store, ctx, secure);
        // The same page for an unknown email, a wrong password and a disabled account; the email is not echoed.
        sendPage(ctx, 401, signInPage({ csrfToken: session.csrfToken, message: signInFailedMessage, next: nextOf(ctx), appName: oauthAppNameOf(ctx) }));
        return;
      }
      await signInSession(store, ctx, account.id, secure);
      ctx.status = 303;
      ctx.redirect(safeNextPath(ctx.query['next']));
    } catch (error) {
      await answerFailure(ctx, error, signInPage);
    }
  });

  router.post('/account/sign-out', async (ctx) => {
    try {
      const form = await readFormBody(ctx.req);
      const session = await currentSession(store, ctx);
      assertCsrfToken(session, form['_csrf']);
      if (session !== null) await store.endSession((session as { sessionId: string }).sessionId);
      clearSessionCookie(ctx, secure);
      ctx.status = 303;
      ctx.redirect('/account/sign-in');
    } catch (error) {
      await answerFailure(ctx, error, signInPage);
    }
  });

  router.get('/account/verify-email', async (ctx) => {
    const token = ctx.query['token'];
    try {
      await store.verifyEmail(typeof token === 'string' ? token : '');
      sendPage(ctx, 200, messagePage('Email confirmed', 'Your email address is confirmed.', { href: '/account', label: 'Open your account' }));
    } catch (error) {
      if (!AccessError.isInstance(error)) throw error;
      ctx.state.log.errorCode = error.code;
      sendPage(ctx, accessErrorHttpStatus[error.code], messagePage('Link not valid', error.message, { href: '/account', label: 'Open your account' }));
    }
  });

  const resetSent = 'If an account has this email, a link to choose a new password is on its way. It works for one hour.';

  router.get('/account/reset-password', async (ctx) => {
    const session = await sessionForForm(store, ctx, secure);
    sendPage(ctx, 200, resetRequestPage({ csrfToken: session.csrfToken }));
  });

  router.post('/account/reset-password', async (ctx) => {
    try {
      const form = await readFormBody(ctx.req);
      const session = await currentSession(store, ctx);
      assertCsrfToken(session, form['_csrf']);
      // Folded as sign-up stores it (NFKC, case); invisible or control characters are a 400 before any lookup.
      const email = foldEmail(form['email'] ?? '');
      await store.throttle('email-link', [email, ctx.ip]);
      const account = await store.findAccountByEmail(email);
      if (account !== null && account.disabledAt === null && account.email !== null) {
        const token = await store.createEmailLink(account.id, 'reset-password');
        const link = `${linkBase(ctx)}/account/reset-password/confirm?token=${token}`;
        // Sent without waiting, so the answer takes as long whether or not the email has an account.
        void mailer
          .send({ to: account.email, subject: 'Choose a new Mandala password', text: `Choose a new password for Mandala within one hour:\n\n${link}\n\nIf you did not ask for this, ignore this email.\n`, link, purpose: 'reset-password' })
          .catch((error: unknown) => logger.log('error', { msg: 'account email failed', purpose: 'reset-password', error: error instanceof Error ? error.message : String(error) }));
      }
      // The same answer whether or not the email has an account.
      sendPage(ctx, 200, resetRequestPage({ csrfToken: session.csrfToken, info: resetSent }));
    } catch (error) {
      await answerFailure(ctx, error, resetRequestPage);
    }
  });

  router.get('/account/reset-password/confirm', async (ctx) => {
    const token = ctx.query['token'];
    const session = await sessionForForm(store, ctx, secure);
    sendPage(ctx, 200, resetConfirmPage({ csrfToken: session.csrfToken, token: typeof token === 'string' ? token : '' }));
  });

  router.post('/account/reset-password/confirm', async (ctx) => {
    let token = '';
    try {
      const form = await readFormBody(ctx.req);
      token = form['token'] ?? '';
      assertCsrfToken(await currentSession(store, ctx), form['_csrf']);
      await store.resetPassword(token, form['password'] ?? '');
      const session = await sessionForForm(store, ctx, secure);
      sendPage(ctx, 200, signInPage({ csrfToken: session.csrfToken, info: 'Your password is changed; sign in with it.' }));
    } catch (error) {
      await answerFailure(ctx, error, (form) => resetConfirmPage({ ...form, token }));
    }
  });

  // An email change: the link reaches the new address and opens a page with one button (a scanner that follows links
  // changes nothing); the button's POST carries the form's CSRF token and uses the link once.
  router.get('/account/confirm-email', async (ctx) => {
    const token = ctx.query['token'];
    const session = await sessionForForm(store, ctx, secure);
    sendPage(ctx, 200, confirmEmailChangePage({ csrfToken: session.csrfToken, token: typeof token === 'string' ? token : '' }));
  });

  router.post('/account/confirm-email', async (ctx) => {
    let token = '';
    try {
      const form = await readFormBody(ctx.req);
      token = form['token'] ?? '';
      assertCsrfToken(await currentSession(store, ctx), form['_csrf']);
      const { account, previousEmail } = await store.confirmEmailChange(token);
      // The address the account left is told, with the new one masked.
      if (previousEmail !== null && account.email !== null) sendInBackground(mailer, logger, accountEmails.emailChanged(previousEmail, account.email, `${linkBase(ctx)}/account/sign-in`));
      sendPage(ctx, 200, messagePage('Email changed', 'Your account now signs in with this email address.', { href: '/account', label: 'Open your account' }));
    } catch (error) {
      if (AccessError.isInstance(error) && error.code === 'invalid_email_link') {
        ctx.state.log.errorCode = error.code;
        sendPage(ctx, accessErrorHttpStatus[error.code], messagePage('Link not valid', error.message, { href: '/account', label: 'Open your account' }));
        return;
      }
      await answerFailure(ctx, error, (form) => confirmEmailChangePage({ ...form, token }));
    }
  });

  // The dashboard itself is a page of the web app (apps/web `account.html`), served after every route: this route
  // only sends a visitor without a signed-in session to sign in first.
  router.get('/account', async (ctx, next) => {
    const session = await currentSession(store, ctx);
    if (session === null || session.account === null) {
      ctx.status = 303;
      ctx.redirect('/account/sign-in?next=%2Faccount');
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  return router;
}
