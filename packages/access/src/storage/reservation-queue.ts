import { setImmediate } from 'node:timers';
import { reserveUnits, reserveUnitsInOrder } from './quota-ledger';
import type { SqlDriver } from './sql-driver';

/** Reserves quota units; see {@link createReservationQueue}. */
export interface ReservationQueue {
  /** Adds `units` to the month's counter if it stays within `limitUnits` (`null` = unlimited): the new counter, or `null` (no room). */
  reserve(accountId: string, month: string, units: number, limitUnits: number | null): Promise<number | null>;
}

/** The reservations of one account, month and limit waiting for the end of the turn. */
interface ReservationGroup {
  readonly accountId: string;
  readonly month: string;
  readonly limitUnits: number | null;
  readonly amounts: number[];
  readonly waiting: { resolve: (counter: number | null) => void; reject: (error: unknown) => void }[];
}

/**
 * Reservations issued in the same turn of the event loop for the same account are made together at the end of
 * the turn, in one atomic statement (`reserveUnitsInOrder`), instead of one statement each: under load, a turn
 * carries dozens of one account's requests. Each caller still gets exactly the answer it would have had alone,
 * in call order (granted with its own counter, or refused once the limit is reached), so the quota stays exact
 * within a process and across processes sharing the database.
 *
 * `schedule` runs the batch at the end of the turn (default `setImmediate`).
 */
export function createReservationQueue(driver: SqlDriver, schedule: (run: () => void) => void = setImmediate): ReservationQueue {
  let pending: Map<string, ReservationGroup> | undefined;

  const reserveGroup = async (group: ReservationGroup): Promise<void> => {
    try {
      const counters = await reserveUnitsInOrder(driver, group.accountId, group.month, group.amounts, group.limitUnits);
      group.waiting.forEach((caller, index) => caller.resolve(counters[index] ?? null));
    } catch (error) {
      for (const caller of group.waiting) caller.reject(error);
    }
  };

  const reservePending = (): void => {
    const groups = pending;
    pending = undefined;
    for (const group of groups?.values() ?? []) void reserveGroup(group);
  };

  return {
    reserve: (accountId, month, units, limitUnits) => {
      // Nothing to add, or more than the whole limit: answered alone, as before.
      if (units === 0 || (limitUnits !== null && units > limitUnits)) return reserveUnits(driver, accountId, month, units, limitUnits);
      return new Promise((resolve, reject) => {
        if (pending === undefined) {
          pending = new Map();
          schedule(reservePending);
        }
        const groupKey = `${accountId}\n${month}\n${limitUnits ?? 'unlimited'}`;
        let group = pending.get(groupKey);
        if (group === undefined) {
          group = { accountId, month, limitUnits, amounts: [], waiting: [] };
          pending.set(groupKey, group);
        }
        group.amounts.push(units);
        group.waiting.push({ resolve, reject });
      });
    },
  };
}
