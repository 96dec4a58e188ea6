import type { SqlExecutor, SqlRow } from './sql-driver';

/** A saved person: a name and a birth moment kept by one account. Birth data is personal data. */
export interface SavedPerson {
  /** Opaque id (`prs_` + 16 URL-safe characters). */
  readonly id: string;
  readonly name: string;
  /** Local birth date and time, `YYYY-MM-DDTHH:mm` (as `/v3/hd-data` takes it). */
  readonly date: string;
  /** IANA time zone of the birthplace. */
  readonly timezone: string;
  readonly notes: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const personColumns = 'id, name, birth_date, timezone, notes, created_at_ms, updated_at_ms';

function toPerson(row: SqlRow): SavedPerson {
  const notes = row['notes'];
  return {
    id: String(row['id']),
    name: String(row['name']),
    date: String(row['birth_date']),
    timezone: String(row['timezone']),
    notes: typeof notes === 'string' ? notes : null,
    createdAt: new Date(Number(row['created_at_ms'])),
    updatedAt: new Date(Number(row['updated_at_ms'])),
  };
}

export async function insertPerson(executor: SqlExecutor, accountId: string, person: SavedPerson): Promise<void> {
  await executor.execute(
    `INSERT INTO {schema}.people (${personColumns}, account_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [person.id, person.name, person.date, person.timezone, person.notes, person.createdAt.getTime(), person.updatedAt.getTime(), accountId],
  );
}

export async function countPeople(executor: SqlExecutor, accountId: string): Promise<number> {
  const rows = await executor.query('SELECT COUNT(*) AS person_count FROM {schema}.people WHERE account_id = $1', [accountId]);
  return Number(rows[0]?.['person_count'] ?? 0);
}

/** The account's people, oldest first. */
export async function listPeopleRows(executor: SqlExecutor, accountId: string): Promise<SavedPerson[]> {
  const rows = await executor.query(`SELECT ${personColumns} FROM {schema}.people WHERE account_id = $1 ORDER BY created_at_ms, id`, [accountId]);
  return rows.map(toPerson);
}

/** One person of the account, or `null` (another account's person is `null` too). */
export async function findPersonRow(executor: SqlExecutor, accountId: string, personId: string): Promise<SavedPerson | null> {
  const rows = await executor.query(`SELECT ${personColumns} FROM {schema}.people WHERE account_id = $1 AND id = $2`, [accountId, personId]);
  return rows[0] === undefined ? null : toPerson(rows[0]);
}

export async function updatePersonRow(executor: SqlExecutor, accountId: string, person: SavedPerson): Promise<boolean> {
  const changed = await executor.execute(
    'UPDATE {schema}.people SET name = $3, birth_date = $4, timezone = $5, notes = $6, updated_at_ms = $7 WHERE account_id = $1 AND id = $2',
    [accountId, person.id, person.name, person.date, person.timezone, person.notes, person.updatedAt.getTime()],
  );
  return changed === 1;
}

export async function deletePersonRow(executor: SqlExecutor, accountId: string, personId: string): Promise<boolean> {
  return (await executor.execute('DELETE FROM {schema}.people WHERE account_id = $1 AND id = $2', [accountId, personId])) === 1;
}
