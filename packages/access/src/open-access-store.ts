import type { AccessStore, OpenAccessStoreOptions } from './access-store';
import { AccessError } from './errors';
import { SqlAccessStore } from './sql-access-store';
import { planRefusalLinks } from './plans';
import { defaultQuotaLeaseSettings, type QuotaLeaseSettings } from './quota-lease';
import { openPostgresDriver } from './storage/postgres-driver';
import { StoreSchemaError, readSchemaVersion, refuseNewerSchema } from './storage/schema-version';
import { openSqliteDriver } from './storage/sqlite-driver';

/** Default idempotency window: 24 hours. */
export const defaultIdempotencyWindowSeconds = 86_400;
/** Default in-flight lease: 60 seconds. */
export const defaultInFlightLeaseSeconds = 60;

/** Default of `streamLeaseSeconds`: an open stream's lease lives 15 s without renewal (renewed every 5 s). */
const defaultStreamLeaseSeconds = 15;
/** Default reuse time of a key or account read from the database: 1 s, so a revocation elsewhere bites within 1 s. */
export const defaultAccessCacheMilliseconds = 1000;
/** Longest allowed reuse time (a revoked key must stop working promptly). */
const maximumAccessCacheMilliseconds = 5000;

/** True when `databaseUrl` selects PostgreSQL (`postgres://` or `postgresql://`). */
export function isPostgresUrl(databaseUrl: string | undefined): boolean {
  return databaseUrl !== undefined && /^postgres(?:ql)?:\/\//i.test(databaseUrl);
}

function positiveSeconds(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new AccessError('invalid_access_option', `${name} must be a positive number of seconds.`);
  return value;
}

function accessCacheMilliseconds(value: number | undefined): number {
  if (value === undefined) return defaultAccessCacheMilliseconds;
  if (!Number.isFinite(value) || value < 0 || value > maximumAccessCacheMilliseconds) {
    throw new AccessError('invalid_access_option', `accessCacheMilliseconds must be from 0 to ${maximumAccessCacheMilliseconds}.`);
  }
  return value;
}

/** The lease settings of the `quotaLease` option, or `undefined` when leases are off. */
function quotaLeaseSettings(option: OpenAccessStoreOptions['quotaLease']): QuotaLeaseSettings | undefined {
  if (option === undefined || option === false) return undefined;
  const settings = defaultQuotaLeaseSettings(option === true ? {} : option);
  for (const [name, value] of Object.entries(settings)) {
    if (!Number.isSafeInteger(value) || value < 1) throw new AccessError('invalid_access_option', `quotaLease.${name} must be a whole number, 1 or more.`);
  }
  return settings;
}

/**
 * Opens the access store: PostgreSQL when `databaseUrl` starts with `postgres://` or `postgresql://`
 * (pending migrations run on open under an advisory lock, unless `applyMigrations` is false), otherwise SQLite at
 * `<dataDirectory>/access.sqlite` (folder and file created on first start, WAL mode, migrated as it opens). Throws
 * `store_unavailable` when the database cannot be opened, `invalid_access_option` for another URL scheme or a bad
 * option, and `StoreSchemaError` for a schema newer than this code knows or, with `applyMigrations: false`, one
 * with migrations pending.
 */
export async function openAccessStore(options: OpenAccessStoreOptions): Promise<AccessStore> {
  const settings = {
    clock: options.clock ?? (() => new Date()),
    idempotencyWindowMs: positiveSeconds(options.idempotencyWindowSeconds, defaultIdempotencyWindowSeconds, 'idempotencyWindowSeconds') * 1000,
    inFlightLeaseMs: positiveSeconds(options.inFlightLeaseSeconds, defaultInFlightLeaseSeconds, 'inFlightLeaseSeconds') * 1000,
    streamLeaseMs: positiveSeconds(options.streamLeaseSeconds, defaultStreamLeaseSeconds, 'streamLeaseSeconds') * 1000,
    accessCacheMs: accessCacheMilliseconds(options.accessCacheMilliseconds),
    planRefusalLinks: planRefusalLinks(options.upgradeUrl),
    quotaLease: quotaLeaseSettings(options.quotaLease),
  };
  const databaseUrl = options.databaseUrl?.trim() ?? '';
  if (databaseUrl !== '' && !isPostgresUrl(databaseUrl)) {
    throw new AccessError('invalid_access_option', 'The database URL must start with postgres:// or postgresql:// (or be empty for SQLite).');
  }
  const schema = options.postgresSchema ?? 'public';
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
    throw new AccessError('invalid_access_option', 'postgresSchema must be a plain identifier.');
  }
  const poolSize = options.postgresPoolSize ?? 10;
  if (!Number.isSafeInteger(poolSize) || poolSize < 1) throw new AccessError('invalid_access_option', 'postgresPoolSize must be a positive integer.');
  try {
    const driver =
      databaseUrl === ''
        ? openSqliteDriver(options.dataDirectory)
        : await openPostgresDriver({
            databaseUrl,
            schema,
            poolSize,
            ...(options.applyMigrations === undefined ? {} : { applyMigrations: options.applyMigrations }),
            ...(options.onMigrationApplied === undefined ? {} : { onMigrationApplied: options.onMigrationApplied }),
          });
    if (driver.dialect === 'sqlite') {
      // SQLite migrates as it opens (one file on one host); a file a newer Mandala migrated is refused here.
      try {
        refuseNewerSchema(await readSchemaVersion(driver));
      } catch (error) {
        await driver.close();
        throw error;
      }
    }
    return new SqlAccessStore(driver, settings);
  } catch (error) {
    if (error instanceof StoreSchemaError) throw error;
    // The message names the database kind only: a URL may carry a password.
    throw new AccessError('store_unavailable', `Could not open the ${databaseUrl === '' ? 'SQLite' : 'PostgreSQL'} access store.`, {
      cause: error,
    });
  }
}
