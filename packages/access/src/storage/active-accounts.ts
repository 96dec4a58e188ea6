import { setImmediate } from 'node:timers';
import { jsonTextsOfFirstParameter } from './json-texts';
import type { SqlDriver } from './sql-driver';

/** Whether accounts are still active, asked per turn; see {@link createActiveAccountsCheck}. */
export interface ActiveAccountsCheck {
  /** Resolves at the end of the current turn: whether the account exists and is not disabled, as the store says now. */
  isActive(accountId: string): Promise<boolean>;
}

/** Accounts remembered as active at most (a process serving more starts over, asking the store for each again). */
const confirmedAccountsCapacity = 100_000;

/**
 * The accounts' state read once per turn of the event loop for every call of that turn (one statement whatever their
 * number; the ids arrive as one JSON array, so the statement's text never changes). A call served from a quota lease
 * writes nothing that would refuse it when its account was deleted or disabled in another process (a reservation's
 * write does: `accountActive`), so it asks here instead: such a key is refused at once, not only once this process's
 * key cache has aged (1 s). Waiting for the end of the turn also lets the calls of one turn start their work together,
 * as the per-call path's group commit makes them.
 *
 * Where the driver has a stamp of the accounts' rows (SQLite: `accountsStamp`), an account found active is not asked
 * for again while the stamp stays the same: no connection has changed `accounts` since. One process on SQLite then
 * reads the store only when another process (a worker, the CLI) commits, or when it writes `accounts` itself; with
 * few calls per turn the statement had cost about 20 µs per request.
 */
export function createActiveAccountsCheck(driver: SqlDriver, schedule: (run: () => void) => void = setImmediate): ActiveAccountsCheck {
  const activeOfTurn = `FROM {schema}.accounts WHERE disabled_at_ms IS NULL AND id IN (${jsonTextsOfFirstParameter[driver.dialect]})`;
  const statement = `SELECT id ${activeOfTurn}`;
  // A turn of several accounts first counts the active ones: nearly always all of them, and one number is all the
  // answer then holds. A row per account, read every turn, lived long enough under load to reach the old generation.
  const countStatement = `SELECT COUNT(*) AS active ${activeOfTurn}`;
  // A turn's calls are often of one account: a lookup by key, without a JSON array to unfold (on SQLite about half
  // the statement's cost).
  const oneAccountStatement = 'SELECT id FROM {schema}.accounts WHERE disabled_at_ms IS NULL AND id = $1';
  let pending: { readonly accountIds: Set<string>; readonly answer: Promise<ReadonlySet<string>> } | undefined;
  // Accounts found active while the driver's stamp read `confirmedAtStamp`: while it reads the same, no row of
  // `accounts` has changed since, and they are still active without asking again (SQLite; PostgreSQL has no stamp).
  const confirmed = new Set<string>();
  let confirmedAtStamp: string | undefined;

  const read = async (accountIds: ReadonlySet<string>): Promise<ReadonlySet<string>> => {
    const stamp = driver.accountsStamp?.();
    if (stamp === undefined || stamp !== confirmedAtStamp || confirmed.size > confirmedAccountsCapacity) {
      confirmed.clear();
      confirmedAtStamp = stamp;
    }
    let unconfirmed: Set<string> | undefined;
    for (const accountId of accountIds) if (!confirmed.has(accountId)) (unconfirmed ??= new Set()).add(accountId);
    if (unconfirmed === undefined) return accountIds;
    // Read after the stamp: a change committed in between is seen now, and changes the stamp for the next turn.
    const active = await readFromStore(unconfirmed);
    if (stamp !== undefined) for (const accountId of active) confirmed.add(accountId);
    if (active.size === unconfirmed.size) return accountIds;
    return new Set([...accountIds].filter((accountId) => !unconfirmed.has(accountId) || active.has(accountId)));
  };

  const readFromStore = async (accountIds: ReadonlySet<string>): Promise<ReadonlySet<string>> => {
    const [onlyAccountId] = accountIds;
    if (accountIds.size === 1 && onlyAccountId !== undefined) return (await driver.query(oneAccountStatement, [onlyAccountId])).length === 1 ? accountIds : new Set();
    const ids = JSON.stringify([...accountIds]);
    const [counted] = await driver.query(countStatement, [ids]);
    if (Number(counted?.['active']) === accountIds.size) return accountIds;
    // Some account was deleted or disabled meanwhile: which, once more.
    const rows = await driver.query(statement, [ids]);
    return new Set(rows.map((row) => String(row['id'])));
  };

  return {
    isActive(accountId) {
      if (pending === undefined) {
        const accountIds = new Set<string>();
        const answer = new Promise<ReadonlySet<string>>((resolve, reject) => {
          schedule(() => {
            pending = undefined;
            read(accountIds).then(resolve, reject);
          });
        });
        pending = { accountIds, answer };
      }
      pending.accountIds.add(accountId);
      return pending.answer.then((active) => active.has(accountId));
    },
  };
}
