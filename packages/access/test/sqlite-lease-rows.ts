import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Rows left in `quota_leases` of the SQLite store in `dataDirectory` (none once every lease is committed and returned). */
export function sqliteLeaseRows(dataDirectory: string): number {
  const database = new DatabaseSync(join(dataDirectory, 'access.sqlite'), { readOnly: true });
  try {
    return Number((database.prepare('SELECT COUNT(*) AS leases FROM quota_leases').get() as { leases: number }).leases);
  } finally {
    database.close();
  }
}
