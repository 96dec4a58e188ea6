import { countersInOrder, lockUsedUnits, refundUnits } from './quota-ledger';
import { jsonTextsOfFirstParameter } from './json-texts';
import type { SqlDriver, SqlExecutor } from './sql-driver';

/** A lease row's identity and the expiry an exchange gives it. */
export interface LeaseRowKey {
  readonly leaseId: string;
  readonly accountId: string;
  readonly month: string;
  readonly expiresAtMs: number;
}

/**
 * What {@link reserveLeaseUnits} decided; `inactive` when the account is gone or disabled; `gone` when the lease was
 * to be held already but its row is gone (another process reclaimed it): then nothing changed.
 */
export type LeaseReservation =
  | {
      readonly kind: 'decided';
      /** The counter after each amount, `null` for one refused. */
      readonly counters: (number | null)[];
      /** Spare units granted after the amounts (0 when none fitted). */
      readonly spareUnits: number;
      /** The month's counter afterwards. */
      readonly usedUnits: number;
    }
  | { readonly kind: 'inactive' }
  | { readonly kind: 'gone' };

/** Thrown inside a lease's transaction to undo it when the lease is gone. */
class LeaseGone extends Error {}

/** How many spare units a block adds after the waiting calls: a function of the counter and the limit. */
export type SpareUnitsRule = (usedUnits: number, limitUnits: number | null) => number;

/**
 * Reserves `amounts` in order for one lease (the calls waiting in this turn), each granted while the month's counter
 * stays within `limitUnits` (`null` = unlimited) as if reserved one after another, then the block's spare units
 * (`spareRule` of the counter reached, granted only whole and only if they fit). What is granted is added to the
 * month's counter and to the lease's held units together, in one transaction that locks the counter's row first (the
 * order every quota transaction takes); the lease's expiry moves to `expiresAtMs` and its spare units become
 * `unspentBefore` + the spare granted. When `leaseHeld` (the process still holds units of this lease) the row must
 * still be there: it is only updated, never created again, so a lease reclaimed from a stalled process cannot come
 * back with the units the reclaim already gave back.
 */
export function reserveLeaseUnits(
  driver: SqlDriver,
  lease: LeaseRowKey,
  amounts: readonly number[],
  limitUnits: number | null,
  spareRule: SpareUnitsRule,
  unspentBefore: number,
  leaseHeld: boolean,
): Promise<LeaseReservation> {
  return driver
    .transaction<LeaseReservation>(async (executor) => {
      const usedBefore = await lockUsedUnits(executor, lease.accountId, lease.month);
      if (usedBefore === null) return { kind: 'inactive' };
      const counters = countersInOrder(usedBefore, amounts, limitUnits);
      const usedAfterCalls = counters.reduce<number>((latest, counter) => counter ?? latest, usedBefore);
      const wanted = Math.max(0, Math.floor(spareRule(usedAfterCalls, limitUnits)));
      const spareUnits = limitUnits !== null && usedAfterCalls + wanted > limitUnits ? 0 : wanted;
      const usedUnits = usedAfterCalls + spareUnits;
      const granted = usedUnits - usedBefore;
      // A lease already held is renewed (and found, or found gone) even when nothing is granted.
      if (granted === 0 && !leaseHeld) return { kind: 'decided', counters, spareUnits, usedUnits };
      if (granted > 0) await executor.execute('UPDATE {schema}.quota_usage SET used_units = used_units + $3 WHERE account_id = $1 AND month = $2', [lease.accountId, lease.month, granted]);
      if (!leaseHeld) {
        await executor.execute(
          `INSERT INTO {schema}.quota_leases AS current_lease (lease_id, account_id, month, held_units, spare_units, expires_at_ms) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (lease_id) DO UPDATE SET held_units = current_lease.held_units + excluded.held_units, spare_units = excluded.spare_units, expires_at_ms = excluded.expires_at_ms`,
          [lease.leaseId, lease.accountId, lease.month, granted, unspentBefore + spareUnits, lease.expiresAtMs],
        );
      } else if ((await executor.execute('UPDATE {schema}.quota_leases SET held_units = held_units + $2, spare_units = $3, expires_at_ms = $4 WHERE lease_id = $1', [lease.leaseId, granted, unspentBefore + spareUnits, lease.expiresAtMs])) === 0) {
        // Reclaimed meanwhile: the counter's update above is undone with the transaction.
        throw new LeaseGone();
      }
      return { kind: 'decided', counters, spareUnits, usedUnits };
    })
    .catch((error: unknown) => {
      if (error instanceof LeaseGone) return { kind: 'gone' } as const;
      throw error;
    });
}


