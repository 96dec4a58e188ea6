import { randomBytes, randomUUID } from 'node:crypto';
import type {
  Account,
  AccessStore,
  AccessTokenCheck,
  OAuthRecord,
  AccountUsage,
  ApiKeySummary,
  Authentication,
  CreateAccountOptions,
  CreatedKey,
  MeteredAttempt,
  MeteredCall,
  MeteredResult,
  QuotaStatus,
  HeldStreamLease,
  StreamLeaseGrant,
} from './access-store';
import { apiKeyDisplayPrefix, apiKeyPrefix, generateApiKey, hashApiKey, hashesMatch, isWellFormedApiKey } from './api-key';
import { AccessError, invalidKeyMessage } from './errors';
import { FreshCache, freshCacheGeneration, invalidateFreshCaches } from './fresh-cache';
import { assertValidIdempotencyKey } from './idempotency-key';
import { isStorableText, unstorableTextProblem } from './stored-text';
import { insufficientTierMessage, isPlanId, planAllows, plans, plansIncluding, type AccessCategory, type PlanId, type PlanRefusalLinks } from './plans';
import { isQuotaMonth, quotaMonthOf, quotaResetAt } from './quota-period';
import {
  countAccountRows,
  findAccount,
  findKeysByPrefix,
  insertAccount,
  insertKey,
  listAccountRows,
  listKeySummaries,
  markKeyRevoked,
  renameKeyRow,
  updateAccountPlan,
  type KeyFilter,
  type StoredKey,
} from './storage/account-rows';
import { purgeIdempotencyRecords } from './storage/idempotency-records';
import {
  consumeOAuthRecord,
  deleteOAuthGrant,
  deleteOAuthRecord,
  findOAuthRecord,
  findOAuthRecordBy,
  insertOAuthRecordOnce,
  listOAuthRecordsOfAccount,
  purgeOAuthRecords,
  touchOAuthGrant,
  upsertOAuthRecord,
  type StoredOAuthRecord,
} from './storage/oauth-records';
import { closeFailedAttempt, closeSucceededAttempt, openAttempt, type AttemptOpening } from './storage/metered-attempt';
import { readUsedUnits, refundUnits } from './storage/quota-ledger';
import { createReservationQueue, type ReservationQueue } from './storage/reservation-queue';
import { createActiveAccountsCheck, type ActiveAccountsCheck } from './storage/active-accounts';
import { createQuotaLeases, type LeaseTake, type QuotaLeases, type QuotaLeaseSettings } from './quota-lease';
import { reclaimExpiredLeases } from './storage/quota-lease-rows';
import type { SqlDriver, SqlExecutor } from './storage/sql-driver';
import { countStreamLeaseRows, deleteStreamLeaseRow, insertStreamLeaseWithin, renewStreamLeaseRows } from './storage/stream-lease-rows';
import { SqlAccountDirectory } from './accounts/sql-account-directory';
import { markKeyUsed } from './storage/user-account-rows';

/** Settings of {@link SqlAccessStore}, resolved from `OpenAccessStoreOptions`. */
export interface SqlAccessStoreSettings {
  readonly clock: () => Date;
  readonly idempotencyWindowMs: number;
  readonly inFlightLeaseMs: number;
  /** How long an open stream's lease lives without renewal. */
  readonly streamLeaseMs: number;
  /** How long keys and accounts read from the database may be reused in this process (0 = read every time). */
  readonly accessCacheMs: number;
  /** The plans page and where "upgrade" leads, named and linked by every plan refusal. */
  readonly planRefusalLinks: PlanRefusalLinks;
  /** Per-process quota leases for calls without an idempotency key; `undefined`: every call reserves in the store. */
  readonly quotaLease?: QuotaLeaseSettings | undefined;
}

/** Keys and accounts held by one store's caches before they start afresh. */
const accessCacheCapacity = 10_000;

/** Metered calls between two background purges of expired idempotency records. */
const callsBetweenPurges = 256;

/** OAuth records saved between two background purges of expired ones. */
const oauthSavesBetweenPurges = 256;

/** A grant's last use is written at most this often, in milliseconds. */
const grantUseResolutionMs = 60_000;

