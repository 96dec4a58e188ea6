import type { QuotaLeaseSettings } from './quota-lease';
import type { AccountDirectory, UsageSurface } from './accounts/account-directory';
import type { AccessCategory, PlanId, PlanRefusalLinks } from './plans';

/** An account: the owner of keys and of one monthly quota. */
export interface Account {
  /** Opaque id (`acct_` + 16 URL-safe characters). */
  readonly id: string;
  /** Operator-chosen label. */
  readonly name: string;
  readonly plan: PlanId;
  /**
   * Custom monthly limit in units, overriding the plan's (Enterprise contracts); `null` means the plan's own
   * quota applies (which for Enterprise is unlimited).
   */
  readonly customMonthlyUnits: number | null;
  readonly createdAt: Date;
  /** The sign-in email of an account opened by sign-up (lower-cased); `null` for an operator-made account. */
  readonly email: string | null;
  /** When the owner followed the verification link; `null` until then. */
  readonly emailVerifiedAt: Date | null;
  /** When the operator disabled the account (its keys and sessions stop working); `null` while active. */
  readonly disabledAt: Date | null;
}

/** What {@link AccessStore.authenticate} returns for a valid key. */
export interface Authentication {
  readonly account: Account;
  /** Id of the key that authenticated (`key_` + 16 URL-safe characters); safe to log. */
  readonly keyId: string;
  /** Display prefix of the key (`mdl_live_` + 8 characters); safe to log. */
  readonly keyPrefix: string;
  /**
   * The scopes of an OAuth access token (`charts`, `people`); absent for an API key, which may do everything its
   * plan allows.
   */
  readonly scopes?: readonly string[];
}

/** OAuth scopes an access token may carry; an operation needs one of them. */
export type OAuthScope = 'charts' | 'people';

/** Input of {@link AccessStore.authenticateAccessToken}. */
export interface AccessTokenCheck {
  /** Resource identifiers (RFC 8707) the token may be bound to: those of the surface it is presented to. */
  readonly audiences: readonly string[];
  /** The plan must include this category (`insufficient_tier`, 403). */
  readonly category?: AccessCategory | undefined;
  /** The token must carry every one of these scopes (`insufficient_scope`, 403, naming those it lacks). */
  readonly scopes?: readonly OAuthScope[] | undefined;
}

/** One record of the OAuth authorization server (an oidc-provider model instance). */
export interface OAuthRecord {
  /** The model: `Grant`, `AccessToken`, `RefreshToken`, `AuthorizationCode`, `Session`, `Interaction`, `Client`… */
  readonly model: string;
  readonly id: string;
  readonly payload: Record<string, unknown>;
  /** When a grant's token last authenticated a call (grants only; `null` before the first). */
  readonly lastUsedAt: Date | null;
  readonly expiresAt: Date | null;
}

/**
 * The OAuth authorization server's storage (the oidc-provider adapter writes through it). Tokens and codes are
 * stored by their SHA-256, never in clear; expired records are never returned and are purged lazily.
 */
