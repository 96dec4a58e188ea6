import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers';
import { chargeUnits, commitSpentUnits, deleteEmptyLeases, readLeaseInDoubt, readOtherLeasesSpareUnits, reclaimExpiredLeases, reserveLeaseUnits, settleLease, type SpareUnitsRule } from './storage/quota-lease-rows';
import type { SqlDriver } from './storage/sql-driver';

/** How a store leases quota; see {@link createQuotaLeases}. Every field has a default. */
export interface QuotaLeaseSettings {
  /** The most units one reservation takes beyond what the waiting calls need (default 64). */
  readonly maximumBlockUnits: number;
  /**
   * Near the limit the block shrinks: its spare units are at most the room left divided by this (default 16), so
   * with less than this many units left a call reserves exactly what it needs, as without a lease.
   */
  readonly nearLimitDivisor: number;
  /** How often spent units are committed and leases renewed, in milliseconds (default 200). */
  readonly commitIntervalMilliseconds: number;
  /** A lease without a call for this long gives its unspent units back, in milliseconds (default 1,000). */
  readonly idleReturnMilliseconds: number;
  /** How long a lease lives without being renewed (its process died), in milliseconds (default 30,000). */
  readonly leaseLifetimeMilliseconds: number;
  /**
   * How long a call the counter refuses may wait for other processes' spare units to be given back before it is
   * refused, in milliseconds (default 3 × (commit interval + idle return)).
   */
  readonly refusalWaitMilliseconds: number;
}

/** The defaults of {@link QuotaLeaseSettings}. */
export function defaultQuotaLeaseSettings(overrides: Partial<QuotaLeaseSettings> = {}): QuotaLeaseSettings {
  const commitIntervalMilliseconds = overrides.commitIntervalMilliseconds ?? 200;
  const idleReturnMilliseconds = overrides.idleReturnMilliseconds ?? 1_000;
  return {
    maximumBlockUnits: overrides.maximumBlockUnits ?? 64,
    nearLimitDivisor: overrides.nearLimitDivisor ?? 16,
    commitIntervalMilliseconds,
    idleReturnMilliseconds,
    leaseLifetimeMilliseconds: overrides.leaseLifetimeMilliseconds ?? 30_000,
    refusalWaitMilliseconds: overrides.refusalWaitMilliseconds ?? 3 * (commitIntervalMilliseconds + idleReturnMilliseconds),
  };
}

/**
 * An exchange with the store whose outcome is not known: it failed, but its transaction may have been applied (the
 * store committed it and the answer was lost, as when PostgreSQL becomes unreachable mid-exchange). Memory keeps the
 * lease as if it had not applied until the lease's row is read back.
 */
type ExchangeInDoubt =
  /** A reservation: its calls were answered with the store's error, so all it granted, if anything, is unspent. */
  | { readonly kind: 'reservation' }
  /** A commit or a return: `spentUnits` charged and `returnedUnits` given back, or neither. */
  | { readonly kind: 'settlement'; readonly spentUnits: number; readonly returnedUnits: number };

/** One lease in the store: its id and what this process knows of its units. */
interface LeaseGeneration {
  readonly leaseId: string;
  readonly accountId: string;
  readonly month: string;
  /** Reserved in the store, not yet handed to a call. */
  unspentUnits: number;
  /** Handed to calls that succeeded, not yet committed. */
  spentUnits: number;
  /** Handed to calls still running. */
  inFlightUnits: number;
  /** The month's counter at the last exchange with the store (it counts every lease's held units). */
  counterUnits: number;
  /** The account's limit as the last call asked for it (`null` = unlimited). */
  limitUnits: number | null;
  /** When a call last took or settled units (the store's clock). */
  lastActivityMs: number;
  /** When the lease expires in the store unless renewed. */
  expiresAtMs: number;
  /** The lease expired in the store and its units were given back by another process. */
  lost: boolean;
  /** The last exchange's outcome is not known: no call takes units from memory, and no exchange runs, until it is. */
  doubt: ExchangeInDoubt | undefined;
}

