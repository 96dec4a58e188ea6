import type { SqlExecutor } from './sql-driver';

/** Units used by an account in a month (0 when nothing was charged). */
export async function readUsedUnits(executor: SqlExecutor, accountId: string, month: string): Promise<number> {
  const rows = await executor.query('SELECT used_units FROM {schema}.quota_usage WHERE account_id = $1 AND month = $2', [
    accountId,
    month,
  ]);
  return rows[0] === undefined ? 0 : Number(rows[0]['used_units']);
}

/**
 * Adds `units` to the month's counter in one atomic statement, only if the result stays within `limitUnits`
 * (`null` = unlimited). Returns the new total, or `null` when the quota has no room. This is the
 * "UPDATE … SET used = used + n WHERE used + n <= limit" of the design, written as an upsert.
 */
export async function reserveUnits(
  executor: SqlExecutor,
  accountId: string,
  month: string,
  units: number,
  limitUnits: number | null,
): Promise<number | null> {
  if (units === 0) return readUsedUnits(executor, accountId, month);
  if (limitUnits !== null && units > limitUnits) return null;
  const limitClause = limitUnits === null ? '' : ' WHERE current_usage.used_units + excluded.used_units <= $4';
  const parameters = limitUnits === null ? [accountId, month, units] : [accountId, month, units, limitUnits];
  const rows = await executor.query(
    `INSERT INTO {schema}.quota_usage AS current_usage (account_id, month, used_units) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, month) DO UPDATE SET used_units = current_usage.used_units + excluded.used_units${limitClause}
     RETURNING used_units`,
    parameters,
  );
  return rows[0] === undefined ? null : Number(rows[0]['used_units']);
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
