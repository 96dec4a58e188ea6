// A small in-memory stand-in for the access store, for unit tests of the executor only.
// The REST tests use the real store (SQLite / PostgreSQL).
import { AccessError, assertValidIdempotencyKey, generateApiKey, invalidKeyMessage, isWellFormedApiKey, planAllows } from '@mandala/access';
import type { AccessCategory, AccessStore, Authentication, MeteredAttempt, MeteredCall, MeteredResult, PlanId, QuotaStatus } from '@mandala/access';

interface MemoryAccount {
  readonly id: string;
  readonly plan: PlanId;
  readonly limit: number | null;
  used: number;
}

/** In-memory access store: keys, one quota per account, idempotency records. */
export class MemoryAccessStore implements Pick<AccessStore, 'authenticate' | 'runMetered' | 'quotaStatus'> {
  readonly accounts = new Map<string, MemoryAccount>();
  readonly keys = new Map<string, string>();
  readonly idempotency = new Map<string, { fingerprint: string; state: 'running' | 'done'; startedAt: Date }>();
  /** The store's clock (the first attempt's instant of an idempotent request). */
  clock: () => Date = () => new Date();
  workCalls = 0;

  /** Creates an account with a key; returns the key. */
  addAccount(plan: PlanId, limit: number | null = 100): { key: string; accountId: string } {
    const accountId = `acct_${this.accounts.size + 1}`;
    this.accounts.set(accountId, { id: accountId, plan, limit, used: 0 });
    const key = generateApiKey();
    this.keys.set(key, accountId);
    return { key, accountId };
  }

  async authenticate(key: string, options: { category?: AccessCategory | undefined } = {}): Promise<Authentication> {
    if (!isWellFormedApiKey(key)) throw new AccessError('malformed_credential', 'malformed');
    const accountId = this.keys.get(key);
    const account = accountId === undefined ? undefined : this.accounts.get(accountId);
    if (account === undefined) throw new AccessError('invalid_key', invalidKeyMessage);
    if (options.category !== undefined && !planAllows(account.plan, options.category)) {
      throw new AccessError('insufficient_tier', `The ${account.plan} plan does not include ${options.category}.`);
    }
    return {
      account: { id: account.id, name: account.id, plan: account.plan, customMonthlyUnits: null, createdAt: new Date(0), email: null, emailVerifiedAt: null, disabledAt: null },
      keyId: 'key_test',
      keyPrefix: key.slice(0, 17),
    };
  }

  async quotaStatus(accountId: string): Promise<QuotaStatus> {
    const account = this.accounts.get(accountId);
    if (account === undefined) throw new AccessError('unknown_account', 'unknown');
    return {
      limit: account.limit,
      used: account.used,
      remaining: account.limit === null ? null : Math.max(0, account.limit - account.used),
      resetAt: new Date(Date.UTC(2100, 0, 1)),
      month: '2099-12',
    };
  }

  async runMetered<T>(call: MeteredCall, work: (attempt: MeteredAttempt) => Promise<T>): Promise<MeteredResult<T>> {
    const account = this.accounts.get(call.accountId);
    if (account === undefined) throw new AccessError('unknown_account', 'unknown');
    let replayed = false;
    let startedAt = this.clock();
    const recordKey = call.idempotency === undefined ? undefined : `${call.accountId}:${call.idempotency.key}`;
    if (call.idempotency !== undefined && recordKey !== undefined) {
      assertValidIdempotencyKey(call.idempotency.key);
      const record = this.idempotency.get(recordKey);
      startedAt = record?.startedAt ?? startedAt;
      if (record !== undefined && record.fingerprint !== call.idempotency.fingerprint) throw new AccessError('idempotency_key_reused', 'reused');
      if (record?.state === 'running') throw new AccessError('request_in_progress', 'in progress');
      replayed = record?.state === 'done';
    }
    const units = replayed ? 0 : call.units;
    if (units > 0 && account.limit !== null && account.used + units > account.limit) throw new AccessError('quota_exhausted', 'exhausted');
    account.used += units;
    if (recordKey !== undefined && call.idempotency !== undefined) {
      this.idempotency.set(recordKey, { fingerprint: call.idempotency.fingerprint, state: 'running', startedAt });
    }
    try {
      this.workCalls += 1;
      const value = await work({ startedAt });
      if (recordKey !== undefined && call.idempotency !== undefined) {
        this.idempotency.set(recordKey, { fingerprint: call.idempotency.fingerprint, state: 'done', startedAt });
      }
      return { value, chargedUnits: units, replayed, quota: await this.quotaStatus(call.accountId) };
    } catch (error) {
      account.used -= units;
      if (recordKey !== undefined) this.idempotency.delete(recordKey);
      throw error;
    }
  }
}
