import type { SqlExecutor } from './sql-driver';

/** The surfaces whose units the dashboard tells apart. */
export type UsageSurface = 'rest' | 'agent-http' | 'mcp';

/** One account's units of one UTC day (`YYYY-MM-DD`) and surface, as {@link addDailyUnitsTogether} writes them. */
export interface DailyUnitsEntry {
  readonly accountId: string;
  readonly day: string;
  readonly surface: UsageSurface;
  readonly units: number;
}

/** Entries written by one statement at most (bound parameters stay far under either database's limit). */
const entriesPerStatement = 200;

/**
 * Adds each entry's units to its account's counter of one UTC day and surface, up to 200 entries in one statement, so
 * that a process writes its second of figures with one statement rather than one per account: on PostgreSQL one round
 * trip, where 256 accounts took 33–78 ms and 18–54 ms of the process's CPU a second, one statement each over the pool
 * (5–9 ms and 2–5 ms together). SQLite already committed them in one transaction (the driver's group commit), and
 * costs the same either way. The rows of accounts deleted meanwhile are left out by the statement itself, so they
 * cannot make the others fail. A statement that fails is not tried again (it may have been applied when its answer
 * was lost); the others are still written, and the first failure is thrown at the end.
 */
export async function addDailyUnitsTogether(executor: SqlExecutor, entries: readonly DailyUnitsEntry[]): Promise<void> {
  const written = entries.filter((entry) => entry.units > 0);
  let firstFailure: unknown;
  for (let start = 0; start < written.length; start += entriesPerStatement) {
    const chunk = written.slice(start, start + entriesPerStatement);
    // VALUES names its columns column1 … column4 in both databases; the cast gives PostgreSQL the count's type.
    const values = chunk.map((_entry, index) => `($${index * 4 + 1}, $${index * 4 + 2}, $${index * 4 + 3}, CAST($${index * 4 + 4} AS BIGINT))`).join(', ');
    try {
      await executor.execute(
        `INSERT INTO {schema}.daily_usage AS current_usage (account_id, day, surface, used_units)
         SELECT entry.column1, entry.column2, entry.column3, entry.column4 FROM (VALUES ${values}) AS entry
         WHERE entry.column1 IN (SELECT id FROM {schema}.accounts)
         ON CONFLICT (account_id, day, surface) DO UPDATE SET used_units = current_usage.used_units + excluded.used_units`,
        chunk.flatMap((entry) => [entry.accountId, entry.day, entry.surface, entry.units]),
      );
    } catch (error) {
      // The other statements are still written.
      firstFailure ??= error;
    }
  }
  if (firstFailure !== undefined) throw firstFailure;
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

/** Charged units added up in memory and written a moment later; see {@link createDailyUsageBuffer}. */
export interface DailyUsageBuffer {
  /** Counts `units` for the account's day and surface; written within the buffer's delay. */
  add(accountId: string, day: string, surface: UsageSurface, units: number): void;
  /** Writes everything added so far (a statement for up to 200 accounts, days and surfaces); a failed write is dropped. */
  flush(): Promise<void>;
}

/**
 * The per-day figures of the dashboard's chart, added up in memory for `flushDelayMilliseconds` (default 1 s) and
 * then written together ({@link addDailyUnitsTogether}: a statement for up to 200 accounts, days and surfaces),
 * instead of one write per charged call: under load that write was a seventh of a chart request's CPU. The monthly
 * counter the quota enforces does not depend on these figures; what a process holds here when it dies (at most the
 * last second's figures) is missing from the chart only. Readers of this process call {@link DailyUsageBuffer.flush}
 * first, so they see their own calls at once.
 */
export function createDailyUsageBuffer(executor: SqlExecutor, flushDelayMilliseconds = 1_000): DailyUsageBuffer {
  let pending = new Map<string, { accountId: string; day: string; surface: UsageSurface; units: number }>();
  let timer: NodeJS.Timeout | undefined;
  const flush = async (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const written = pending;
    pending = new Map();
    await addDailyUnitsTogether(executor, [...written.values()]).catch(() => undefined);
  };
  return {
    add(accountId, day, surface, units) {
      if (units <= 0) return;
      const key = `${accountId}\n${day}\n${surface}`;
      const entry = pending.get(key);
      if (entry === undefined) pending.set(key, { accountId, day, surface, units });
      else entry.units += units;
      if (timer === undefined) {
        timer = setTimeout(() => void flush(), flushDelayMilliseconds);
        timer.unref();
      }
    },
    flush,
  };
}
