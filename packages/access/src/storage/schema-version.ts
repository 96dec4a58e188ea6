import { migrations } from './schema';
import type { SqlDriver } from './sql-driver';

/** The newest schema version this Mandala knows: the last of its migrations. */
export const latestSchemaVersion: number = Math.max(...migrations.map((migration) => migration.version));

/**
 * Codes of {@link StoreSchemaError}:
 * - `schema_newer_than_service`: the store was migrated by a newer Mandala; this one refuses to start on it.
 * - `schema_not_migrated`: migrations are pending and this process was told not to apply them
 *   (`MANDALA_AUTO_MIGRATE=off`); run `mandala migrate`.
 */
export type StoreSchemaErrorCode = 'schema_newer_than_service' | 'schema_not_migrated';

/** The key store's schema is not one this Mandala can run on; the message says what to do. Thrown when opening. */
export class StoreSchemaError extends Error {
  override readonly name = 'StoreSchemaError';

  constructor(
    readonly code: StoreSchemaErrorCode,
    /** The store's schema version (0: no tables yet). */
    readonly storeVersion: number,
  ) {
    super(
      code === 'schema_newer_than_service'
        ? `The key store's schema is version ${storeVersion}, newer than this Mandala knows (version ${latestSchemaVersion}): ` +
            'a newer release migrated it. Run that release (or newer) instead, or restore the backup taken before its migration; ' +
            'this one does not start, so it cannot damage data it does not understand.'
        : `The key store's schema is version ${storeVersion} and this Mandala needs version ${latestSchemaVersion}. ` +
            'Run `mandala migrate` (with the same MANDALA_DATABASE_URL and MANDALA_DATABASE_SCHEMA) and start again, ' +
            'or set MANDALA_AUTO_MIGRATE=on to migrate at start.',
    );
  }
}

/** Throws {@link StoreSchemaError} `schema_newer_than_service` when `storeVersion` is past {@link latestSchemaVersion}. */
export function refuseNewerSchema(storeVersion: number): void {
  if (storeVersion > latestSchemaVersion) throw new StoreSchemaError('schema_newer_than_service', storeVersion);
}

/** The schema version of an open store: SQLite's `user_version`, PostgreSQL's highest applied migration. */
export async function readSchemaVersion(driver: SqlDriver): Promise<number> {
  if (driver.dialect === 'sqlite') {
    const [row] = await driver.query('PRAGMA user_version');
    return Number(row?.['user_version'] ?? 0);
  }
  const [row] = await driver.query('SELECT COALESCE(MAX(version), 0) AS version FROM {schema}.access_migrations');
  return Number(row?.['version'] ?? 0);
}