/**
 * Settles part of a lease: `spentUnits` become charged (they leave the lease and stay in the month's counter),
 * `returnedUnits` go back (they leave both), the lease's spare units become `unspentAfter` and its expiry moves to
 * `expiresAtMs`; a lease left holding nothing is deleted. One transaction, counter row first. Answers the month's
 * counter afterwards, or `null` when the lease is gone (it expired and another process gave its units back): nothing
 * is then changed.
 */
export async function settleLease(driver: SqlDriver, lease: LeaseRowKey, spentUnits: number, returnedUnits: number, unspentAfter: number): Promise<number | null> {
  try {
    return await driver.transaction(async (executor) => {
      if (returnedUnits > 0) await refundUnits(executor, lease.accountId, lease.month, returnedUnits);
      const rows = await executor.query(
        `UPDATE {schema}.quota_leases SET held_units = held_units - $2, spare_units = $3, expires_at_ms = $4 WHERE lease_id = $1 AND held_units >= $2 RETURNING held_units`,
        [lease.leaseId, spentUnits + returnedUnits, unspentAfter, lease.expiresAtMs],
      );
      if (rows[0] === undefined) throw new LeaseGone();
      if (Number(rows[0]['held_units']) === 0) await executor.execute('DELETE FROM {schema}.quota_leases WHERE lease_id = $1 AND held_units = 0', [lease.leaseId]);
      const counter = await executor.query('SELECT used_units FROM {schema}.quota_usage WHERE account_id = $1 AND month = $2', [lease.accountId, lease.month]);
      return counter[0] === undefined ? 0 : Number(counter[0]['used_units']);
    });
  } catch (error) {
    if (error instanceof LeaseGone) return null;
    throw error;
  }
}

/** A lease's row as the store holds it. */
export interface LeaseRowState {
  readonly heldUnits: number;
  readonly expiresAtMs: number;
}

/**
 * The lease's row after an exchange whose answer was lost (a timeout, a connection cut after its COMMIT was sent):
 * `null` when there is none. The counter's row and then the lease's are locked first, the order every lease exchange
 * takes them, so a transaction still in doubt on the server (its COMMIT received, its connection not yet dropped) is
 * waited for, never read around. Only its own process writes a lease's held units, so they tell whether it applied.
 */
export function readLeaseInDoubt(driver: SqlDriver, lease: Omit<LeaseRowKey, 'expiresAtMs'>): Promise<LeaseRowState | null> {
  return driver.transaction(async (executor) => {
    await lockUsedUnits(executor, lease.accountId, lease.month);
    const rows = await executor.query('UPDATE {schema}.quota_leases SET held_units = held_units WHERE lease_id = $1 RETURNING held_units, expires_at_ms', [lease.leaseId]);
    const row = rows[0];
    return row === undefined ? null : { heldUnits: Number(row['held_units']), expiresAtMs: Number(row['expires_at_ms']) };
  });
}

/**
 * Gives back the units of every lease past its expiry (its process died, or stalled longer than the lease): each is
 * deleted and its held units leave the month's counter, in one transaction. Answers the units given back.
 */
export function reclaimExpiredLeases(driver: SqlDriver, nowMs: number): Promise<number> {
  return driver.transaction(async (executor) => {
    const rows = await executor.query('DELETE FROM {schema}.quota_leases WHERE expires_at_ms <= $1 RETURNING account_id, month, held_units', [nowMs]);
    let returned = 0;
    for (const row of rows) {
      const units = Number(row['held_units']);
      await refundUnits(executor, String(row['account_id']), String(row['month']), units);
      returned += units;
    }
    return returned;
  });
}

/** Spare units of the account's live leases in `month` other than `leaseId`, as their processes last wrote them. */
export async function readOtherLeasesSpareUnits(executor: SqlExecutor, accountId: string, month: string, leaseId: string, nowMs: number): Promise<number> {
  const rows = await executor.query(
    'SELECT COALESCE(SUM(spare_units), 0) AS spare FROM {schema}.quota_leases WHERE account_id = $1 AND month = $2 AND lease_id <> $3 AND expires_at_ms > $4',
    [accountId, month, leaseId, nowMs],
  );
  return Number(rows[0]?.['spare'] ?? 0);
}

