import type { OpenAccessStoreOptions } from './access-store';
import { isPostgresUrl, openAccessStore } from './open-access-store';
import { latestSchemaVersion } from './storage/schema-version';

/** What {@link migrateAccessStore} did. */
export interface MigrationReport {
  /** The store's schema version now: always the newest this code knows. */
  readonly version: number;
  /**
   * The migration versions applied now, in order (empty: the store was already current). `undefined` for SQLite,
   * which migrates as it opens without saying which steps it ran.
   */
  readonly applied: readonly number[] | undefined;
}

/**
 * Brings the store's schema to {@link latestSchemaVersion} and closes it again: the explicit migration step
 * (`mandala migrate`; the container image runs it before the service). Safe to run again and from several places at
 * once (PostgreSQL takes an advisory lock). Throws `StoreSchemaError` `schema_newer_than_service` for a store a newer
 * Mandala migrated, `store_unavailable` when the database cannot be reached.
 */
export async function migrateAccessStore(options: OpenAccessStoreOptions): Promise<MigrationReport> {
  const applied: number[] = [];
  const store = await openAccessStore({ ...options, applyMigrations: true, onMigrationApplied: (version) => applied.push(version) });
  await store.close();
  return { version: latestSchemaVersion, applied: isPostgresUrl(options.databaseUrl?.trim()) ? applied : undefined };
}