/** Units handed to one call; settle it once with {@link QuotaLeases.settle}. */
export interface LeaseGrant {
  readonly units: number;
  /** The month's counter as this process last knew it, less its own unspent units (for the quota figures). */
  readonly usedUnits: number;
  readonly generation: LeaseGeneration;
}

/** What {@link QuotaLeases.take} answers. */
export type LeaseTake = { readonly kind: 'granted'; readonly grant: LeaseGrant } | { readonly kind: 'refused'; readonly usedUnits: number } | { readonly kind: 'inactive' };

/** Per-process quota leases of one store; see {@link createQuotaLeases}. */
export interface QuotaLeases {
  /** Hands `units` to a call: from this process's lease when it holds them, else from a block reserved at the end of the turn. */
  take(accountId: string, month: string, units: number, limitUnits: number | null): Promise<LeaseTake>;
  /**
   * The grant `take` would resolve at once, handed over without a promise: the lease's unspent units cover the call.
   * `undefined` when they do not (or the leases are closed): then `take` reserves, or refuses.
   */
  takeFromMemory(accountId: string, month: string, units: number): LeaseTake | undefined;
  /** The call ended: its units become spent (charged at the next commit) when it succeeded, unspent again when not. */
  settle(grant: LeaseGrant, succeeded: boolean): void;
  /** Units this process holds reserved and unspent for the account's month (the quota figures leave them out). */
  unspentUnits(accountId: string, month: string): number;
  /** Commits spent units and gives every unspent unit back; `returnAll` also for leases used a moment ago (shutdown). */
  flush(returnAll: boolean): Promise<void>;
  /** Gives back the units of leases past their expiry, any process's; the units given back. */
  reclaimExpired(): Promise<number>;
  /** Stops the timer, commits what was spent and gives back what was not. */
  close(): Promise<void>;
}

/** A call waiting for the end of the turn's reservation. */
interface Waiting {
  readonly units: number;
  readonly limitUnits: number | null;
  readonly resolve: (take: LeaseTake) => void;
  readonly reject: (error: unknown) => void;
}

const sleep = (milliseconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Quota off the per-call write path, exactness kept: a process reserves an account's units in blocks (one
 * transaction adds them to the month's counter and to a lease row of its own), hands them to calls from memory,
 * commits the spent ones in groups on a timer (one statement for everything spent meanwhile), and gives back what it
 * did not spend when the account goes idle and at shutdown. A call that fails gives its units back to the lease, so it
 * is never charged.
 *
 * Exactness:
 * - The month's counter always counts every lease's held units, so what any process or the dashboard reads is
 *   limit − committed − reserved: never more room than there is. A block never takes the counter past the limit.
 * - Near the limit the block shrinks to what the waiting calls need (spare units at most the room left /
 *   `nearLimitDivisor`, none with less than that many left); a lease near the limit gives its spare units back at its
 *   next tick, and a call the counter refuses while other processes' leases hold spare units (as they last wrote them)
 *   waits, up to `refusalWaitMilliseconds`, for them to come back, so a Free account still gets exactly its 100.
 * - A lease whose process died (`kill -9`) expires after `leaseLifetimeMilliseconds`; whichever process next reclaims
 *   (a refusal, the timer, the idempotency purge) gives its held units back, so reserved units are never charged.
 * - The limit of this design: the units spent but not yet committed when a process is killed are given back with the
 *   reserved ones, so at most one commit interval of that process's answered calls goes uncharged (an undercharge,
 *   never an overcharge).
 * - Unspent units are handed out from memory only while the lease is fresh (more than a quarter of its lifetime
 *   left). After a stall the lease is confirmed in the store first; one reclaimed meanwhile is lost: its unspent units
 *   are dropped (the reclaim gave them back) and what its calls spent is charged directly.
 * - A lease's exchanges never overlap. One that fails may still have been applied (its answer lost): the lease is in
 *   doubt, hands nothing out from memory, and reads its row back before its next exchange, so nothing is committed,
 *   returned or charged twice and no reserved block is left held by a row nothing tracks.
 *
 * Idempotent calls do not use leases: their reservation belongs to their idempotency record (replays, take-overs).
 */