/** Units held by the account's live leases in `month` (reserved by processes, not yet committed or given back). */
export async function readLeasedUnits(executor: SqlExecutor, accountId: string, month: string): Promise<number> {
  const rows = await executor.query('SELECT COALESCE(SUM(held_units), 0) AS held FROM {schema}.quota_leases WHERE account_id = $1 AND month = $2', [accountId, month]);
  return Number(rows[0]?.['held'] ?? 0);
}

/** Adds `units` to the month's counter without a limit: the charge of calls answered under a lease that was lost. */
export async function chargeUnits(executor: SqlExecutor, accountId: string, month: string, units: number): Promise<void> {
  if (units <= 0) return;
  await executor.execute(
    `INSERT INTO {schema}.quota_usage AS current_usage (account_id, month, used_units) SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM {schema}.accounts WHERE id = $1)
     ON CONFLICT (account_id, month) DO UPDATE SET used_units = current_usage.used_units + excluded.used_units`,
    [accountId, month, units],
  );
}

/** One lease's part of {@link commitSpentUnits}. */
export interface SpentUnitsCommit {
  readonly leaseId: string;
  /** Units the lease's calls spent since its last commit: charged from now on. */
  readonly spentUnits: number;
  /** The lease's unspent units now (what a refused call in another process may wait for). */
  readonly spareUnits: number;
}

/**
 * The commit statement of each dialect: the leases arrive as one JSON array of `[leaseId, spentUnits, spareUnits]`
 * (`$1`), so its text never changes (SQLite prepares it once) and it costs one indexed update per lease whatever
 * their number; `$2` is the new expiry.
 */
const commitStatements: Record<SqlDriver['dialect'], string> = {
  sqlite: `UPDATE {schema}.quota_leases SET held_units = held_units - spent.units, spare_units = spent.spare, expires_at_ms = $2
    FROM (SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS units, json_extract(value, '$[2]') AS spare FROM json_each($1)) AS spent
    WHERE quota_leases.lease_id = spent.id RETURNING lease_id, held_units`,
  postgres: `UPDATE {schema}.quota_leases AS lease SET held_units = lease.held_units - spent.units, spare_units = spent.spare, expires_at_ms = $2
    FROM (SELECT value ->> 0 AS id, (value ->> 1)::bigint AS units, (value ->> 2)::bigint AS spare FROM json_array_elements($1::json)) AS spent
    WHERE lease.lease_id = spent.id RETURNING lease.lease_id, lease.held_units`,
};

/**
 * Commits the spent units of many leases in one statement whatever their accounts: each lease's held units fall by
 * what it spent (those units stay in the month's counter, now charged), its spare units are rewritten and its expiry
 * moves to `expiresAtMs`; leases left holding nothing are deleted (a later reservation inserts them again). Answers
 * the ids of the leases that are gone (expired and given back by another process), whose spent units the caller must
 * charge another way.
 */
export async function commitSpentUnits(driver: SqlDriver, commits: readonly SpentUnitsCommit[], expiresAtMs: number): Promise<string[]> {
  if (commits.length === 0) return [];
  const leases = JSON.stringify(commits.map((commit) => [commit.leaseId, commit.spentUnits, commit.spareUnits]));
  // One transaction: the rows the update empties are deleted before anything else can write them (a reservation
  // renewing one between the two statements used to leave it behind, emptied, with its spare units as last written).
  const rows = await driver.transaction(async (executor) => {
    const updated = await executor.query(commitStatements[driver.dialect], [leases, expiresAtMs]);
    if (updated.some((row) => Number(row['held_units']) === 0)) await executor.execute('DELETE FROM {schema}.quota_leases WHERE held_units = 0 AND expires_at_ms = $1', [expiresAtMs]);
    return updated;
  });
  const found = new Set(rows.map((row) => String(row['lease_id'])));
  return commits.filter((commit) => !found.has(commit.leaseId)).map((commit) => commit.leaseId);
}

/**
 * Deletes the rows of `leaseIds` that hold nothing: the leases a process stops tracking (idle, emptied). Usually
 * already gone (the commit or the return that emptied them deleted them); one statement whatever their number.
 */
export async function deleteEmptyLeases(driver: SqlDriver, leaseIds: readonly string[]): Promise<void> {
  if (leaseIds.length === 0) return;
  await driver.execute(`DELETE FROM {schema}.quota_leases WHERE held_units = 0 AND lease_id IN (${jsonTextsOfFirstParameter[driver.dialect]})`, [JSON.stringify(leaseIds)]);
}
