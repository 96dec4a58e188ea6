import Router from '@koa/router';
import { AccessError, accessErrorHttpStatus, maximumPasswordLength, normaliseEmail, plans } from '@mandala/access';
import type { Account } from '@mandala/access';
import { isFileResult, keyNameSchema, readJsonBody, reportFormatSchema, savePersonInputSchema } from '@mandala/operations';
import type { Executor } from '@mandala/operations';
import type { Middleware, ParameterizedContext } from 'koa';
import { z } from 'zod';
import type { Logger } from '../logger';
import type { RestState } from '../request-log';
import { recordOutcome } from '../respond';
import { sendFile } from '../send-file';
import { accountEmails, sendInBackground } from './account-emails';
import type { AccountMailer } from './account-mailer';
import { assertCsrfToken, clearSessionCookie, currentSession } from './account-session';
import type { AccountStore } from './account-session';
import { planView } from './account-plan-view';

/** What `/account/api/` needs besides the store: the emails of an email change, a resend and a password change. */
export interface AccountApiOptions {
  readonly store: AccountStore;
  readonly mailer: AccountMailer;
  readonly logger: Logger;
  /** The service's public URL (`MANDALA_PUBLIC_URL`): the base of emailed links; https makes cookies `Secure`. */
  readonly publicUrl?: string | undefined;
  /** The service's executor: a saved person's report runs through it as the signed-in account (plan, rate, quota). */
  readonly executor?: Executor | undefined;
}

/** `ctx.state` of a signed-in `/account/api/` call. */
interface AccountApiState extends RestState {
  account: Account;
  sessionId: string;
  csrfToken: string;
}

type Context = ParameterizedContext<AccountApiState>;

function sendAccessError(ctx: Context, error: AccessError): void {
  ctx.status = accessErrorHttpStatus[error.code];
  ctx.state.log.errorCode = error.code;
  const retryAfter = error.details?.['retryAfterSeconds'];
  if (typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter));
  ctx.body = error.details === undefined ? { error: error.code, message: error.message } : { error: error.code, message: error.message, details: error.details };
}

/** Signed-in session required; a state change (not GET or HEAD) also needs the `X-CSRF-Token` header. */
function sessionGate(store: AccountStore): Middleware<AccountApiState> {
  return async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      const session = await currentSession(store, ctx);
      if (session === null || session.account === null) {
        throw new AccessError('session_required', 'Sign in first: open /account/sign-in, then call /account/api/ with the session cookie.');
      }
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') assertCsrfToken(session, ctx.get('X-CSRF-Token') || undefined);
      ctx.state.account = session.account;
      ctx.state.sessionId = session.sessionId;
      ctx.state.csrfToken = session.csrfToken;
      await next();
    } catch (error) {
      if (!AccessError.isInstance(error)) throw error;
      sendAccessError(ctx, error);
    }
  };
}

async function readJson<Schema extends z.ZodType>(ctx: Context, schema: Schema): Promise<z.output<Schema>> {
  const body = await readJsonBody(ctx.req);
  if (!body.ok) throw new AccessError('invalid_account_details', body.message);
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    throw new AccessError('invalid_account_details', parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '));
  }
  return parsed.data;
}

// The same field rules as the saved-people operations and keys (one rule for what the store can hold, on every route).
const keyCreationSchema = z.strictObject({ name: keyNameSchema });
/** A saved person's fields: the operations' own schema, so the dashboard refuses what `POST /people` refuses (`EST`). */
const personSchema = savePersonInputSchema;
const deletionSchema = z.strictObject({ password: z.string().min(1, 'Type your password to delete the account.').max(1024) });
/** The current password, typed again before a change of password or email (as long as sign-in reads it). */
const currentPasswordSchema = z.string().min(1, 'Type your current password.').max(1024);
const passwordChangeSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  // The policy (10 to 200 characters, not common) is the store's, as at sign-up and reset.
  newPassword: z.string().min(1, 'Type the new password.').max(maximumPasswordLength * 4),
});
// The address is folded and judged by the store as at sign-up (NFKC, case; invisible characters refused).
const emailChangeSchema = z.strictObject({ currentPassword: currentPasswordSchema, newEmail: z.string().min(1, 'Type the new email address.').max(320) });
const keyRenameSchema = z.strictObject({ name: keyNameSchema });
const personReportSchema = z.strictObject({ format: reportFormatSchema });