export interface OAuthRecordStore {
  /** Inserts or replaces a record; `expiresInSeconds` from now, or never. */
  saveOAuthRecord(model: string, id: string, payload: Record<string, unknown>, expiresInSeconds: number | undefined): Promise<void>;
  /**
   * Stores a record that never expires unless one with this model and id exists, and answers the stored payload:
   * several processes starting together all end up with the first one's (the server's cookie and signing keys).
   */
  keepOAuthRecordOnce(model: string, id: string, payload: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The live record, or `null`. */
  findOAuthRecord(model: string, id: string): Promise<OAuthRecord | null>;
  /** The live record whose `uid` (sessions) or `userCode` (device flow) is `value`, or `null`. */
  findOAuthRecordBy(model: string, field: 'uid' | 'userCode', value: string): Promise<OAuthRecord | null>;
  /** Marks a code or token consumed. */
  consumeOAuthRecord(model: string, id: string): Promise<void>;
  /** Deletes one record. */
  deleteOAuthRecord(model: string, id: string): Promise<void>;
  /** Deletes a grant and every code and token issued under it; effective at once in this process. */
  revokeOAuthGrant(grantId: string): Promise<void>;
  /** The account's live grants, oldest first. */
  listOAuthGrants(accountId: string): Promise<OAuthRecord[]>;
  /**
   * Checks an OAuth access token: it must be known, unexpired, of a live grant and bound to one of `audiences`
   * (`invalid_access_token`, 401), carry `scopes` (`insufficient_scope`, 403) and its account's plan include
   * `category` (`insufficient_tier`, 403). Answers the account as its keys do, with the token's scopes; the grant
   * id stands in for the key id in logs.
   */
  authenticateAccessToken(token: string, check: AccessTokenCheck): Promise<Authentication>;
}

/**
 * Quota figures for one account in the current UTC calendar month.
 * The HTTP layer turns them into `RateLimit-*` headers with `rateLimitHeaders`.
 */
export interface QuotaStatus {
  /** Units allowed this month; `null` = unlimited. */
  readonly limit: number | null;
  /** Units used (charged or reserved by running calls) this month. */
  readonly used: number;
  /** `limit - used`, never below 0; `null` = unlimited. */
  readonly remaining: number | null;
  /** First instant of the next UTC calendar month, when `used` starts again from 0. */
  readonly resetAt: Date;
  /** The month counted, `YYYY-MM` (UTC). */
  readonly month: string;
}

/** The idempotency part of a metered call. */
export interface IdempotencyRequest {
  /** The caller's `Idempotency-Key` header value; must match `^[A-Za-z0-9._:-]{8,160}$`. */
  readonly key: string;
  /** `requestFingerprint(operation, canonicalArgs)` of the normalised request. */
  readonly fingerprint: string;
}

/** Input of {@link AccessStore.runMetered}. */
export interface MeteredCall {
  readonly accountId: string;
  /** Units the call costs when it succeeds (a calculation is 1). 0 is allowed and never charges. */
  readonly units: number;
  /** Present when the caller sent an `Idempotency-Key`. */
  readonly idempotency?: IdempotencyRequest | undefined;
  /** The surface of the call; when given, charged units are also counted per UTC day and surface (the dashboard's chart). */
  readonly surface?: UsageSurface | undefined;
}

/** What the work of {@link AccessStore.runMetered} learns about its attempt. */
export interface MeteredAttempt {
  /**
   * When the request was first attempted: now for a new call, the first attempt's instant for a retry with
   * the same `Idempotency-Key` (replayed or taking over an abandoned attempt). Work whose answer depends on
   * "now" (current positions, a default start date) computes with it, so a retry answers what the first did.
   */
  readonly startedAt: Date;
}

/** Output of {@link AccessStore.runMetered}. */
export interface MeteredResult<T> {
  /** What `work` returned. */
  readonly value: T;
  /** Units charged by this call: `units` for a fresh success, 0 for an idempotent replay. */
  readonly chargedUnits: number;
  /** True when an earlier call with the same idempotency key and fingerprint already succeeded (send `Idempotent-Replayed: true`). */
  readonly replayed: boolean;
  /** Quota after this call. */
  readonly quota: QuotaStatus;
}

/** Input of {@link AccessStore.createAccountWithKey}. */
export interface CreateAccountOptions {
  /** Label of the account (e.g. a customer name). */
  readonly name: string;
  readonly plan: PlanId;
  /** Custom monthly limit in units (positive integer), mainly for Enterprise; omit for the plan's quota. */
  readonly customMonthlyUnits?: number | null | undefined;
  /** Label of the first key; defaults to `"default"`. */
  readonly keyName?: string | undefined;
}

/** Output of {@link AccessStore.createAccountWithKey} and {@link AccessStore.createKey}. */
export interface CreatedKey {
  /** The full key. Shown once: only its SHA-256 is stored. */
  readonly key: string;
  readonly keyId: string;
  /** Display prefix (`mdl_live_` + 8 characters). */
  readonly keyPrefix: string;
  readonly accountId: string;
  readonly plan: PlanId;
}

/** One row of {@link AccessStore.listKeys}. Never contains the key or its hash. */
export interface ApiKeySummary {
  readonly keyId: string;
  readonly keyPrefix: string;
  /** Key label. */
  readonly name: string;
  readonly accountId: string;
  readonly accountName: string;
  readonly plan: PlanId;
  readonly createdAt: Date;
  /** When the key was revoked; `null` while it is valid. */
  readonly revokedAt: Date | null;
  /** When the key last authenticated a call (recorded at most once a minute); `null` if never. */
  readonly lastUsedAt: Date | null;
}

/** One month of usage, from {@link AccessStore.usage}. */
export interface AccountUsage {
  readonly accountId: string;
  readonly plan: PlanId;
  /** `YYYY-MM` (UTC). */
  readonly month: string;
  readonly used: number;
  /** `null` = unlimited. */
  readonly limit: number | null;
}

/** What {@link StreamLeaseStore.acquireStreamLease} answers. */
export type StreamLeaseGrant =
  /** A place was taken: renew the lease at least every `renewEveryMilliseconds` (a third of its life) while the stream is open. */
  | { readonly ok: true; readonly leaseId: string; readonly renewEveryMilliseconds: number }
  /** The account already holds `open` live leases, its cap or more. */
  | { readonly ok: false; readonly open: number };

/** One lease held by this process, as {@link StreamLeaseStore.renewStreamLeases} takes it. */
export interface HeldStreamLease {
  readonly leaseId: string;
  readonly accountId: string;
}

/**
 * Open SSE streams counted across every process on the store (every `node:cluster` worker on one SQLite file, every
 * instance on one PostgreSQL database), so an account's cap by plan holds whatever serves its streams: one leased
 * row per open stream, renewed by the process that serves it, expired `streamLeaseSeconds` after the last renewal
 * (a process that dies frees its account's places within that time).
 */
export interface StreamLeaseStore {
  /** Takes a place for one more open stream of the account when it holds fewer than `limit` live leases. */
  acquireStreamLease(accountId: string, limit: number): Promise<StreamLeaseGrant>;
  /**
   * Renews this process's leases in one statement (writing back any that expired meanwhile: their streams are still
   * open) and deletes every expired lease.
   */
  renewStreamLeases(leases: readonly HeldStreamLease[]): Promise<void>;
  /** Frees a stream's place (it ended). */
  releaseStreamLease(leaseId: string): Promise<void>;
  /** The account's live leases. */
  countStreamLeases(accountId: string): Promise<number>;
}

/**
 * Keys, accounts, quota and idempotency over one database (SQLite or PostgreSQL).
 * Every method may throw `AccessError` `store_unavailable` when the database fails.
 */
export interface AccessStore extends AccountDirectory, OAuthRecordStore, StreamLeaseStore {
  /** `'sqlite'` or `'postgres'`. */
  readonly kind: 'sqlite' | 'postgres';
  /**
   * The plans page and where "upgrade" leads (`upgradeUrl` of {@link OpenAccessStoreOptions}), for the plan refusals
   * built outside the store; absent on a store that does not say, where `planRefusalLinks(undefined)` applies.
   */
  readonly planRefusalLinks?: PlanRefusalLinks;

