import type { SqlDriver, SqlExecutor } from './sql-driver';

/** Units used by an account in a month (0 when nothing was charged). */
export async function readUsedUnits(executor: SqlExecutor, accountId: string, month: string): Promise<number> {
  const rows = await executor.query('SELECT used_units FROM {schema}.quota_usage WHERE account_id = $1 AND month = $2', [
    accountId,
    month,
  ]);
  return rows[0] === undefined ? 0 : Number(rows[0]['used_units']);
}

/**
 * The account may be charged: it exists and is not disabled. Part of every reservation's statement, so a worker or
 * instance whose cache still holds the key of an account deleted or disabled elsewhere is refused at once by the
 * database, which every process shares (a refusal the caller then tells apart from a full quota with a fresh read).
 */
const accountActive = 'EXISTS (SELECT 1 FROM {schema}.accounts WHERE id = $1 AND disabled_at_ms IS NULL)';

/**
 * Adds `units` to the month's counter in one atomic statement, only if the result stays within `limitUnits`
 * (`null` = unlimited) and the account is active. Returns the new total, or `null` when the quota has no room or
 * the account is gone or disabled. This is the "UPDATE … SET used = used + n WHERE used + n <= limit" of the
 * design, written as an upsert. With 0 units it only reads the counter (still `null` for an inactive account).
 */
export async function reserveUnits(
  executor: SqlExecutor,
  accountId: string,
  month: string,
  units: number,
  limitUnits: number | null,
): Promise<number | null> {
  if (units === 0) return readUsedUnitsOfActiveAccount(executor, accountId, month);
  if (limitUnits !== null && units > limitUnits) return null;
  const limitClause = limitUnits === null ? '' : ' WHERE current_usage.used_units + excluded.used_units <= $4';
  const parameters = limitUnits === null ? [accountId, month, units] : [accountId, month, units, limitUnits];
  const rows = await executor.query(
    `INSERT INTO {schema}.quota_usage AS current_usage (account_id, month, used_units) SELECT $1, $2, $3 WHERE ${accountActive}
     ON CONFLICT (account_id, month) DO UPDATE SET used_units = current_usage.used_units + excluded.used_units${limitClause}
     RETURNING used_units`,
    parameters,
  );
  return rows[0] === undefined ? null : Number(rows[0]['used_units']);
}

/** The month's counter (0 when nothing was charged), or `null` when the account is gone or disabled. */
async function readUsedUnitsOfActiveAccount(executor: SqlExecutor, accountId: string, month: string): Promise<number | null> {
  const rows = await executor.query(
    `SELECT q.used_units FROM {schema}.accounts a LEFT JOIN {schema}.quota_usage q ON q.account_id = a.id AND q.month = $2
     WHERE a.id = $1 AND a.disabled_at_ms IS NULL`,
    [accountId, month],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return row['used_units'] === null || row['used_units'] === undefined ? 0 : Number(row['used_units']);
}

/** Gives back `units` reserved in `month` (never below 0). */
export async function refundUnits(executor: SqlExecutor, accountId: string, month: string, units: number): Promise<void> {
  if (units === 0) return;
  await executor.execute(
    `UPDATE {schema}.quota_usage SET used_units = CASE WHEN used_units >= $3 THEN used_units - $3 ELSE 0 END
     WHERE account_id = $1 AND month = $2`,
    [accountId, month, units],
  );
}

/**
 * Reserves several amounts for one account and month at once, with the outcome each would have had if they had
 * been reserved one after another in this order: an amount that no longer fits is refused (`null`), a smaller
 * one after it may still fit. Each granted amount gets the counter as it stood right after it. Atomic: one
 * conditional upsert when everything fits (the usual case, and the whole answer for a single amount), else one
 * transaction that locks the row, decides in order and adds what was granted.
 */
export async function reserveUnitsInOrder(
  driver: SqlDriver,
  accountId: string,
  month: string,
  amounts: readonly number[],
  limitUnits: number | null,
): Promise<(number | null)[]> {
  const total = amounts.reduce((sum, units) => sum + units, 0);
  const usedAfterAll = await reserveUnits(driver, accountId, month, total, limitUnits);
  if (usedAfterAll !== null) return countersInOrder(usedAfterAll - total, amounts, null);
  // A single amount that does not fit is simply refused; only a mixed outcome needs deciding under lock.
  if (amounts.length === 1) return [null];
  return driver.transaction(async (executor) => {
    const usedBefore = await lockUsedUnits(executor, accountId, month);
    // The account is gone or disabled: nothing is granted.
    if (usedBefore === null) return amounts.map(() => null);
    const counters = countersInOrder(usedBefore, amounts, limitUnits);
    // The counters rise with each grant, so the last one given is where the month now stands.
    const granted = counters.reduce<number>((latest, counter) => counter ?? latest, usedBefore) - usedBefore;
    if (granted > 0) {
      await executor.execute('UPDATE {schema}.quota_usage SET used_units = used_units + $3 WHERE account_id = $1 AND month = $2', [
        accountId,
        month,
        granted,
      ]);
    }
    return counters;
  });
}

/** The counter after each amount, granting in order while the total stays within `limitUnits` (`null` = unlimited). */
export function countersInOrder(usedBefore: number, amounts: readonly number[], limitUnits: number | null): (number | null)[] {
  let used = usedBefore;
  return amounts.map((units) => {
    if (limitUnits !== null && used + units > limitUnits) return null;
    used += units;
    return used;
  });
}

/**
 * The month's counter, with its row created (at 0) and locked for the rest of the transaction: PostgreSQL's
 * `ON CONFLICT DO UPDATE` takes the row lock; SQLite's transaction already holds the write lock. `null` when the
 * account is gone or disabled.
 */
export async function lockUsedUnits(executor: SqlExecutor, accountId: string, month: string): Promise<number | null> {
  const rows = await executor.query(
    `INSERT INTO {schema}.quota_usage AS current_usage (account_id, month, used_units) SELECT $1, $2, 0 WHERE ${accountActive}
     ON CONFLICT (account_id, month) DO UPDATE SET used_units = current_usage.used_units
     RETURNING used_units`,
    [accountId, month],
  );
  return rows[0] === undefined ? null : Number(rows[0]['used_units']);
}