function toOAuthRecord(record: StoredOAuthRecord): OAuthRecord {
  return {
    model: record.model,
    id: record.id,
    payload: record.payload,
    lastUsedAt: record.lastUsedAtMs === null ? null : new Date(record.lastUsedAtMs),
    expiresAt: record.expiresAtMs === null ? null : new Date(record.expiresAtMs),
  };
}

function audiencesOf(payload: Record<string, unknown>): string[] {
  const audience = payload['aud'];
  if (typeof audience === 'string') return [audience];
  return Array.isArray(audience) ? audience.filter((value): value is string => typeof value === 'string') : [];
}

function invalidAccessToken(): AccessError {
  return new AccessError(
    'invalid_access_token',
    'The access token is not valid here: it is unknown, expired, revoked or issued for another resource. Sign in again through your MCP client to get a new one.',
  );
}

/**
 * True when `error` (or a cause of it) is a foreign-key violation: a row written for an account that no longer
 * exists (PostgreSQL `23503`, SQLite's `FOREIGN KEY constraint failed`).
 */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return true;
    if (typeof message === 'string' && /foreign key constraint/i.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function newId(prefix: string): string {
  return prefix + randomBytes(12).toString('base64url');
}

/** The account's monthly limit in units; `null` = unlimited. */
export function monthlyLimitOf(account: Pick<Account, 'plan' | 'customMonthlyUnits'>): number | null {
  return account.customMonthlyUnits ?? plans[account.plan].monthlyUnits;
}

function quotaFigures(limit: number | null, used: number, now: Date): QuotaStatus {
  return {
    limit,
    used,
    remaining: limit === null ? null : Math.max(0, limit - used),
    resetAt: quotaResetAt(now),
    month: quotaMonthOf(now),
  };
}

function checkCustomLimit(customMonthlyUnits: number | null | undefined): number | null {
  if (customMonthlyUnits === undefined || customMonthlyUnits === null) return null;
  if (!Number.isSafeInteger(customMonthlyUnits) || customMonthlyUnits < 0) {
    throw new AccessError('invalid_access_option', 'A custom monthly limit must be a whole number of units, 0 or more.');
  }
  return customMonthlyUnits;
}

function checkPlan(plan: unknown): PlanId {
  if (!isPlanId(plan)) throw new AccessError('invalid_access_option', `Unknown plan; expected one of ${Object.keys(plans).join(', ')}.`);
  return plan;
}

function checkLabel(label: string, what: string): string {
  const trimmed = label.trim();
  if (trimmed.length === 0 || trimmed.length > 200) throw new AccessError('invalid_access_option', `${what} must be 1 to 200 characters.`);
  const problem = unstorableTextProblem(trimmed, 'single');
  if (problem !== undefined) throw new AccessError('invalid_access_option', `${what}: ${problem}`);
  return trimmed;
}

/** The {@link AccessStore} over one SQL driver; SQLite and PostgreSQL share every line of it. */
export class SqlAccessStore extends SqlAccountDirectory implements AccessStore {
  readonly kind: 'sqlite' | 'postgres';
  /** When this process last recorded each key's use (recorded at most once a minute per key). */
  private readonly keyUseRecordedAtMs = new Map<string, number>();
  private closed = false;
  private callsSincePurge = 0;
  private oauthSavesSincePurge = 0;
  /** Valid keys by SHA-256, as {@link authenticate} last read them. */
  private readonly keysByHash: FreshCache<StoredKey>;
  /** Accounts by id, for the hot path of {@link runMetered}. */
  private readonly accountsById: FreshCache<Account>;
  /** Quota reservations of one account made together per turn of the event loop. */
  private readonly reservations: ReservationQueue;
  /** This process's quota leases, when the store was opened with them. */
  private readonly quotaLeases: QuotaLeases | undefined;
  private readonly activeAccounts: ActiveAccountsCheck;

  constructor(
    driver: SqlDriver,
    private readonly settings: SqlAccessStoreSettings,
  ) {
    super(driver, settings.clock);
    this.kind = driver.dialect;
    this.keysByHash = new FreshCache(settings.accessCacheMs, accessCacheCapacity);
    this.accountsById = new FreshCache(settings.accessCacheMs, accessCacheCapacity);
    this.reservations = createReservationQueue(driver);
    this.activeAccounts = createActiveAccountsCheck(driver);
    this.quotaLeases = settings.quotaLease === undefined ? undefined : createQuotaLeases(driver, settings.clock, settings.quotaLease);
  }

  private async guard<T>(operation: () => Promise<T>): Promise<T> {
    if (this.closed) throw new AccessError('store_unavailable', 'The access store is closed.');
    try {
      return await operation();
    } catch (error) {
      if (AccessError.isInstance(error)) throw error;
      throw new AccessError('store_unavailable', 'The access store is unavailable.', { cause: error });
    }
  }

  private async requireAccount(accountId: string): Promise<Account> {
    const generation = freshCacheGeneration();
    const account = await this.guard(() => findAccount(this.driver, accountId));
    if (account === null) throw new AccessError('unknown_account', 'No such account.', { details: { accountId } });
    this.accountsById.set(account.id, account, generation);
    return account;
  }

  /** The account from the cache when fresh, else from the database (hot paths only: metering, quota figures). */
  private recentAccount(accountId: string): Promise<Account> {
    const cached = this.accountsById.get(accountId);
    return cached === undefined ? this.requireAccount(accountId) : Promise.resolve(cached);
  }

  /**
   * Reads the account afresh after the database refused to charge it: gone (deleted in another process or instance
   * while this one had its key cached) answers `invalid_key` and disabled `account_disabled`, as a fresh
   * authentication would, and this process's caches start afresh; an active account returns (the quota was full).
   */
  private async assertStillActive(accountId: string): Promise<void> {
    const account = await this.guard(() => findAccount(this.driver, accountId));
    if (account !== null && account.disabledAt === null) return;
    invalidateFreshCaches();
    if (account === null) throw new AccessError('invalid_key', invalidKeyMessage);
    throw new AccessError('account_disabled', 'This account is disabled; contact the operator of this service.');
  }

  /** The valid (not revoked) stored key whose hash is `presentedHash`, read from the store (and cached), or `undefined`. */
  private async findValidKey(key: string, presentedHash: string): Promise<StoredKey | undefined> {
    const generation = freshCacheGeneration();
    const candidates = await this.guard(() => findKeysByPrefix(this.driver, apiKeyDisplayPrefix(key)));
    let matched: StoredKey | undefined;
    // Every candidate is compared, in constant time, so timing reveals nothing about which one matched.
    for (const candidate of candidates) if (hashesMatch(candidate.keyHash, presentedHash)) matched = candidate;
    if (matched === undefined || matched.revokedAtMs !== null) return undefined;
    this.keysByHash.set(presentedHash, matched, generation);
    this.accountsById.set(matched.account.id, matched.account, generation);
    return matched;
  }

  async authenticate(key: string, options: { readonly category?: AccessCategory | undefined } = {}): Promise<Authentication> {
    if (!isWellFormedApiKey(key)) throw new AccessError('malformed_credential', 'The credential is not a Mandala API key.');
    const presentedHash = hashApiKey(key);
    // A fresh entry was found by its full SHA-256, which only the holder of the key can present; it is used without a
    // promise to wait for (this runs on every authenticated call).
    const matched = this.keysByHash.get(presentedHash) ?? (await this.findValidKey(key, presentedHash));
    if (matched === undefined) throw new AccessError('invalid_key', invalidKeyMessage);
    if (matched.account.disabledAt !== null) {
      throw new AccessError('account_disabled', 'This account is disabled; contact the operator of this service.');
    }
    this.recordKeyUse(matched.keyId);
    const category = options.category;
    if (category !== undefined && !planAllows(matched.account.plan, category)) {
      throw this.planRefusal(matched.account.plan, category);
    }
    return { account: matched.account, keyId: matched.keyId, keyPrefix: matched.keyPrefix };
  }

  get planRefusalLinks(): PlanRefusalLinks {
    return this.settings.planRefusalLinks;
  }

  /** The 403 `insufficient_tier` of `plan` for `category`: the plans that include it, the plans page, the upgrade. */
  private planRefusal(plan: PlanId, category: AccessCategory): AccessError {
    const links = this.settings.planRefusalLinks;
    return new AccessError('insufficient_tier', insufficientTierMessage(plan, category, links), {
      details: { plan, category, plansIncluding: plansIncluding(category).map((each) => each.id), ...links },
    });
  }

  /** Writes the key's last use, at most once a minute per key, without delaying the call. */
  private recordKeyUse(keyId: string): void {
    const nowMs = this.settings.clock().getTime();
    if (nowMs - (this.keyUseRecordedAtMs.get(keyId) ?? Number.NEGATIVE_INFINITY) < 60_000) return;
    if (this.keyUseRecordedAtMs.size > accessCacheCapacity) this.keyUseRecordedAtMs.clear();
    this.keyUseRecordedAtMs.set(keyId, nowMs);
    this.guard(() => markKeyUsed(this.driver, keyId, nowMs)).catch(() => undefined);
  }

  async runMetered<T>(call: MeteredCall, work: (attempt: MeteredAttempt) => Promise<T>): Promise<MeteredResult<T>> {
    if (!Number.isSafeInteger(call.units) || call.units < 0) {
      throw new AccessError('invalid_access_option', 'Units must be a whole number, 0 or more.');
    }
    if (call.idempotency !== undefined) assertValidIdempotencyKey(call.idempotency.key);
    const now = this.settings.clock();
    // A fresh cached account is used as it is, without a promise to wait for (this runs on every metered call).
    const account = this.accountsById.get(call.accountId) ?? (await this.requireAccount(call.accountId));
    const limit = monthlyLimitOf(account);
    this.purgeNowAndThen();
    if (this.quotaLeases !== undefined && call.idempotency === undefined && call.units > 0) return this.runLeased(this.quotaLeases, call, account, limit, now, work);
    let opening: AttemptOpening;
    try {
      opening = await this.guard(() =>
        openAttempt(this.driver, this.reservations, {
          accountId: account.id,
          units: call.units,
          limitUnits: limit,
          month: quotaMonthOf(now),
          nowMs: now.getTime(),
          windowMs: this.settings.idempotencyWindowMs,
          leaseMs: this.settings.inFlightLeaseMs,
          attemptId: randomUUID(),
          idempotency: call.idempotency,
        }),
      );
    } catch (error) {
      // A row of an account deleted in another process (an idempotency record): the key is no longer valid.
      if (isForeignKeyViolation(error)) await this.assertStillActive(account.id);
      throw error;
    }
    switch (opening.kind) {
      case 'mismatch':
        throw new AccessError('idempotency_key_reused', 'This Idempotency-Key was already used with different arguments.');
      case 'in_progress':
        throw new AccessError('request_in_progress', 'The same request is still in progress; retry when it has finished.');
      case 'quota_exhausted': {
        // The reservation also refuses an account deleted or disabled since this process cached its key.
        await this.assertStillActive(account.id);
        const quota = quotaFigures(limit, opening.usedUnits, now);
        throw new AccessError('quota_exhausted', 'The monthly quota is used up; it resets at the start of the next UTC month.', {
          details: { quota, units: call.units },
        });
      }
      case 'replay':
        return {
          value: await work({ startedAt: new Date(opening.startedAtMs) }),
          chargedUnits: 0,
          replayed: true,
          quota: quotaFigures(limit, opening.usedUnits, now),
        };
      case 'reserved':
        break;
    }
    const reservation = opening.reservation;
    let value: T;
    try {
      value = await work({ startedAt: new Date(opening.startedAtMs) });
    } catch (error) {
      try {
        await this.guard(() => closeFailedAttempt(this.driver, account.id, reservation));
      } catch (refundError) {
        // The refund could not be written (the store went away while the work ran): the units stay taken, so the
        // answer must not say that nothing was charged. `store_unavailable` reports the charge as unknown
        // (`chargedUnits: null`), as for any call the store could not settle; an idempotent attempt's lease still
        // lets a retry with the same key take the reservation over instead of paying again.
        if (reservation.units === 0 || (AccessError.isInstance(error) && error.code === 'store_unavailable')) throw error;
        throw new AccessError('store_unavailable', 'The call failed and the access store could not give its units back; retry with the same Idempotency-Key to be charged once.', {
          cause: refundError,
        });
      }
      throw error;
    }
    // The charge already stands; a failure to mark the record only means a retry after the lease inherits it.
    await this.guard(() => closeSucceededAttempt(this.driver, account.id, reservation)).catch(() => undefined);
    if (call.surface !== undefined && reservation.units > 0) {
      // The per-day figures draw the dashboard's chart; the monthly counter above is what the quota enforces.
      const day = new Date(opening.startedAtMs).toISOString().slice(0, 10);
      this.dailyUsageBuffer.add(account.id, day, call.surface ?? 'rest', reservation.units);
    }
    return { value, chargedUnits: reservation.units, replayed: false, quota: quotaFigures(limit, opening.usedUnits, now) };
  }

  /**
   * A metered call without an idempotency key under this process's quota lease: its units come from the lease (no
   * write of its own), are spent when `work` resolves (committed with the lease's next group) and go back to the
   * lease when it throws, so a failed call is never charged.
   */
  private async runLeased<T>(leases: QuotaLeases, call: MeteredCall, account: Account, limit: number | null, now: Date, work: (attempt: MeteredAttempt) => Promise<T>): Promise<MeteredResult<T>> {
    const month = quotaMonthOf(now);
    // Most calls are covered by the lease's units in memory: they take them without a promise to wait for.
    let take: LeaseTake | undefined = this.closed ? undefined : leases.takeFromMemory(account.id, month, call.units);
    try {
      take ??= await this.guard(() => leases.take(account.id, month, call.units, limit));
    } catch (error) {
      // A reservation that raced the account's deletion or disabling in another process fails in the store (on
      // PostgreSQL: a foreign key refusing the lease's row, or a deadlock with the deletion's locks); the account gone
      // or disabled is then the answer (403), never a store outage (503).
      await this.assertStillActive(account.id);
      throw error;
    }
    if (take.kind !== 'granted') {
      // The store refuses an account deleted or disabled since this process cached its key, as a reservation does.
      await this.assertStillActive(account.id);
      const used = take.kind === 'refused' ? take.usedUnits : await this.guard(() => readUsedUnits(this.driver, account.id, month));
      throw new AccessError('quota_exhausted', 'The monthly quota is used up; it resets at the start of the next UTC month.', {
        details: { quota: quotaFigures(limit, used, now), units: call.units },
      });
    }
    // The lease answers from memory, but the store is still asked once per turn whether the call's account is active
    // (deleted or disabled in another process: refused at once, as a reservation's write refuses it), and the calls
    // of one turn start their work together after that one statement, as the per-call path's group commit makes them
    // (answered as soon as each was read, calls measured at twice the server CPU per chart request; issue 39).
    let active: boolean;
    try {
      active = await this.guard(() => this.activeAccounts.isActive(account.id));
    } catch (error) {
      leases.settle(take.grant, false);
      throw error;
    }
    if (!active) {
      leases.settle(take.grant, false);
      await this.assertStillActive(account.id);
      // Active again by the time it was read once more (enabled meanwhile): the call takes its units anew.
      return this.runLeased(leases, call, account, limit, now, work);
    }
    let value: T;
    try {
      value = await work({ startedAt: now });
    } catch (error) {
      leases.settle(take.grant, false);
      throw error;
    }
    // The value goes back at once, not at the end of the turn: held there, a turn's charts survived the young
    // generation's collections (scavenges copy what is alive) and were promoted, at 1.2–1.5 × the server CPU per chart
    // request and a longer p99 (issue 39).
    leases.settle(take.grant, true);
    if (call.surface !== undefined) this.dailyUsageBuffer.add(account.id, now.toISOString().slice(0, 10), call.surface, call.units);
    return { value, chargedUnits: call.units, replayed: false, quota: quotaFigures(limit, take.grant.usedUnits, now) };
  }

  async quotaStatus(accountId: string): Promise<QuotaStatus> {
    const now = this.settings.clock();
    const account = await this.recentAccount(accountId);
    const month = quotaMonthOf(now);
    const used = await this.guard(() => readUsedUnits(this.driver, accountId, month));
    // This process's own unspent units are reserved, not used; other processes' leases stay counted.
    return quotaFigures(monthlyLimitOf(account), used - (this.quotaLeases?.unspentUnits(accountId, month) ?? 0), now);
  }

  async createAccountWithKey(options: CreateAccountOptions): Promise<CreatedKey> {
    const account: Account = {
      id: newId('acct_'),
      name: checkLabel(options.name, 'An account name'),
      plan: checkPlan(options.plan),
      customMonthlyUnits: checkCustomLimit(options.customMonthlyUnits),
      createdAt: this.settings.clock(),
      email: null,
      emailVerifiedAt: null,
      disabledAt: null,
    };
    const keyName = checkLabel(options.keyName ?? 'default', 'A key name');
    return this.guard(() =>
      this.driver.transaction(async (executor) => {
        await insertAccount(executor, account);
        return this.insertNewKey(executor, account, keyName);
      }),
    );
  }

  private async insertNewKey(executor: SqlExecutor, account: Account, name: string): Promise<CreatedKey> {
    const key = generateApiKey();
    const keyId = newId('key_');
    const keyPrefix = apiKeyDisplayPrefix(key);
    await insertKey(executor, { keyId, accountId: account.id, name, keyPrefix, keyHash: hashApiKey(key), createdAtMs: this.settings.clock().getTime() });
    return { key, keyId, keyPrefix, accountId: account.id, plan: account.plan };
  }

  async createKey(accountId: string, options: { readonly name?: string | undefined } = {}): Promise<CreatedKey> {
    const name = checkLabel(options.name ?? 'default', 'A key name');
    const account = await this.requireAccount(accountId);
    return this.guard(() => this.insertNewKey(this.driver, account, name));
  }

  listKeys(options: { readonly accountId?: string | undefined } = {}): Promise<ApiKeySummary[]> {
    const filter: KeyFilter = options.accountId === undefined ? { by: 'all' } : { by: 'account', accountId: options.accountId };
    return this.guard(() => listKeySummaries(this.driver, filter));
  }

  async revokeKey(keyIdOrPrefix: string): Promise<ApiKeySummary> {
    const reference = keyIdOrPrefix.trim();
    if (!isStorableText(reference)) throw new AccessError('unknown_api_key', 'No key has this id or prefix.');
    const filter: KeyFilter = isWellFormedApiKey(reference)
      ? { by: 'hash', keyHash: hashApiKey(reference) }
      : reference.startsWith(apiKeyPrefix)
        ? { by: 'prefix', keyPrefix: reference }
        : { by: 'id', keyId: reference };
    const matches = await this.guard(() => listKeySummaries(this.driver, filter));
    const [match, another] = matches;
    if (match === undefined) throw new AccessError('unknown_api_key', 'No key has this id or prefix.');
    if (another !== undefined) {
      throw new AccessError('invalid_access_option', 'More than one key has this prefix; revoke by key id.', {
        details: { keyIds: matches.map((summary) => summary.keyId) },
      });
    }
    try {
      await this.guard(() => markKeyRevoked(this.driver, match.keyId, this.settings.clock().getTime()));
    } finally {
      invalidateFreshCaches();
    }
    const [revoked] = await this.guard(() => listKeySummaries(this.driver, { by: 'id', keyId: match.keyId }));
    return revoked ?? match;
  }

  async renameKey(accountId: string, keyId: string, name: string): Promise<ApiKeySummary> {
    const trimmed = name.trim();
    const problem = unstorableTextProblem(trimmed, 'single');
    if (problem !== undefined) throw new AccessError('invalid_account_details', `name: ${problem}`, { details: { field: 'name' } });
    if (trimmed.length === 0 || trimmed.length > 200) throw new AccessError('invalid_account_details', 'A key name must be 1 to 200 characters.', { details: { field: 'name' } });
    const unknown = () => new AccessError('unknown_api_key', 'No key of your account has this id; list them with GET /account/api/keys.');
    if (!isStorableText(keyId) || !isStorableText(accountId)) throw unknown();
    const renamed = await this.guard(() => renameKeyRow(this.driver, accountId, keyId, trimmed));
    if (!renamed) throw unknown();
    const [summary] = await this.guard(() => listKeySummaries(this.driver, { by: 'id', keyId }));
    if (summary === undefined) throw unknown();
    return summary;
  }

  listAccounts(): Promise<Account[]> {
    return this.guard(() => listAccountRows(this.driver));
  }

  async setPlan(accountId: string, plan: PlanId, customMonthlyUnits: number | null = null): Promise<Account> {
    const checkedPlan = checkPlan(plan);
    const checkedLimit = checkCustomLimit(customMonthlyUnits);
    let changed: boolean;
    try {
      changed = await this.guard(() => updateAccountPlan(this.driver, accountId, checkedPlan, checkedLimit));
    } finally {
      invalidateFreshCaches();
    }
    if (!changed) throw new AccessError('unknown_account', 'No such account.', { details: { accountId } });
    return this.requireAccount(accountId);
  }

  async usage(accountId: string, month?: string): Promise<AccountUsage> {
    const countedMonth = month ?? quotaMonthOf(this.settings.clock());
    if (!isQuotaMonth(countedMonth)) throw new AccessError('invalid_access_option', 'A month is written YYYY-MM.');
    const account = await this.requireAccount(accountId);
    const used = await this.guard(() => readUsedUnits(this.driver, accountId, countedMonth));
    return { accountId, plan: account.plan, month: countedMonth, used: used - (this.quotaLeases?.unspentUnits(accountId, countedMonth) ?? 0), limit: monthlyLimitOf(account) };
  }

  countAccounts(): Promise<number> {
    return this.guard(() => countAccountRows(this.driver));
  }

  async acquireStreamLease(accountId: string, limit: number): Promise<StreamLeaseGrant> {
    const leaseId = newId('sse_');
    const nowMs = this.settings.clock().getTime();
    const open = await this.guard(() =>
      this.driver.transaction((executor) =>
        insertStreamLeaseWithin(executor, this.driver.dialect, { id: leaseId, accountId }, limit, nowMs, nowMs + this.settings.streamLeaseMs),
      ),
    );
    return open === undefined ? { ok: true, leaseId, renewEveryMilliseconds: Math.max(1, Math.floor(this.settings.streamLeaseMs / 3)) } : { ok: false, open };
  }

  async renewStreamLeases(leases: readonly HeldStreamLease[]): Promise<void> {
    const nowMs = this.settings.clock().getTime();
    const rows = leases.map((lease) => ({ id: lease.leaseId, accountId: lease.accountId }));
    await this.guard(() => this.driver.transaction((executor) => renewStreamLeaseRows(executor, rows, nowMs, nowMs + this.settings.streamLeaseMs)));
  }

  async releaseStreamLease(leaseId: string): Promise<void> {
    await this.guard(() => deleteStreamLeaseRow(this.driver, leaseId));
  }

  countStreamLeases(accountId: string): Promise<number> {
    return this.guard(() => countStreamLeaseRows(this.driver, accountId, this.settings.clock().getTime()));
  }

  purgeExpiredIdempotencyKeys(): Promise<number> {
    const nowMs = this.settings.clock().getTime();
    return this.guard(() =>
      this.driver.transaction(async (executor) => {
        const purged = await purgeIdempotencyRecords(executor, nowMs - this.settings.idempotencyWindowMs, nowMs);
        for (const record of purged) {
          if (record.state === 'in_flight') await refundUnits(executor, record.accountId, record.reservedMonth, record.reservedUnits);
        }
        return purged.length;
      }),
    );
  }

  async saveOAuthRecord(model: string, id: string, payload: Record<string, unknown>, expiresInSeconds: number | undefined): Promise<void> {
    const nowMs = this.settings.clock().getTime();
    const expiresAtMs = expiresInSeconds === undefined ? null : nowMs + expiresInSeconds * 1000;
    await this.guard(() => upsertOAuthRecord(this.driver, { model, id, payload, expiresAtMs }));
    this.oauthSavesSincePurge += 1;
    if (this.oauthSavesSincePurge >= oauthSavesBetweenPurges) {
      this.oauthSavesSincePurge = 0;
      this.guard(() => purgeOAuthRecords(this.driver, this.settings.clock().getTime())).catch(() => undefined);
    }
  }

  async keepOAuthRecordOnce(model: string, id: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
    return this.guard(() => insertOAuthRecordOnce(this.driver, model, id, payload));
  }

  async findOAuthRecord(model: string, id: string): Promise<OAuthRecord | null> {
    // An id no store can hold (a NUL sent as an authorization code or a client id) names nothing.
    if (!isStorableText(id)) return null;
    const record = await this.guard(() => findOAuthRecord(this.driver, model, id, this.settings.clock().getTime()));
    return record === null ? null : toOAuthRecord(record);
  }

  async findOAuthRecordBy(model: string, field: 'uid' | 'userCode', value: string): Promise<OAuthRecord | null> {
    if (!isStorableText(value)) return null;
    const column = field === 'uid' ? 'uid' : 'user_code';
    const record = await this.guard(() => findOAuthRecordBy(this.driver, model, column, value, this.settings.clock().getTime()));
    return record === null ? null : toOAuthRecord(record);
  }

  consumeOAuthRecord(model: string, id: string): Promise<void> {
    if (!isStorableText(id)) return Promise.resolve();
    return this.guard(() => this.driver.transaction((executor) => consumeOAuthRecord(executor, model, id, this.settings.clock().getTime())));
  }

  deleteOAuthRecord(model: string, id: string): Promise<void> {
    if (!isStorableText(id)) return Promise.resolve();
    return this.guard(() => deleteOAuthRecord(this.driver, model, id));
  }

  async revokeOAuthGrant(grantId: string): Promise<void> {
    await this.guard(() => deleteOAuthGrant(this.driver, grantId));
  }

  async listOAuthGrants(accountId: string): Promise<OAuthRecord[]> {
    const records = await this.guard(() => listOAuthRecordsOfAccount(this.driver, accountId, 'Grant', this.settings.clock().getTime()));
    return records.map(toOAuthRecord);
  }

  async authenticateAccessToken(token: string, check: AccessTokenCheck): Promise<Authentication> {
    const nowMs = this.settings.clock().getTime();
    if (!isStorableText(token)) throw invalidAccessToken();
    // Read from the database on every call (no cache), so a revoked grant's tokens stop at once.
    const record = await this.guard(() => findOAuthRecord(this.driver, 'AccessToken', token, nowMs));
    if (record === null || record.grantId === null || record.accountId === null) throw invalidAccessToken();
    if (!audiencesOf(record.payload).some((audience) => check.audiences.includes(audience))) throw invalidAccessToken();
    const grantId = record.grantId;
    const grant = await this.guard(() => findOAuthRecord(this.driver, 'Grant', grantId, nowMs));
    if (grant === null || grant.accountId !== record.accountId) throw invalidAccessToken();
    const scopes = typeof record.payload['scope'] === 'string' ? record.payload['scope'].split(' ').filter((scope) => scope !== '') : [];
    const missing = (check.scopes ?? []).filter((scope) => !scopes.includes(scope));
    if (missing.length > 0) {
      const named = missing.map((scope) => `"${scope}"`).join(' and ');
      throw new AccessError(
        'insufficient_scope',
        `This access token was not granted the ${named} scope${missing.length > 1 ? 's' : ''} this operation needs; connect the app again and allow ${missing.join(' and ')}.`,
        { details: { scope: missing.join(' '), grantedScope: scopes.join(' ') } },
      );
    }
    const account = await this.recentAccount(record.accountId).catch((error: unknown) => {
      throw AccessError.isInstance(error) && error.code === 'unknown_account' ? invalidAccessToken() : error;
    });
    if (account.disabledAt !== null) throw new AccessError('account_disabled', 'This account is disabled; contact the operator of this service.');
    const category = check.category;
    if (category !== undefined && !planAllows(account.plan, category)) {
      throw this.planRefusal(account.plan, category);
    }
    if ((grant.lastUsedAtMs ?? 0) + grantUseResolutionMs <= nowMs) {
      this.guard(() => touchOAuthGrant(this.driver, grantId, nowMs)).catch(() => undefined);
    }
    return { account, keyId: grantId, keyPrefix: 'oauth', scopes };
  }

  private purgeNowAndThen(): void {
    this.callsSincePurge += 1;
    if (this.callsSincePurge < callsBetweenPurges) return;
    this.callsSincePurge = 0;
    this.purgeExpiredIdempotencyKeys().catch(() => undefined);
    // The units of a quota lease whose process died go back once it expires, whether or not this store leases.
    this.guard(() => reclaimExpiredLeases(this.driver, this.settings.clock().getTime())).catch(() => undefined);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.markDirectoryClosed();
    // Spent units are committed and unspent ones given back while the database is still open.
    await this.quotaLeases?.close().catch(() => undefined);
    await this.dailyUsageBuffer.flush();
    await this.driver.close();
  }
}
