import type { Account, ApiKeySummary, QuotaStatus } from '../access-store';
import type { DailyUnits, UsageSurface } from '../storage/daily-usage';
import type { EmailLinkPurpose } from '../storage/email-token-rows';
import type { SavedPerson } from '../storage/people-rows';

export type { DailyUnits, EmailLinkPurpose, SavedPerson, UsageSurface };

/** A session as stored: anonymous (`accountId: null`, before sign-in, for the forms' CSRF token) or signed in. */
export interface SessionRecord {
  readonly accountId: string | null;
  /** The CSRF token of every state-changing form and JSON call made with this session. */
  readonly csrfToken: string;
  readonly expiresAt: Date;
  /** The signed-in account (active, not disabled); `null` for an anonymous session. */
  readonly account: Account | null;
}

/** A new session: its id goes in the `mandala_session` cookie and is stored only as a SHA-256. */
export interface NewSession extends SessionRecord {
  readonly sessionId: string;
}

/** The birth data and label of a saved person, as written. */
export interface PersonFields {
  readonly name: string;
  readonly date: string;
  readonly timezone: string;
  readonly notes?: string | null | undefined;
}

/** Everything an account holds, for `GET /account/api/export`. Never a password hash, a key or a key hash. */
export interface AccountExport {
  readonly exportedAt: string;
  readonly account: Account;
  readonly keys: readonly ApiKeySummary[];
  readonly quota: QuotaStatus;
  readonly dailyUsage: readonly DailyUnits[];
  readonly people: readonly SavedPerson[];
}

/**
 * What may be throttled besides sign-in: opening accounts, asking for emailed links (a reset, a new verification), and
 * a signed-in account's changes (its email, its password, a key's name).
 */
export type ThrottledAction = 'sign-up' | 'email-link' | 'email-change' | 'password-change' | 'key-rename';

/**
 * What {@link AccountDirectory.requestEmailChange} decided. Only the route sees it: the caller gets one answer either
 * way, so an address another account holds is never revealed.
 */
export interface EmailChangeRequest {
  /** The new address, folded as sign-up folds it. */
  readonly newEmail: string;
  /** The one-time token to send to `newEmail` (lives 24 hours); `null` when another account holds the address. */
  readonly token: string | null;
}

/** A confirmed email change: the account on its new address, and the address it left (to be told). */
export interface ConfirmedEmailChange {
  readonly account: Account;
  readonly previousEmail: string | null;
}

/** Accounts people open themselves: passwords, sessions, emailed links, saved people and daily usage. */
/** What {@link AccountDirectory.normaliseStoredEmails} did and found. Account ids only, never an address. */
export interface StoredEmailReport {
  /** Accounts whose stored email was rewritten in its folded form. */
  readonly normalised: readonly string[];
  /** Pairs of accounts whose emails fold to one address: `[unchanged, holder of the folded address]`. */
  readonly collisions: readonly (readonly [string, string])[];
  /** Accounts whose stored email holds refused characters. */
  readonly refused: readonly string[];
}

