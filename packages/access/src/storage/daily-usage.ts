import type { SqlExecutor } from './sql-driver';

/** The surfaces whose units the dashboard tells apart. */
export type UsageSurface = 'rest' | 'agent-http' | 'mcp';

/** Adds charged units to the account's counter of one UTC day (`YYYY-MM-DD`) and surface. */
export async function addDailyUnits(executor: SqlExecutor, accountId: string, day: string, surface: UsageSurface, units: number): Promise<void> {
  if (units <= 0) return;
  await executor.execute(
    `INSERT INTO {schema}.daily_usage AS current_usage (account_id, day, surface, used_units) VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id, day, surface) DO UPDATE SET used_units = current_usage.used_units + excluded.used_units`,
    [accountId, day, surface, units],
  );
}

/** One day's units by surface. */
export interface DailyUnits {
  /** `YYYY-MM-DD` (UTC). */
  readonly day: string;
  readonly rest: number;
  readonly agentHttp: number;
  readonly mcp: number;
}

/** Every day of a month (`YYYY-MM`) with the units spent on each surface (0 on quiet days). */
export async function readDailyUnits(executor: SqlExecutor, accountId: string, month: string): Promise<DailyUnits[]> {
  const rows = await executor.query('SELECT day, surface, used_units FROM {schema}.daily_usage WHERE account_id = $1 AND day LIKE $2', [accountId, `${month}-%`]);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const days = Array.from({ length: daysInMonth }, (_, index) => ({ day: `${month}-${String(index + 1).padStart(2, '0')}`, rest: 0, agentHttp: 0, mcp: 0 }));
  for (const row of rows) {
    const day = days[Number(String(row['day']).slice(8, 10)) - 1];
    if (day === undefined) continue;
    const units = Number(row['used_units']);
    if (row['surface'] === 'rest') day.rest += units;
    else if (row['surface'] === 'agent-http') day.agentHttp += units;
    else if (row['surface'] === 'mcp') day.mcp += units;
  }
  return days;
}
