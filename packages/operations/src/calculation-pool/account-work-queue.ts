import { AccessError, requestRateLimits } from '@mandala/access/policy';
import type { PlanId } from '@mandala/access';
import { OperationError } from '../errors';

/** Default heavy calculations one account may have in flight in one process; the rest wait behind them. */
export const DEFAULT_HEAVY_CALLS_IN_FLIGHT_PER_ACCOUNT = 2;

/** Default heavy calculations one account may have waiting in one process; more answer 429 `rate_limited` at once. */
export const DEFAULT_HEAVY_CALLS_WAITING_PER_ACCOUNT = 128;

/**
 * Caps the heavy calculations (operations marked `offload`) each account has in flight, so that a flood from one
 * account waits behind itself rather than filling the calculation pool's queue ahead of every other account.
 * A call that waits longer than its time budget answers `execution_timed_out` (504) without running.
 */
export interface AccountWorkQueue {
  /**
   * Runs `work` once fewer than the cap of the account's calls are running; `waitMilliseconds` bounds the wait. When
   * the account already has its most calls waiting, rejects at once with `rate_limited` (429, nothing charged).
   */
  run<T>(account: { readonly id: string; readonly plan: PlanId }, waitMilliseconds: number, operationName: string, work: () => Promise<T>): Promise<T>;
  /** Calls of `accountId` running or waiting (for tests and metrics). */
  depth(accountId: string): number;
}

interface AccountSlots {
  running: number;
  readonly waiting: (() => void)[];
}

/**
 * Creates an {@link AccountWorkQueue} of `callsInFlightPerAccount` slots per account (FIFO within an account) and at
 * most `callsWaitingPerAccount` calls waiting for them.
 */
export function createAccountWorkQueue(
  callsInFlightPerAccount = DEFAULT_HEAVY_CALLS_IN_FLIGHT_PER_ACCOUNT,
  callsWaitingPerAccount = DEFAULT_HEAVY_CALLS_WAITING_PER_ACCOUNT,
): AccountWorkQueue {
  const accounts = new Map<string, AccountSlots>();

  function release(accountId: string, slots: AccountSlots): void {
    const next = slots.waiting.shift();
    if (next !== undefined) {
      next();
      return;
    }
    slots.running -= 1;
    if (slots.running === 0) accounts.delete(accountId);
  }

  function acquire(account: { readonly id: string; readonly plan: PlanId }, waitMilliseconds: number, operationName: string): Promise<AccountSlots> {
    const accountId = account.id;
    let slots = accounts.get(accountId);
    if (slots === undefined) {
      slots = { running: 0, waiting: [] };
      accounts.set(accountId, slots);
    }
    if (slots.running < callsInFlightPerAccount) {
      slots.running += 1;
      return Promise.resolve(slots);
    }
    if (slots.waiting.length >= callsWaitingPerAccount) {
      const limit = requestRateLimits[account.plan];
      return Promise.reject(
        new AccessError(
          'rate_limited',
          `This account already has ${callsInFlightPerAccount} heavy calculations running and ${callsWaitingPerAccount} waiting; wait for them (Retry-After) before sending more.`,
          { details: { plan: account.plan, ...limit, retryAfterSeconds: 1, heavyCallsInFlight: callsInFlightPerAccount, heavyCallsWaiting: callsWaitingPerAccount } },
        ),
      );
    }
    const held = slots;
    return new Promise<AccountSlots>((resolve, reject) => {
      const granted = (): void => {
        clearTimeout(timer);
        resolve(held);
      };
      const timer = setTimeout(() => {
        const index = held.waiting.indexOf(granted);
        if (index >= 0) held.waiting.splice(index, 1);
        reject(
          new OperationError(
            'execution_timed_out',
            `The ${operationName} calculation waited ${waitMilliseconds} ms behind this account's other calculations and did not start; send fewer at once.`,
            { details: { timeBudgetMilliseconds: waitMilliseconds, callsInFlightPerAccount } },
          ),
        );
      }, waitMilliseconds);
      held.waiting.push(granted);
    });
  }

  return {
    async run(account, waitMilliseconds, operationName, work) {
      const slots = await acquire(account, waitMilliseconds, operationName);
      try {
        return await work();
      } finally {
        release(account.id, slots);
      }
    },
    depth(accountId) {
      const slots = accounts.get(accountId);
      return slots === undefined ? 0 : slots.running + slots.waiting.length;
    },
  };
}
