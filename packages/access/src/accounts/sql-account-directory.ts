import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Account } from '../access-store';
import { AccessError } from '../errors';
import { invalidateFreshCaches } from '../fresh-cache';
import { plans } from '../plans';
import { quotaMonthOf, isQuotaMonth } from '../quota-period';
import { accountColumns, findAccount, insertAccount, listKeySummaries, toAccount } from '../storage/account-rows';
import { clearAttempts, countAttempts, deleteOldAttempts, recordAttempt } from '../storage/attempt-rows';
import { createDailyUsageBuffer, readDailyUnits, type DailyUnits, type DailyUsageBuffer } from '../storage/daily-usage';
import { consumeEmailToken, consumeEmailTokenRow, deleteEmailTokensOf, insertEmailToken, type EmailLinkPurpose } from '../storage/email-token-rows';
import { countPeople, deletePersonRow, findPersonRow, insertPerson, listPeopleRows, updatePersonRow, type SavedPerson } from '../storage/people-rows';
import { deleteOAuthRecordsOfAccount } from '../storage/oauth-records';
import { readUsedUnits } from '../storage/quota-ledger';
import { deleteExpiredSessions, deleteOtherSessionsOf, deleteSessionRow, deleteSessionsOf, findSessionRow, insertSession } from '../storage/session-rows';
import type { SqlDriver } from '../storage/sql-driver';
import {
  deleteAccountRows,
  findAccountByEmailRow,
  findOtherAccountWithEmail,
  listUnfoldedEmailRows,
  markAccountDisabled,
  markEmailVerified,
  setAccountEmail,
  setPasswordHash,
  switchAccountEmail,
} from '../storage/user-account-rows';
import type {
  AccountDirectory,
  AccountExport,
  ConfirmedEmailChange,
  EmailChangeRequest,
  NewSession,
  PersonFields,
  SessionRecord,
  StoredEmailReport,
  ThrottledAction,
} from './account-directory';
import { foldEmail, normaliseEmail } from './email-address';
import { assertPersonFields } from './person-fields';
import { isStorableText } from '../stored-text';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, passwordDecoyHash, verifyPassword } from './password-hashing';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** Sign-in throttle: failures counted per email and per client address over a sliding window. */
export const signInThrottle = { windowMs: 15 * minuteMs, failuresPerEmail: 10, failuresPerAddress: 50 } as const;
/** Other throttles, per hour. */
const actionLimits: Readonly<Record<ThrottledAction, { readonly perSubject: readonly number[]; readonly windowMs: number }>> = {
  'sign-up': { perSubject: [20], windowMs: hourMs },
  'email-link': { perSubject: [5, 20], windowMs: hourMs },
  'email-change': { perSubject: [5, 5, 20], windowMs: hourMs },
  'password-change': { perSubject: [10, 50], windowMs: hourMs },
  'key-rename': { perSubject: [30], windowMs: hourMs },
};
/** Session lifetimes. */
export const sessionLifetimeMs = { anonymous: 2 * hourMs, signedIn: 14 * 24 * hourMs } as const;
const emailLinkLifetimeMs: Readonly<Record<EmailLinkPurpose, number>> = { 'verify-email': 7 * 24 * hourMs, 'reset-password': hourMs, 'change-email': 24 * hourMs };
const invalidLinkMessage = 'This link is unknown, already used or expired; ask for a new one.';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

function newId(prefix: string): string {
  return prefix + randomBytes(12).toString('base64url');
}

/** The throttle key of a subject: hashed, so the table never holds an email or an address in clear. */
function throttleKey(kind: string, subject: string): string {
  return `${kind}:${sha256(subject.toLowerCase())}`;
}

/** The part of the access store that knows people's accounts; `SqlAccessStore` extends it. */
export class SqlAccountDirectory implements AccountDirectory {
  private closedDirectory = false;
  /** Charged units per day and surface, written a moment after the calls (the dashboard's chart). */
  protected readonly dailyUsageBuffer: DailyUsageBuffer;

  constructor(
    protected readonly driver: SqlDriver,
    protected readonly clock: () => Date,
  ) {
    this.dailyUsageBuffer = createDailyUsageBuffer(driver);
  }

  protected markDirectoryClosed(): void {
    this.closedDirectory = true;
  }

  protected async guarded<T>(operation: () => Promise<T>): Promise<T> {
    if (this.closedDirectory) throw new AccessError('store_unavailable', 'The access store is closed.');
    try {
      return await operation();
    } catch (error) {
      if (AccessError.isInstance(error)) throw error;
      throw new AccessError('store_unavailable', 'The access store is unavailable.', { cause: error });
    }
  }