export interface AccountDirectory {
  /**
   * Opens an account on the Free plan with an email and a password (hashed with scrypt). Throws
   * `invalid_account_details` (not an email; password shorter than 10, longer than 200 or common) or
   * `account_not_opened` when the email is taken (the message does not say so).
   */
  signUp(input: { readonly email: string; readonly password: string }): Promise<Account>;
  /**
   * Checks an email and password, throttled: returns the account, or `null` for a wrong password, an unknown email
   * or a disabled account (the same answer, in about the same time). Throws `sign_in_throttled` (429) after 10
   * failures for the email in 15 minutes, or 50 from the client address in 15 minutes, even for the right password.
   */
  checkPassword(input: { readonly email: string; readonly password: string; readonly clientAddress: string }): Promise<Account | null>;
  /**
   * Counts one action of `subjects`, in order, and throws `sign_in_throttled` (429, `retryAfterSeconds`) beyond its
   * limits per hour: `sign-up` [address] 20; `email-link` [email, address] 5, 20; `email-change` [account, new email,
   * address] 5, 5, 20; `password-change` [account, address] 10, 50; `key-rename` [account] 30.
   */
  throttle(action: ThrottledAction, subjects: readonly string[]): Promise<void>;
  /** Starts a session with a fresh id and CSRF token: anonymous for 2 hours, signed in for 14 days. */
  startSession(accountId: string | null): Promise<NewSession>;
  /** The live session with this id, or `null` (unknown, expired, or its account disabled or deleted). */
  findSession(sessionId: string): Promise<SessionRecord | null>;
  endSession(sessionId: string): Promise<void>;
  findAccount(accountId: string): Promise<Account | null>;
  findAccountByEmail(email: string): Promise<Account | null>;
  /** A one-time link token for the account (verification lives 7 days, reset 1 hour); a new one replaces the old. */
  createEmailLink(accountId: string, purpose: EmailLinkPurpose): Promise<string>;
  /** Marks the email verified. Throws `invalid_email_link`. */
  verifyEmail(token: string): Promise<Account>;
  /** Sets a new password and ends every session of the account. Throws `invalid_email_link` or `invalid_account_details`. */
  resetPassword(token: string, newPassword: string): Promise<Account>;
  /**
   * Changes a signed-in account's password. `currentPassword` is checked as sign-in checks it (the same throttle: 10
   * failures per email or 50 per address in 15 minutes, then `sign_in_throttled`); a wrong one throws
   * `invalid_account_details` (`details.field: 'currentPassword'`), as does a refused new password (`newPassword`).
   * Ends every other session (keeps `keptSessionId`), disconnects every OAuth app (grants, codes, refresh tokens) and
   * voids pending reset and email-change links; API keys stay.
   */
  changePassword(input: {
    readonly accountId: string;
    readonly currentPassword: string;
    readonly newPassword: string;
    readonly keptSessionId: string;
    readonly clientAddress: string;
  }): Promise<Account>;
  /**
   * Starts moving a signed-in account to `newEmail` (folded as sign-up folds it; `invalid_account_details` when not an
   * address or already the account's): checks `currentPassword` as {@link changePassword} does, then returns a link
   * token for the new address, replacing any earlier one, or `token: null` when another account holds the address.
   * Nothing changes until {@link confirmEmailChange}.
   */
  requestEmailChange(input: {
    readonly accountId: string;
    readonly currentPassword: string;
    readonly newEmail: string;
    readonly clientAddress: string;
  }): Promise<EmailChangeRequest>;
  /**
   * Uses a `change-email` link once: the account's email becomes the new address, verified, and the account's links
   * sent to the old one (verification, reset) die. Throws `invalid_email_link` for a link unknown, used or expired, or
   * when another account took the address meanwhile (nothing changes).
   */
  confirmEmailChange(token: string): Promise<ConfirmedEmailChange>;
  /** Operator: disables an account; its keys answer 403 and its sessions end at once. Throws `unknown_account`. */
  disableAccount(accountId: string): Promise<Account>;
  /** Erases the account with its people, keys, sessions, links and usage. Throws `unknown_account`. */
  deleteAccount(accountId: string): Promise<void>;
  /**
   * Brings the emails stored before addresses were folded (NFKC, case; see `foldEmail`) to their folded form, once
   * per start: each row that folds to an address no other account has is rewritten; one that folds to another
   * account's address is left as it is and reported (`collisions`: both accounts, for the operator to merge, disable
   * or delete one); one holding refused characters (a NUL, a zero-width or text-direction character) is reported
   * (`refused`): it can no longer sign in, the operator disables or deletes it. Idempotent.
   */
  normaliseStoredEmails(): Promise<StoredEmailReport>;
  /** Every day of the month with the units spent on REST, Agent HTTP and MCP. */
  dailyUsage(accountId: string, month?: string): Promise<DailyUnits[]>;
  /** Saves a person; throws `people_limit_reached` when the plan's number is reached. */
  savePerson(accountId: string, fields: PersonFields): Promise<SavedPerson>;
  listPeople(accountId: string): Promise<SavedPerson[]>;
  /** Throws `unknown_person` when the id is not one of the account's people. */
  getPerson(accountId: string, personId: string): Promise<SavedPerson>;
  updatePerson(accountId: string, personId: string, changes: Partial<PersonFields>): Promise<SavedPerson>;
  deletePerson(accountId: string, personId: string): Promise<void>;
  exportAccount(accountId: string): Promise<AccountExport>;
}
