import type { OpenAccessStoreOptions } from './access-store';
import { isPostgresUrl } from './open-access-store';

/**
 * Where the key store is and how it is opened, read from the environment by {@link readStoreConfiguration}: the one
 * reading the service (`apps/server`, `apps/rest-api`) and the operator's command line (`apps/cli`) share, so each
 * variable means the same to both.
 */
export interface StoreConfiguration {
  /** `MANDALA_DATABASE_URL`: `postgres://…` or `postgresql://…` selects PostgreSQL; unset or empty selects SQLite. */
  readonly databaseUrl: string | undefined;
  /** `MANDALA_DATA_DIR`, default `./.mandala`: the folder of the SQLite file `access.sqlite` (unused with PostgreSQL). */
  readonly dataDirectory: string;
  /** `MANDALA_DATABASE_SCHEMA`: the PostgreSQL schema of the key store; unset means `public`. */
  readonly postgresSchema: string | undefined;
  /**
   * `MANDALA_IN_FLIGHT_LEASE_SECONDS`: how long a call cut mid-way blocks a retry under the same `Idempotency-Key`
   * before the retry takes it over; unset means 60.
   */
  readonly inFlightLeaseSeconds: number | undefined;
  /**
   * `MANDALA_AUTO_MIGRATE`: `on` (default) applies pending PostgreSQL migrations when the store opens; `off` refuses
   * to open a store with migrations pending, so only `mandala migrate` changes the schema. SQLite always migrates as
   * it opens (one file on one host).
   */
  readonly autoMigrate: boolean;
  /**
   * `MANDALA_UPGRADE_URL`: where "upgrade" leads in every plan refusal (403 `insufficient_tier`), a billing page or a
   * contact form: an http(s) URL or a path on this service; unset means the plans page, `/plans`.
   */
  readonly upgradeUrl: string | undefined;
  /**
   * `MANDALA_QUOTA_LEASE`: `on` (default) gives each process a quota lease (units reserved in blocks, spent in memory,
   * committed in groups); `off` reserves every call's units in the store before it runs. Present only when on.
   */
  readonly quotaLease?: true;
}

/** The store variables {@link readStoreConfiguration} reads, for help texts and documentation. */
export const storeConfigurationVariables = ['MANDALA_DATABASE_URL', 'MANDALA_DATABASE_SCHEMA', 'MANDALA_DATA_DIR', 'MANDALA_IN_FLIGHT_LEASE_SECONDS', 'MANDALA_AUTO_MIGRATE', 'MANDALA_UPGRADE_URL', 'MANDALA_QUOTA_LEASE'] as const;

const plainIdentifier = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * Reads {@link StoreConfiguration} from `environment` (pass `process.env`); pure, reads nothing else. Throws an
 * `Error` naming the variable and what to write instead for a URL of another scheme, a schema that is not a plain
 * identifier or a lease that is not a whole number of seconds from 1.
 *
 * @example
 * readStoreConfiguration({ MANDALA_DATABASE_URL: 'postgres://db/mandala', MANDALA_DATABASE_SCHEMA: 'mandala' });
 * // { databaseUrl: 'postgres://db/mandala', dataDirectory: './.mandala', postgresSchema: 'mandala', inFlightLeaseSeconds: undefined, autoMigrate: true, upgradeUrl: undefined }
 */
export function readStoreConfiguration(environment: Readonly<Record<string, string | undefined>>): StoreConfiguration {
  const databaseUrl = environment['MANDALA_DATABASE_URL']?.trim() || undefined;
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    // Never echo the URL: it may carry a password.
    throw new Error('MANDALA_DATABASE_URL must start with postgres:// or postgresql:// (or be unset for SQLite in MANDALA_DATA_DIR).');
  }
  const postgresSchema = environment['MANDALA_DATABASE_SCHEMA']?.trim() || undefined;
  if (postgresSchema !== undefined && !plainIdentifier.test(postgresSchema)) {
    throw new Error(`MANDALA_DATABASE_SCHEMA must be a plain identifier (letters, digits, _), not "${postgresSchema}".`);
  }
  const leaseText = environment['MANDALA_IN_FLIGHT_LEASE_SECONDS']?.trim() || undefined;
  if (leaseText !== undefined && !/^[0-9]+$/.test(leaseText)) {
    throw new Error(`MANDALA_IN_FLIGHT_LEASE_SECONDS must be a whole number of seconds, not "${leaseText}".`);
  }
  const inFlightLeaseSeconds = leaseText === undefined ? undefined : Number(leaseText);
  if (inFlightLeaseSeconds === 0) throw new Error('MANDALA_IN_FLIGHT_LEASE_SECONDS must be at least 1.');
  const autoMigrateText = environment['MANDALA_AUTO_MIGRATE']?.trim().toLowerCase() || 'on';
  if (autoMigrateText !== 'on' && autoMigrateText !== 'off') {
    throw new Error(`MANDALA_AUTO_MIGRATE must be on (migrate when the store opens) or off (only \`mandala migrate\` does), not "${autoMigrateText}".`);
  }
  const upgradeUrl = environment['MANDALA_UPGRADE_URL']?.trim() || undefined;
  if (upgradeUrl !== undefined && !isUpgradeUrl(upgradeUrl)) {
    throw new Error(`MANDALA_UPGRADE_URL must be an http or https URL (https://billing.example/upgrade) or a path on this service (/contact), not "${upgradeUrl}".`);
  }
  const quotaLeaseText = environment['MANDALA_QUOTA_LEASE']?.trim().toLowerCase() || 'on';
  if (quotaLeaseText !== 'on' && quotaLeaseText !== 'off') {
    throw new Error(`MANDALA_QUOTA_LEASE must be on (each process leases quota in blocks) or off (every call reserves in the store), not "${quotaLeaseText}".`);
  }
  return {
    ...(quotaLeaseText === 'on' ? { quotaLease: true as const } : {}),
    databaseUrl,
    dataDirectory: environment['MANDALA_DATA_DIR']?.trim() || './.mandala',
    postgresSchema,
    inFlightLeaseSeconds,
    autoMigrate: autoMigrateText === 'on',
    upgradeUrl,
  };
}

/** An absolute http(s) URL, or a path on this service (`/…`, not `//host`), without spaces or control characters. */
function isUpgradeUrl(text: string): boolean {
  if (/[\s\p{Cc}]/u.test(text)) return false;
  if (text.startsWith('/')) return !text.startsWith('//');
  const url = URL.parse(text);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}

/** The options of `openAccessStore` for a {@link StoreConfiguration} (unset values left out, so defaults apply). */
export function storeOptionsOf(configuration: StoreConfiguration): OpenAccessStoreOptions {
  return {
    databaseUrl: configuration.databaseUrl,
    dataDirectory: configuration.dataDirectory,
    ...(configuration.postgresSchema === undefined ? {} : { postgresSchema: configuration.postgresSchema }),
    ...(configuration.inFlightLeaseSeconds === undefined ? {} : { inFlightLeaseSeconds: configuration.inFlightLeaseSeconds }),
    ...(configuration.autoMigrate ? {} : { applyMigrations: false }),
    ...(configuration.upgradeUrl === undefined ? {} : { upgradeUrl: configuration.upgradeUrl }),
    ...(configuration.quotaLease === true ? { quotaLease: true } : {}),
  };
}