/** The one answer to an email change, whether a link went out or the address belongs to another account. */
export const emailChangeAnswer =
  'A link is on its way to the new address; open it within 24 hours to switch. Your email stays as it is until then.';
/** The one answer to a resend, whether or not an email went out (already confirmed). */
export const verificationResendAnswer = 'If your email is not confirmed yet, a new link is on its way. It works for 7 days.';

/**
 * The dashboard's JSON under `/account/api/`, on the session cookie: `session`, `plan`, `usage`, `keys` (list, create, rename,
 * revoke), `people` (list, save, delete), `export`, `password` and `email` (current password confirmed),
 * `verification` (resend), and `DELETE account` (password confirmed). State changes need `X-CSRF-Token`.
 */
export function accountApiRouter(options: AccountApiOptions): Router<RestState> {
  const { store, mailer, logger } = options;
  const secureCookies = options.publicUrl?.startsWith('https://') === true;
  const linkBase = (ctx: Context) => (options.publicUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/+$/u, '');
  const router = new Router<AccountApiState>({ prefix: '/account/api' });
  router.use(sessionGate(store));
  router.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!AccessError.isInstance(error) || error.code === 'store_unavailable') throw error;
      sendAccessError(ctx, error);
    }
  });

  router.get('/session', (ctx) => {
    const { account } = ctx.state;
    ctx.body = { email: account.email, accountId: account.id, plan: account.plan, emailVerified: account.emailVerifiedAt !== null, csrfToken: ctx.state.csrfToken };
  });

  // What the account's plan includes, which tiers it cannot call, the plans page and where "upgrade" leads.
  router.get('/plan', (ctx) => {
    ctx.body = planView(ctx.state.account.plan, store.planRefusalLinks);
  });

  router.get('/usage', async (ctx) => {
    const { account } = ctx.state;
    const quota = await store.quotaStatus(account.id);
    const days = await store.dailyUsage(account.id, quota.month);
    ctx.body = {
      plan: account.plan,
      planName: plans[account.plan].name,
      month: quota.month,
      limit: quota.limit,
      used: quota.used,
      remaining: quota.remaining,
      reset: quota.resetAt.toISOString(),
      days,
    };
  });

  const keyView = (key: { keyId: string; name: string; keyPrefix: string; createdAt: Date; lastUsedAt?: Date | null; revokedAt?: Date | null }) => ({
    keyId: key.keyId,
    name: key.name,
    prefix: key.keyPrefix,
    created: key.createdAt.toISOString(),
    lastUsed: key.lastUsedAt?.toISOString() ?? null,
  });

  router.get('/keys', async (ctx) => {
    const keys = await store.listKeys({ accountId: ctx.state.account.id });
    ctx.body = { keys: keys.filter((key) => key.revokedAt === null).map(keyView) };
  });

  router.post('/keys', async (ctx) => {
    const { name } = await readJson(ctx, keyCreationSchema);
    const created = await store.createKey(ctx.state.account.id, { name });
    ctx.status = 201;
    ctx.body = { key: created.key, keyId: created.keyId, prefix: created.keyPrefix, name, created: new Date().toISOString() };
  });

  router.patch('/keys/:keyId', async (ctx) => {
    const { name } = await readJson(ctx, keyRenameSchema);
    await store.throttle('key-rename', [ctx.state.account.id]);
    // The store renames only a live key of this account: another account's key id answers as an unknown one.
    const renamed = await store.renameKey(ctx.state.account.id, ctx.params['keyId'] ?? '', name);
    ctx.body = keyView(renamed);
  });

  router.delete('/keys/:keyId', async (ctx) => {
    const keyId = ctx.params['keyId'] ?? '';
    const owned = (await store.listKeys({ accountId: ctx.state.account.id })).some((key) => key.keyId === keyId);
    // Another account's key id answers as an unknown one.
    if (!owned || !keyId.startsWith('key_')) throw new AccessError('unknown_api_key', 'No key of your account has this id; list them with GET /account/api/keys.');
    await store.revokeKey(keyId);
    ctx.status = 204;
  });

  router.get('/people', async (ctx) => {
    ctx.body = { people: await store.listPeople(ctx.state.account.id) };
  });

  router.post('/people', async (ctx) => {
    const fields = await readJson(ctx, personSchema);
    ctx.status = 201;
    ctx.body = await store.savePerson(ctx.state.account.id, fields);
  });

  // A saved person's natal report, for the dashboard's View and Download: the `natal_report` operation run as the
  // signed-in account, so plan, request rate and quota apply as to `GET /reports/natal.{format}` with one of its keys
  // (1 unit). A POST with the CSRF token, not a link: a charged call must not be something another site can start.
  const { executor } = options;
  if (executor !== undefined) router.post('/people/:personId/report', async (ctx) => {
    const { format } = await readJson(ctx, personReportSchema);
    const { account } = ctx.state;
    const person = (await store.listPeople(account.id)).find((saved) => saved.id === ctx.params['personId']);
    // Another account's person answers as an unknown one.
    if (person === undefined) throw new AccessError('unknown_person', 'No saved person of your account has this id; reload the page to see your people.');
    const result = await executor.execute({
      operation: 'natal_report',
      rawInput: { date: person.date, timezone: person.timezone, name: person.name, format },
      credential: { headers: {} },
      surface: 'rest',
      signedIn: { account, keyId: 'dashboard', keyPrefix: 'dashboard' },
    });
    if (!recordOutcome(ctx, 'natal_report', result)) return;
    if (!isFileResult(result.value)) throw new Error('natal_report answered something other than a file.');
    sendFile(ctx, result.value);
  });

  router.delete('/people/:personId', async (ctx) => {
    await store.deletePerson(ctx.state.account.id, ctx.params['personId'] ?? '');
    ctx.status = 204;
  });

  router.get('/export', async (ctx) => {
    const exported = await store.exportAccount(ctx.state.account.id);
    ctx.set('Content-Disposition', `attachment; filename="mandala-account-${exported.exportedAt.slice(0, 10)}.json"`);
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(exported, null, 2);
  });

  router.post('/password', async (ctx) => {
    const { currentPassword, newPassword } = await readJson(ctx, passwordChangeSchema);
    const { account, sessionId } = ctx.state;
    await store.throttle('password-change', [account.id, ctx.ip]);
    await store.changePassword({ accountId: account.id, currentPassword, newPassword, keptSessionId: sessionId, clientAddress: ctx.ip });
    if (account.email !== null) sendInBackground(mailer, logger, accountEmails.passwordChanged(account.email, `${linkBase(ctx)}/account/reset-password`));
    ctx.status = 204;
  });

  router.post('/email', async (ctx) => {
    const { currentPassword, newEmail } = await readJson(ctx, emailChangeSchema);
    const { account } = ctx.state;
    // Folded first (as sign-up folds it), so every spelling of one address counts against its one throttle; counted
    // before the password is checked, so guesses spend the account's few changes an hour as well as sign-in's limit.
    await store.throttle('email-change', [account.id, normaliseEmail(newEmail), ctx.ip]);
    const request = await store.requestEmailChange({ accountId: account.id, currentPassword, newEmail, clientAddress: ctx.ip });
    const base = linkBase(ctx);
    sendInBackground(
      mailer,
      logger,
      request.token === null
        ? accountEmails.emailInUse(request.newEmail, `${base}/account/sign-in`)
        : accountEmails.emailChange(request.newEmail, `${base}/account/confirm-email?token=${request.token}`),
    );
    // The same answer whether the address is free or another account holds it.
    ctx.status = 202;
    ctx.body = { message: emailChangeAnswer };
  });

  router.post('/verification', async (ctx) => {
    const { account } = ctx.state;
    await store.throttle('email-link', [account.email ?? account.id, ctx.ip]);
    if (account.email !== null && account.emailVerifiedAt === null) {
      const token = await store.createEmailLink(account.id, 'verify-email');
      sendInBackground(mailer, logger, accountEmails.verification(account.email, `${linkBase(ctx)}/account/verify-email?token=${token}`));
    }
    ctx.status = 202;
    ctx.body = { message: verificationResendAnswer };
  });

  router.delete('/account', async (ctx) => {
    const { password } = await readJson(ctx, deletionSchema);
    const { account } = ctx.state;
    const confirmed = await store.checkPassword({ email: account.email ?? '', password, clientAddress: ctx.ip });
    if (confirmed?.id !== account.id) {
      throw new AccessError('invalid_account_details', 'The password is not right; type your current password to delete the account.', {
        details: { field: 'password' },
      });
    }
    await store.deleteAccount(account.id);
    clearSessionCookie(ctx, secureCookies);
    ctx.status = 204;
  });

  return router as unknown as Router<RestState>;
}