export function createQuotaLeases(driver: SqlDriver, clock: () => Date, settings: QuotaLeaseSettings): QuotaLeases {
  const current = new Map<string, LeaseGeneration>();
  let waiting = new Map<string, Waiting[]>();
  let scheduled = false;
  /** Exchanges with the store per lease key, one at a time. */
  const exchanges = new Map<string, Promise<unknown>>();
  let closed = false;
  let ticksSinceReclaim = 0;

  const keyOf = (accountId: string, month: string): string => `${accountId}\n${month}`;

  const newGeneration = (accountId: string, month: string): LeaseGeneration => ({
    leaseId: `lease_${randomUUID()}`,
    accountId,
    month,
    unspentUnits: 0,
    spentUnits: 0,
    inFlightUnits: 0,
    counterUnits: 0,
    limitUnits: null,
    lastActivityMs: clock().getTime(),
    expiresAtMs: 0,
    lost: false,
    doubt: undefined,
  });

  const generationOf = (accountId: string, month: string): LeaseGeneration => {
    const key = keyOf(accountId, month);
    let generation = current.get(key);
    if (generation === undefined || generation.lost) {
      generation = newGeneration(accountId, month);
      current.set(key, generation);
    }
    return generation;
  };

  /** Makes `next` the last exchange of every key in `keys`: the keys' next exchanges wait for it. */
  const enqueue = <T>(keys: readonly string[], next: Promise<T>): Promise<T> => {
    const tail = next.catch(() => undefined);
    for (const key of keys) {
      exchanges.set(key, tail);
      void tail.then(() => {
        if (exchanges.get(key) === tail) exchanges.delete(key);
      });
    }
    return next;
  };

  /**
   * Runs `exchange` after the lease key's earlier exchanges. A lease's exchanges never overlap, so when one's outcome
   * is in doubt the lease's row tells which way it went: nothing else wrote it meanwhile.
   */
  const serialised = <T>(key: string, exchange: () => Promise<T>): Promise<T> => {
    const previous = exchanges.get(key) ?? Promise.resolve();
    return enqueue([key], previous.then(exchange, exchange));
  };

  /**
   * Hands `units` of the lease's unspent ones to a call. Its figure is the month's counter less this process's unspent
   * units: `counterUnits` as the store last answered, or the call's own counter when the store just granted it.
   */
  const grantFrom = (generation: LeaseGeneration, units: number, counterUnits = generation.counterUnits): LeaseTake => {
    generation.unspentUnits -= units;
    generation.inFlightUnits += units;
    generation.lastActivityMs = clock().getTime();
    return { kind: 'granted', grant: { units, usedUnits: counterUnits - generation.unspentUnits, generation } };
  };

  /**
   * Whether calls may take the lease's unspent units from memory: its expiry in the store is far enough away that no
   * other process can have reclaimed it (the tick renews a lease at half its lifetime, so a live process's lease
   * always is). A lease that is not, after its process stalled, is first confirmed in the store by a reservation.
   */
  const isFresh = (generation: LeaseGeneration, nowMs: number): boolean => generation.expiresAtMs - nowMs > settings.leaseLifetimeMilliseconds / 4;

  /** Whether the lease may hand `units` to a call from memory now: it holds them unspent and is fresh. */
  const coversFromMemory = (generation: LeaseGeneration, units: number): boolean =>
    generation.unspentUnits >= units && generation.doubt === undefined && isFresh(generation, clock().getTime());

  /** What the lease holds in the store as far as this process knows (exactly, while no exchange is in doubt). */
  const heldUnits = (generation: LeaseGeneration): number => generation.unspentUnits + generation.spentUnits + generation.inFlightUnits;

  /**
   * Settles the doubt of the lease's last exchange from its row, inside the key's section: memory held it as not
   * applied, so the row holds what memory does (it did not apply), or more by what a reservation granted, or less by
   * what a commit or return took out (it applied; a row so emptied was deleted with it). A row gone that memory still
   * holds units of was reclaimed by another process: its units were given back, and what its calls spent is charged.
   * Nothing is ever counted twice: a commit is not committed again, a return not returned again, and units reserved
   * for calls that were answered with the error go back as unspent ones.
   */
  const resolveDoubt = async (generation: LeaseGeneration): Promise<void> => {
    const doubt = generation.doubt;
    if (doubt === undefined) return;
    const row = await readLeaseInDoubt(driver, generation);
    generation.doubt = undefined;
    const held = heldUnits(generation);
    const taken = doubt.kind === 'settlement' ? doubt.spentUnits + doubt.returnedUnits : 0;
    const heldInStore = row?.heldUnits ?? 0;
    if (row !== null) generation.expiresAtMs = row.expiresAtMs;
    if (heldInStore === held) return;
    if (doubt.kind === 'settlement' && heldInStore === held - taken) {
      generation.spentUnits -= doubt.spentUnits;
      generation.unspentUnits -= doubt.returnedUnits;
    } else if (row !== null && heldInStore > held) {
      generation.unspentUnits += heldInStore - held;
    } else {
      const spent = generation.spentUnits;
      markLost(generation);
      await chargeUnits(driver, generation.accountId, generation.month, spent);
    }
  };

  /**
   * Hands units to `calls` of one lease key, in order: from the lease's unspent units when it is fresh, else from a
   * reservation (the calls' units plus `spareRule`'s). Runs inside the key's section, and takes the key's lease there,
   * so an exchange that ended the lease just before (it held nothing) is followed by a new lease, never by a
   * reservation that nothing would commit. A lease this process still holds units of must still be in the store: when
   * another process reclaimed it (this one stalled past its lifetime), its unspent units are dropped, what it spent is
   * charged, and a new lease reserves. Answers the calls the counter refused.
   */
  const reserveCalls = (accountId: string, month: string, calls: readonly Waiting[], spareRule: SpareUnitsRule): Promise<Waiting[]> =>
    serialised(keyOf(accountId, month), async () => {
      let pending = calls;
      for (let attempt = 0; ; attempt += 1) {
        let generation = generationOf(accountId, month);
        if (generation.doubt !== undefined) {
          await resolveDoubt(generation);
          generation = generationOf(accountId, month);
        }
        const uncovered: Waiting[] = [];
        for (const call of pending) {
          if (coversFromMemory(generation, call.units)) call.resolve(grantFrom(generation, call.units));
          else uncovered.push(call);
        }
        if (uncovered.length === 0) return [];
        // Calls of one turn may see two limits (a plan changed meanwhile): the smaller one holds for all of them.
        const limitUnits = uncovered.reduce<number | null>((smallest, call) => (call.limitUnits === null ? smallest : Math.min(smallest ?? call.limitUnits, call.limitUnits)), null);
        const expiresAtMs = clock().getTime() + settings.leaseLifetimeMilliseconds;
        let reservation: Awaited<ReturnType<typeof reserveLeaseUnits>>;
        try {
          reservation = await reserveLeaseUnits(
            driver,
            { ...generation, expiresAtMs },
            uncovered.map((call) => call.units),
            limitUnits,
            spareRule,
            generation.unspentUnits,
            heldUnits(generation) > 0,
          );
        } catch (error) {
          generation.doubt = { kind: 'reservation' };
          throw error;
        }
        // A retry asks for the calls still waiting, never again for one this attempt answered from memory.
        pending = uncovered;
        if (reservation.kind === 'gone') {
          // Reclaimed by another process (this one stalled past the lease's lifetime), which gave its held units back:
          // what its calls spent is charged, and a new lease reserves.
          const spent = generation.spentUnits;
          markLost(generation);
          await chargeUnits(driver, accountId, month, spent);
          if (attempt === 0) continue;
          throw new Error('a new quota lease was reclaimed before its first reservation');
        }
        if (reservation.kind === 'inactive') {
          for (const call of uncovered) call.resolve({ kind: 'inactive' });
          return [];
        }
        generation.limitUnits = limitUnits;
        generation.counterUnits = reservation.usedUnits;
        generation.expiresAtMs = expiresAtMs;
        const refused: Waiting[] = [];
        uncovered.forEach((call, index) => {
          const counter = reservation.counters[index];
          if (counter === null || counter === undefined) {
            refused.push(call);
            return;
          }
          generation.unspentUnits += call.units;
          // The call's own counter, as a reservation of its own would have answered, less this process's unspent units.
          call.resolve(grantFrom(generation, call.units, counter));
        });
        generation.unspentUnits += reservation.spareUnits;
        return refused;
      }
    });

  /** Spare units a reservation adds for the calls to come: fewer as the room left shrinks, none near the limit. */
  const spareRule: SpareUnitsRule = (usedUnits, limitUnits) =>
    limitUnits === null ? settings.maximumBlockUnits : Math.max(0, Math.min(settings.maximumBlockUnits, Math.floor((limitUnits - usedUnits) / settings.nearLimitDivisor)));

  /** The lease's account is near its limit: too little room for spare units, so unspent ones go back at once. */
  const nearLimit = (generation: LeaseGeneration): boolean =>
    generation.limitUnits !== null && generation.limitUnits - generation.counterUnits < settings.nearLimitDivisor * 2;

  /**
   * A call the counter refused. Before it is refused, expired leases are reclaimed (once), and while other processes'
   * leases hold spare units (they give them back at their next tick, being near the limit) it waits and asks again.
   */
  const decideRefusal = async (accountId: string, month: string, call: Waiting): Promise<void> => {
    try {
      const deadline = Date.now() + settings.refusalWaitMilliseconds;
      let reclaimed = await reclaimExpiredLeases(driver, clock().getTime());
      for (;;) {
        const lease = generationOf(accountId, month);
        if (coversFromMemory(lease, call.units)) {
          call.resolve(grantFrom(lease, call.units));
          return;
        }
        const othersSpare = reclaimed > 0 ? reclaimed : await readOtherLeasesSpareUnits(driver, accountId, month, lease.leaseId, clock().getTime());
        if (othersSpare === 0 || Date.now() >= deadline) {
          call.resolve({ kind: 'refused', usedUnits: lease.counterUnits - lease.unspentUnits });
          return;
        }
        if (reclaimed === 0) await sleep(Math.min(50, settings.commitIntervalMilliseconds));
        reclaimed = 0;
        // Asked again alone, without spare units: answered (granted or `inactive`) unless refused once more.
        if ((await reserveCalls(accountId, month, [call], () => 0)).length === 0) return;
      }
    } catch (error) {
      call.reject(error);
    }
  };

  const reserveWaiting = (): void => {
    scheduled = false;
    const groups = waiting;
    waiting = new Map();
    for (const [key, calls] of groups) {
      const [accountId = '', month = ''] = key.split('\n');
      reserveCalls(accountId, month, calls, spareRule).then(
        (refused) => {
          for (const call of refused) void decideRefusal(accountId, month, call);
        },
        (error: unknown) => {
          for (const call of calls) call.reject(error);
        },
      );
    }
  };

  /** Commits one generation's spent units and, when `returnUnspent`, gives its unspent units back. */
  const exchange = async (generation: LeaseGeneration, returnUnspent: boolean): Promise<void> => {
    const key = keyOf(generation.accountId, generation.month);
    await serialised(key, async () => {
      if (generation.lost) return;
      await resolveDoubt(generation);
      if (generation.lost) return;
      const spent = generation.spentUnits;
      const returned = returnUnspent ? generation.unspentUnits : 0;
      const nowMs = clock().getTime();
      const renewalDue = generation.expiresAtMs - nowMs < settings.leaseLifetimeMilliseconds / 2;
      const held = heldUnits(generation);
      if (spent === 0 && returned === 0 && !(renewalDue && held > 0)) return;
      // Spent and returned units leave the lease before the write, so no call takes them meanwhile.
      generation.spentUnits -= spent;
      generation.unspentUnits -= returned;
      const expiresAtMs = nowMs + settings.leaseLifetimeMilliseconds;
      let counter: number | null;
      try {
        counter = await settleLease(driver, { ...generation, expiresAtMs }, spent, returned, generation.unspentUnits);
      } catch (error) {
        generation.spentUnits += spent;
        generation.unspentUnits += returned;
        generation.doubt = { kind: 'settlement', spentUnits: spent, returnedUnits: returned };
        throw error;
      }
      if (counter === null) {
        // Expired and reclaimed by another process, which gave every held unit back: what was spent is charged again.
        markLost(generation);
        await chargeUnits(driver, generation.accountId, generation.month, spent);
        return;
      }
      generation.counterUnits = counter;
      generation.expiresAtMs = expiresAtMs;
      if (heldUnits(generation) === 0 && current.get(key) === generation) current.delete(key);
    });
  };

  const markLost = (generation: LeaseGeneration): void => {
    generation.lost = true;
    generation.unspentUnits = 0;
    generation.spentUnits = 0;
    const key = keyOf(generation.accountId, generation.month);
    if (current.get(key) === generation) current.delete(key);
  };

  /**
   * Commits the spent units of `generations` and renews them, all in one statement whatever their accounts (a
   * process serving many accounts writes once per tick, not once per account). It is each key's next exchange: it
   * waits for those in flight (a reservation), and leaves out a lease they lost or left in doubt (the next tick sees
   * to it).
   */
  const commitTogether = (generations: readonly LeaseGeneration[]): Promise<void> => {
    if (generations.length === 0) return Promise.resolve();
    const keys = generations.map((generation) => keyOf(generation.accountId, generation.month));
    const earlier = keys.flatMap((key) => exchanges.get(key) ?? []);
    const committed =
      earlier.length === 0
        ? commitGroup(generations)
        : Promise.all(earlier).then(() => commitGroup(generations.filter((generation) => !generation.lost && generation.doubt === undefined)));
    return enqueue(keys, committed);
  };

  const commitGroup = async (generations: readonly LeaseGeneration[]): Promise<void> => {
    if (generations.length === 0) return;
    const spent = generations.map((generation) => generation.spentUnits);
    generations.forEach((generation) => (generation.spentUnits = 0));
    const expiresAtMs = clock().getTime() + settings.leaseLifetimeMilliseconds;
    const commits = generations.map((generation, index) => ({ leaseId: generation.leaseId, spentUnits: spent[index] ?? 0, spareUnits: generation.unspentUnits }));
    let gone: string[];
    try {
      gone = await commitSpentUnits(driver, commits, expiresAtMs);
    } catch (error) {
      generations.forEach((generation, index) => {
        generation.spentUnits += spent[index] ?? 0;
        generation.doubt = { kind: 'settlement', spentUnits: spent[index] ?? 0, returnedUnits: 0 };
      });
      throw error;
    }
    const lost = new Set(gone);
    for (const [index, generation] of generations.entries()) {
      if (!lost.has(generation.leaseId)) {
        generation.expiresAtMs = expiresAtMs;
        continue;
      }
      // Expired and reclaimed by another process, which gave every held unit back: what was spent is charged again.
      markLost(generation);
      await chargeUnits(driver, generation.accountId, generation.month, spent[index] ?? 0);
    }
  };

  const flush = async (returnAll: boolean): Promise<void> => {
    const nowMs = clock().getTime();
    const together: LeaseGeneration[] = [];
    const apart: Promise<void>[] = [];
    const retired: string[] = [];
    for (const [key, generation] of current) {
      const held = heldUnits(generation);
      const idle = generation.inFlightUnits === 0 && nowMs - generation.lastActivityMs >= settings.idleReturnMilliseconds;
      const giveBack = returnAll || nearLimit(generation) || idle;
      const due = generation.spentUnits > 0 || (held > 0 && generation.expiresAtMs - nowMs < settings.leaseLifetimeMilliseconds / 2);
      // Giving units back also changes the month's counter: a transaction of its own, rare (idle, near the limit, close).
      // So does a lease in doubt: its row is read first.
      if ((giveBack && generation.unspentUnits > 0) || generation.doubt !== undefined) apart.push(exchange(generation, giveBack));
      else if (due) together.push(generation);
      else if (held === 0 && (idle || returnAll) && !exchanges.has(key)) {
        // No longer tracked: its row, if anything left it behind emptied, goes with it.
        current.delete(key);
        retired.push(generation.leaseId);
      }
    }
    const results = await Promise.allSettled([...apart, commitTogether(together), deleteEmptyLeases(driver, retired)]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
  };

  const reclaimEvery = Math.max(1, Math.floor(settings.leaseLifetimeMilliseconds / 3 / settings.commitIntervalMilliseconds));
  /**
   * The tick's flush while it runs. Ticks never overlap, and `close` waits for it before giving everything back.
   */
  let ticking: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (ticking !== undefined) return;
    ticksSinceReclaim += 1;
    const reclaim = ticksSinceReclaim >= reclaimEvery;
    if (reclaim) ticksSinceReclaim = 0;
    // A failed exchange keeps its units where they were and is tried again at the next tick.
    ticking = flush(false)
      .then(() => (reclaim ? reclaimExpiredLeases(driver, clock().getTime()) : 0))
      .catch(() => undefined)
      .finally(() => {
        ticking = undefined;
      });
  }, settings.commitIntervalMilliseconds);
  timer.unref();

  return {
    take(accountId, month, units, limitUnits) {
      if (closed) return Promise.reject(new Error('the quota leases are closed'));
      const generation = generationOf(accountId, month);
      if (coversFromMemory(generation, units)) return Promise.resolve(grantFrom(generation, units));
      return new Promise((resolve, reject) => {
        const key = keyOf(accountId, month);
        const calls = waiting.get(key) ?? [];
        calls.push({ units, limitUnits, resolve, reject });
        waiting.set(key, calls);
        if (!scheduled) {
          scheduled = true;
          setImmediate(reserveWaiting);
        }
      });
    },
    takeFromMemory(accountId, month, units) {
      if (closed) return undefined;
      const generation = generationOf(accountId, month);
      return coversFromMemory(generation, units) ? grantFrom(generation, units) : undefined;
    },
    settle(grant, succeeded) {
      const generation = grant.generation;
      generation.inFlightUnits -= grant.units;
      generation.lastActivityMs = clock().getTime();
      if (generation.lost) {
        // Its lease was reclaimed while the call ran: a success is charged directly, a failure costs nothing.
        if (succeeded) void chargeUnits(driver, generation.accountId, generation.month, grant.units).catch(() => undefined);
        return;
      }
      if (succeeded) generation.spentUnits += grant.units;
      else generation.unspentUnits += grant.units;
    },
    unspentUnits(accountId, month) {
      return current.get(keyOf(accountId, month))?.unspentUnits ?? 0;
    },
    flush,
    reclaimExpired: () => reclaimExpiredLeases(driver, clock().getTime()),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await ticking;
      // Reservations still running end first: what they grant is given back with the rest.
      await Promise.all(exchanges.values());
      await flush(true);
    },
  };
}