  async signUp(input: { readonly email: string; readonly password: string }): Promise<Account> {
    const email = normaliseEmail(input.email);
    assertAcceptablePassword(input.password, email);
    const passwordHash = await hashPassword(input.password);
    const account: Account = {
      id: newId('acct_'),
      name: email,
      plan: 'free',
      customMonthlyUnits: null,
      createdAt: this.clock(),
      email,
      emailVerifiedAt: null,
      disabledAt: null,
    };
    return this.guarded(async () => {
      const existing = await findAccountByEmailRow(this.driver, email);
      if (existing !== null) {
        throw new AccessError('account_not_opened', 'No account was opened with these details. If you already have an account, sign in or reset your password.');
      }
      try {
        await insertAccount(this.driver, account, passwordHash);
      } catch (error) {
        // Two sign-ups for one email at once: the unique index refuses the second.
        if ((await findAccountByEmailRow(this.driver, email)) !== null) {
          throw new AccessError('account_not_opened', 'No account was opened with these details. If you already have an account, sign in or reset your password.');
        }
        throw error;
      }
      return account;
    });
  }

  private async assertWithinLimit(key: string, limit: number, windowMs: number, nowMs: number): Promise<void> {
    const attempts = await countAttempts(this.driver, key, nowMs - windowMs);
    if (attempts.count < limit) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(((attempts.oldestMs ?? nowMs) + windowMs - nowMs) / 1000));
    throw new AccessError('sign_in_throttled', `Too many attempts; wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again, or reset your password.`, {
      details: { retryAfterSeconds },
    });
  }

  async checkPassword(input: { readonly email: string; readonly password: string; readonly clientAddress: string }): Promise<Account | null> {
    const nowMs = this.clock().getTime();
    // An address with refused characters (NUL, zero-width, text-direction) is a 400; any other spelling is folded,
    // so every spelling of an address that folds to a stored one signs in to that account.
    const email = foldEmail(input.email);
    const emailKey = throttleKey('sign-in-email', email);
    const addressKey = throttleKey('sign-in-address', input.clientAddress);
    return this.guarded(async () => {
      await this.assertWithinLimit(emailKey, signInThrottle.failuresPerEmail, signInThrottle.windowMs, nowMs);
      await this.assertWithinLimit(addressKey, signInThrottle.failuresPerAddress, signInThrottle.windowMs, nowMs);
      const found = await findAccountByEmailRow(this.driver, email);
      // An unknown email is checked against a decoy hash, so both answers take as long.
      const matches = await verifyPassword(input.password.slice(0, 1024), found?.passwordHash ?? (await passwordDecoyHash()));
      if (found !== null && found.passwordHash !== null && matches && found.account.disabledAt === null) {
        await clearAttempts(this.driver, emailKey);
        return found.account;
      }
      await recordAttempt(this.driver, emailKey, nowMs);
      await recordAttempt(this.driver, addressKey, nowMs);
      if (Math.random() < 0.02) await deleteOldAttempts(this.driver, nowMs - 2 * hourMs);
      return null;
    });
  }

  async throttle(action: ThrottledAction, subjects: readonly string[]): Promise<void> {
    const nowMs = this.clock().getTime();
    const limits = actionLimits[action];
    await this.guarded(async () => {
      for (const [index, subject] of subjects.entries()) {
        const limit = limits.perSubject[index] ?? limits.perSubject[limits.perSubject.length - 1] ?? 1;
        await this.assertWithinLimit(throttleKey(`${action}-${index}`, subject), limit, limits.windowMs, nowMs);
      }
      for (const [index, subject] of subjects.entries()) await recordAttempt(this.driver, throttleKey(`${action}-${index}`, subject), nowMs);
    });
  }

  async startSession(accountId: string | null): Promise<NewSession> {
    const now = this.clock();
    const sessionId = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    const expiresAtMs = now.getTime() + (accountId === null ? sessionLifetimeMs.anonymous : sessionLifetimeMs.signedIn);
    return this.guarded(async () => {
      const account = accountId === null ? null : await findAccount(this.driver, accountId);
      if (accountId !== null && account === null) throw new AccessError('unknown_account', 'No such account.');
      await insertSession(this.driver, sha256(sessionId), { accountId, csrfToken, expiresAtMs }, now.getTime());
      if (Math.random() < 0.02) await deleteExpiredSessions(this.driver, now.getTime());
      return { sessionId, accountId, csrfToken, expiresAt: new Date(expiresAtMs), account };
    });
  }

  async findSession(sessionId: string): Promise<SessionRecord | null> {
    if (sessionId.length < 20 || sessionId.length > 100) return null;
    return this.guarded(async () => {
      const row = await findSessionRow(this.driver, sha256(sessionId), this.clock().getTime());
      if (row === null) return null;
      if (row.accountId === null) return { accountId: null, csrfToken: row.csrfToken, expiresAt: new Date(row.expiresAtMs), account: null };
      const account = await findAccount(this.driver, row.accountId);
      if (account === null || account.disabledAt !== null) return null;
      return { accountId: row.accountId, csrfToken: row.csrfToken, expiresAt: new Date(row.expiresAtMs), account };
    });
  }

  async endSession(sessionId: string): Promise<void> {
    await this.guarded(() => deleteSessionRow(this.driver, sha256(sessionId)));
  }

  findAccount(accountId: string): Promise<Account | null> {
    return this.guarded(() => findAccount(this.driver, accountId));
  }

  async findAccountByEmail(email: string): Promise<Account | null> {
    const folded = foldEmail(email);
    return this.guarded(async () => (await findAccountByEmailRow(this.driver, folded))?.account ?? null);
  }

  async createEmailLink(accountId: string, purpose: EmailLinkPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.guarded(() => insertEmailToken(this.driver, sha256(token), accountId, purpose, this.clock().getTime() + emailLinkLifetimeMs[purpose]));
    return token;
  }

  private async consumeLink(token: string, purpose: EmailLinkPurpose): Promise<string> {
    const accountId = await this.guarded(() => consumeEmailToken(this.driver, sha256(token), purpose, this.clock().getTime()));
    if (accountId === null) throw new AccessError('invalid_email_link', 'This link is unknown, already used or expired; ask for a new one.');
    return accountId;
  }

  async verifyEmail(token: string): Promise<Account> {
    const accountId = await this.consumeLink(token, 'verify-email');
    return this.guarded(async () => {
      await markEmailVerified(this.driver, accountId, this.clock().getTime());
      const account = await findAccount(this.driver, accountId);
      if (account === null) throw new AccessError('invalid_email_link', 'This link is unknown, already used or expired; ask for a new one.');
      return account;
    });
  }

  async resetPassword(token: string, newPassword: string): Promise<Account> {
    // The password is checked before the link is used, so a refused password leaves the link valid.
    const preview = await this.guarded(() =>
      this.driver.query('SELECT a.email FROM {schema}.email_tokens t JOIN {schema}.accounts a ON a.id = t.account_id WHERE t.token_hash = $1', [sha256(token)]),
    );
    assertAcceptablePassword(newPassword, String(preview[0]?.['email'] ?? ''));
    const accountId = await this.consumeLink(token, 'reset-password');
    const passwordHash = await hashPassword(newPassword);
    return this.guarded(async () => {
      await this.driver.transaction(async (executor) => {
        await setPasswordHash(executor, accountId, passwordHash);
        await deleteSessionsOf(executor, accountId);
      });
      const account = await findAccount(this.driver, accountId);
      if (account === null) throw new AccessError('invalid_email_link', 'This link is unknown, already used or expired; ask for a new one.');
      return account;
    });
  }

  /** The signed-in account when `password` is its current one, checked and throttled as sign-in is; else a 400. */
  private async assertCurrentPassword(accountId: string, password: string, clientAddress: string): Promise<Account & { readonly email: string }> {
    const account = await this.requireAccountRow(accountId);
    const confirmed = account.email === null ? null : await this.checkPassword({ email: account.email, password, clientAddress });
    if (account.email === null || confirmed?.id !== account.id) {
      throw new AccessError('invalid_account_details', 'The current password is not right; type the password you sign in with.', {
        details: { field: 'currentPassword' },
      });
    }
    return { ...account, email: account.email };
  }

  async changePassword(input: {
    readonly accountId: string;
    readonly currentPassword: string;
    readonly newPassword: string;
    readonly keptSessionId: string;
    readonly clientAddress: string;
  }): Promise<Account> {
    const account = await this.requireAccountRow(input.accountId);
    // The new password is judged first, so a refused one costs no attempt of the current-password throttle.
    try {
      assertAcceptablePassword(input.newPassword, account.email ?? '');
    } catch (error) {
      if (AccessError.isInstance(error)) throw new AccessError(error.code, error.message, { details: { field: 'newPassword' } });
      throw error;
    }
    await this.assertCurrentPassword(input.accountId, input.currentPassword, input.clientAddress);
    const passwordHash = await hashPassword(input.newPassword);
    await this.guarded(() =>
      this.driver.transaction(async (executor) => {
        await setPasswordHash(executor, input.accountId, passwordHash);
        // Whoever else held a session or a connected app (perhaps with the old password) loses it; this session stays.
        await deleteOtherSessionsOf(executor, input.accountId, sha256(input.keptSessionId));
        await deleteOAuthRecordsOfAccount(executor, input.accountId);
        await deleteEmailTokensOf(executor, input.accountId, ['reset-password', 'change-email']);
      }),
    ).finally(() => invalidateFreshCaches());
    return this.requireAccountRow(input.accountId);
  }

  async requestEmailChange(input: {
    readonly accountId: string;
    readonly currentPassword: string;
    readonly newEmail: string;
    readonly clientAddress: string;
  }): Promise<EmailChangeRequest> {
    const newEmail = normaliseEmail(input.newEmail);
    const account = await this.assertCurrentPassword(input.accountId, input.currentPassword, input.clientAddress);
    if (newEmail === account.email) {
      throw new AccessError('invalid_account_details', 'This is already your account’s email; type the new address.', { details: { field: 'newEmail' } });
    }
    const token = randomBytes(32).toString('base64url');
    return this.guarded(async () => {
      if ((await findAccountByEmailRow(this.driver, newEmail)) !== null) {
        // Another account's address: no link; the route answers as if one were sent.
        await deleteEmailTokensOf(this.driver, account.id, ['change-email']);
        return { newEmail, token: null };
      }
      await insertEmailToken(this.driver, sha256(token), account.id, 'change-email', this.clock().getTime() + emailLinkLifetimeMs['change-email'], newEmail);
      return { newEmail, token };
    });
  }

  async confirmEmailChange(token: string): Promise<ConfirmedEmailChange> {
    const consumed = await this.guarded(() => consumeEmailTokenRow(this.driver, sha256(token), 'change-email', this.clock().getTime()));
    const newEmail = consumed?.newEmail ?? null;
    if (consumed === null || newEmail === null) throw new AccessError('invalid_email_link', invalidLinkMessage);
    const taken = () =>
      new AccessError('invalid_email_link', 'This address now belongs to another Mandala account, so your email was not changed; sign in and choose another.');
    const previous = await this.guarded(() => findAccount(this.driver, consumed.accountId));
    if (previous === null || previous.disabledAt !== null) throw new AccessError('invalid_email_link', invalidLinkMessage);
    try {
      await this.guarded(() =>
        this.driver.transaction(async (executor) => {
          if ((await findOtherAccountWithEmail(executor, newEmail, consumed.accountId)) !== null) throw taken();
          await switchAccountEmail(executor, consumed.accountId, newEmail, this.clock().getTime());
          // Links mailed to the old address (a verification, a reset) no longer act on this account.
          await deleteEmailTokensOf(executor, consumed.accountId, ['verify-email', 'reset-password', 'change-email']);
        }),
      );
    } catch (error) {
      // Two accounts confirming one address at once: the unique index refuses the second.
      if (AccessError.isInstance(error) && error.code === 'store_unavailable' && (await this.guarded(() => findOtherAccountWithEmail(this.driver, newEmail, consumed.accountId))) !== null) {
        throw taken();
      }
      throw error;
    } finally {
      invalidateFreshCaches();
    }
    return { account: await this.requireAccountRow(consumed.accountId), previousEmail: previous.email };
  }

  async disableAccount(accountId: string): Promise<Account> {
    const changed = await this.guarded(() =>
      this.driver.transaction(async (executor) => {
        const marked = await markAccountDisabled(executor, accountId, this.clock().getTime());
        await deleteSessionsOf(executor, accountId);
        // Its connected apps lose their grants, codes and refresh tokens at once, as when the account is deleted.
        await deleteOAuthRecordsOfAccount(executor, accountId);
        return marked;
      }),
    ).finally(() => invalidateFreshCaches());
    if (!changed) throw new AccessError('unknown_account', 'No such account.', { details: { accountId } });
    const account = await this.findAccount(accountId);
    if (account === null) throw new AccessError('unknown_account', 'No such account.', { details: { accountId } });
    return account;
  }

  async deleteAccount(accountId: string): Promise<void> {
    await this.dailyUsageBuffer.flush();
    const deleted = await this.guarded(() => deleteAccountRows(this.driver, accountId)).finally(() => invalidateFreshCaches());
    if (!deleted) throw new AccessError('unknown_account', 'No such account.', { details: { accountId } });
  }

  async normaliseStoredEmails(): Promise<StoredEmailReport> {
    const normalised: string[] = [];
    const collisions: [string, string][] = [];
    const refused: string[] = [];
    await this.guarded(async () => {
      for (const row of await listUnfoldedEmailRows(this.driver, this.driver.dialect)) {
        let folded: string;
        try {
          folded = foldEmail(row.email);
        } catch {
          refused.push(row.id);
          continue;
        }
        if (folded === row.email) continue;
        const holder = await findOtherAccountWithEmail(this.driver, folded, row.id);
        if (holder !== null) {
          collisions.push([row.id, holder]);
          continue;
        }
        await setAccountEmail(this.driver, row.id, folded);
        normalised.push(row.id);
      }
    });
    return { normalised, collisions, refused };
  }

  dailyUsage(accountId: string, month?: string): Promise<DailyUnits[]> {
    const countedMonth = month ?? quotaMonthOf(this.clock());
    if (!isQuotaMonth(countedMonth)) throw new AccessError('invalid_access_option', 'A month is written YYYY-MM.');
    return this.guarded(async () => {
      await this.dailyUsageBuffer.flush();
      return readDailyUnits(this.driver, accountId, countedMonth);
    });
  }

  private async requireAccountRow(accountId: string): Promise<Account> {
    const account = await this.guarded(() => findAccount(this.driver, accountId));
    if (account === null) throw new AccessError('unknown_account', 'No such account.', { details: { accountId } });
    return account;
  }

  async savePerson(accountId: string, fields: PersonFields): Promise<SavedPerson> {
    const checked = assertPersonFields(fields);
    const account = await this.requireAccountRow(accountId);
    const limit = plans[account.plan].savedPeopleLimit;
    const now = this.clock();
    const person: SavedPerson = { id: newId('prs_'), ...checked, createdAt: now, updatedAt: now };
    return this.guarded(() =>
      this.driver.transaction(async (executor) => {
        if (limit !== null && (await countPeople(executor, accountId)) >= limit) {
          throw new AccessError('people_limit_reached', `The ${plans[account.plan].name} plan keeps up to ${limit} people; delete one or change plan.`, {
            details: { limit, plan: account.plan },
          });
        }
        await insertPerson(executor, accountId, person);
        return person;
      }),
    );
  }

  listPeople(accountId: string): Promise<SavedPerson[]> {
    return this.guarded(() => listPeopleRows(this.driver, accountId));
  }

  async getPerson(accountId: string, personId: string): Promise<SavedPerson> {
    const person = isStorableText(personId) ? await this.guarded(() => findPersonRow(this.driver, accountId, personId)) : null;
    if (person === null) throw new AccessError('unknown_person', 'No saved person has this id in your account; list them with GET /people.');
    return person;
  }

  async updatePerson(accountId: string, personId: string, changes: Partial<PersonFields>): Promise<SavedPerson> {
    const current = await this.getPerson(accountId, personId);
    const checked = assertPersonFields({
      name: changes.name ?? current.name,
      date: changes.date ?? current.date,
      timezone: changes.timezone ?? current.timezone,
      notes: changes.notes === undefined ? current.notes : changes.notes,
    });
    const updated: SavedPerson = { ...current, ...checked, updatedAt: this.clock() };
    const changed = await this.guarded(() => updatePersonRow(this.driver, accountId, updated));
    if (!changed) throw new AccessError('unknown_person', 'No saved person has this id in your account; list them with GET /people.');
    return updated;
  }

  async deletePerson(accountId: string, personId: string): Promise<void> {
    const deleted = isStorableText(personId) && (await this.guarded(() => deletePersonRow(this.driver, accountId, personId)));
    if (!deleted) throw new AccessError('unknown_person', 'No saved person has this id in your account; list them with GET /people.');
  }

  async exportAccount(accountId: string): Promise<AccountExport> {
    const now = this.clock();
    const account = await this.requireAccountRow(accountId);
    const month = quotaMonthOf(now);
    return this.guarded(async () => {
      await this.dailyUsageBuffer.flush();
      const used = await readUsedUnits(this.driver, accountId, month);
      const limit = account.customMonthlyUnits ?? plans[account.plan].monthlyUnits;
      return {
        exportedAt: now.toISOString(),
        account,
        keys: await listKeySummaries(this.driver, { by: 'account', accountId }),
        quota: { limit, used, remaining: limit === null ? null : Math.max(0, limit - used), resetAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)), month },
        dailyUsage: await readDailyUnits(this.driver, accountId, month),
        people: await listPeopleRows(this.driver, accountId),
      };
    });
  }
}

/** Compares two CSRF tokens in constant time. */
export function csrfTokensMatch(expected: string, presented: string | undefined): boolean {
  if (presented === undefined) return false;
  const left = Buffer.from(expected);
  const right = Buffer.from(presented);
  return left.length === right.length && timingSafeEqual(left, right);
}

export { accountColumns, toAccount };
