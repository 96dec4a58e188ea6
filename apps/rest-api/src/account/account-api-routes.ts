import Router from '@koa/router';
import { AccessError, accessErrorHttpStatus, plans } from '@mandala/access';
import type { Account } from '@mandala/access';
import { keyNameSchema, readJsonBody, savePersonInputSchema } from '@mandala/operations';
import type { Middleware, ParameterizedContext } from 'koa';
import { z } from 'zod';
import type { RestState } from '../request-log';
import { assertCsrfToken, clearSessionCookie, currentSession } from './account-session';
import type { AccountStore } from './account-session';
import { planView } from './account-plan-view';

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

/**
 * The dashboard's JSON under `/account/api/`, on the session cookie: `session`, `plan`, `usage`, `keys` (list, create, revoke),
 * `people` (list, save, delete), `export`, and `DELETE account` (password confirmed). State changes need `X-CSRF-Token`.
 */
export function accountApiRouter(store: AccountStore, options: { readonly secureCookies: boolean } = { secureCookies: false }): Router<RestState> {
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
    clearSessionCookie(ctx, options.secureCookies);
    ctx.status = 204;
  });

  return router as unknown as Router<RestState>;
}