  /**
   * Checks a key. The key must be well formed (`malformed_credential`, 401), known and not revoked
   * (`invalid_key`, 403); with `category`, the account's plan must include it (`insufficient_tier`, 403).
   * The stored hash is compared in constant time.
   */
  authenticate(key: string, options?: { readonly category?: AccessCategory | undefined }): Promise<Authentication>;

  /**
   * The whole metered flow: validates the idempotency key, reserves `units` atomically, runs `work`,
   * keeps the charge when `work` resolves and refunds it when `work` throws (the error is rethrown unchanged).
   * Throws `AccessError` `invalid_idempotency_key`, `idempotency_key_reused`, `request_in_progress`,
   * `quota_exhausted`, `unknown_account` or `store_unavailable` before `work` runs.
   */
  runMetered<T>(call: MeteredCall, work: (attempt: MeteredAttempt) => Promise<T>): Promise<MeteredResult<T>>;

  /** Quota figures without charging (for 0-unit responses). Throws `unknown_account`. */
  quotaStatus(accountId: string): Promise<QuotaStatus>;

  /** Operator: creates an account and its first key. */
  createAccountWithKey(options: CreateAccountOptions): Promise<CreatedKey>;
  /** Operator: adds a key to an existing account. Throws `unknown_account`. */
  createKey(accountId: string, options?: { readonly name?: string | undefined }): Promise<CreatedKey>;
  /** Operator: all keys, oldest first, optionally of one account. */
  listKeys(options?: { readonly accountId?: string | undefined }): Promise<ApiKeySummary[]>;
  /**
   * Operator: revokes a key by id (`key_…`) or display prefix (`mdl_live_xxxxxxxx`). Revoking twice is harmless.
   * Throws `unknown_api_key`, or `invalid_access_option` when a prefix matches more than one key.
   */
  revokeKey(keyIdOrPrefix: string): Promise<ApiKeySummary>;
  /**
   * Renames one of the account's live keys (the dashboard). The name is trimmed, 1 to 200 characters on one line,
   * without control characters (the store's text rule); else `invalid_account_details` (`details.field: 'name'`).
   * Throws `unknown_api_key` when the account has no live key with this id: another account's key answers the same.
   */
  renameKey(accountId: string, keyId: string, name: string): Promise<ApiKeySummary>;
  /** Operator: all accounts, oldest first. */
  listAccounts(): Promise<Account[]>;
  /** Operator: changes an account's plan and custom limit. Throws `unknown_account`. */
  setPlan(accountId: string, plan: PlanId, customMonthlyUnits?: number | null): Promise<Account>;
  /** Operator: usage of one account for a month (`YYYY-MM`, default the current UTC month). */
  usage(accountId: string, month?: string): Promise<AccountUsage>;
  /** Number of accounts (used by `ensureDevelopmentKey`). */
  countAccounts(): Promise<number>;
  /**
   * Deletes idempotency records older than the window (24 h by default) and refunds reservations of
   * records that were still in flight. Runs lazily too; call it from a timer if you like. Returns the count deleted.
   */
  purgeExpiredIdempotencyKeys(): Promise<number>;
  /** Closes the database (pool or file). Further calls throw `store_unavailable`. */
  close(): Promise<void>;
}

/** Options of `openAccessStore`. */
export interface OpenAccessStoreOptions {
  /**
   * `postgres://…` or `postgresql://…` selects PostgreSQL; empty or absent selects SQLite.
   * Any other scheme throws `invalid_access_option`.
   */
  readonly databaseUrl?: string | undefined;
  /** Folder of the SQLite file `access.sqlite` (created on first start). Ignored for PostgreSQL. */
  readonly dataDirectory: string;
  /** PostgreSQL schema holding the tables (default `public`); created if absent. Tests use a unique one. */
  readonly postgresSchema?: string | undefined;
  /**
   * PostgreSQL: apply pending schema migrations on open (default true). False refuses to open a store with
   * migrations pending (`StoreSchemaError` `schema_not_migrated`: run `mandala migrate`). SQLite always migrates.
   */
  readonly applyMigrations?: boolean | undefined;
  /** Called with each migration version applied on open (PostgreSQL), in order. */
  readonly onMigrationApplied?: ((version: number) => void) | undefined;
  /** PostgreSQL pool size (default 10). */
  readonly postgresPoolSize?: number | undefined;
  /** Clock, for tests (month rollover, expiry). Default `() => new Date()`. */
  readonly clock?: (() => Date) | undefined;
  /** How long an idempotency key is remembered, in seconds (default 86,400 = 24 h). */
  readonly idempotencyWindowSeconds?: number | undefined;
  /** How long an in-flight record blocks duplicates before a retry may take over, in seconds (default 60). */
  readonly inFlightLeaseSeconds?: number | undefined;
  /**
   * How long an open stream's lease lives without renewal, in seconds (default 15): the time an account's places
   * stay taken after the process serving its streams died. Renewed every third of it.
   */
  readonly streamLeaseSeconds?: number | undefined;
  /**
   * How long this process may reuse a valid key or an account it read, in milliseconds (default 1,000; 0 to 5,000;
   * 0 reads the database on every call). Revocations and plan changes made through any store of this process
   * apply at once; made by another process (the operator CLI, another instance), within this bound.
   */
  readonly accessCacheMilliseconds?: number | undefined;
  /**
   * Where "upgrade" leads in a plan refusal (403 `insufficient_tier`): its message and `details.upgradeUrl`. Default
   * the plans page, `/plans` (`details.plansUrl` always).
   */
  readonly upgradeUrl?: string | undefined;
  /**
   * Per-process quota leases (off unless asked; the service asks, `MANDALA_QUOTA_LEASE`): `true` or settings turn them on. This store then reserves an account's
   * units in blocks, hands them to calls without an `Idempotency-Key` from memory, commits spent units in groups and
   * gives unspent ones back on idle and at {@link AccessStore.close}; see `createQuotaLeases` for what stays exact.
   */
  readonly quotaLease?: boolean | Partial<QuotaLeaseSettings> | undefined;
}
