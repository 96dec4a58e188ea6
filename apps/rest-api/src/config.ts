import { readStoreConfiguration } from '@mandala/access';
import { isLogLevel } from './logger';
import type { LogLevel } from './logger';

/** Server configuration, from the environment. */
export interface RestConfig {
  /** `PORT`, default 3000 (0 picks a free port). */
  readonly port: number;
  /** `HOST`, default all interfaces. */
  readonly host: string | undefined;
  /** `MANDALA_DATA_DIR`, default `./.mandala` (the SQLite file lives here). */
  readonly dataDirectory: string;
  /** `MANDALA_DATABASE_URL`: `postgres://…` selects PostgreSQL; unset selects SQLite. */
  readonly databaseUrl: string | undefined;
  /** `LOG_LEVEL`: debug, info (default), warn, error or silent. */
  readonly logLevel: LogLevel;
  /** `SHUTDOWN_TIMEOUT_MS`: how long in-flight requests may finish on shutdown, default 10,000. */
  readonly shutdownTimeoutMilliseconds: number;
  /** `MANDALA_RATE_LIMITS`: `on` (default) applies the plans' request rates, `off` none (a private deployment). */
  readonly rateLimits?: boolean;
  /**
   * `SHUTDOWN_DRAIN_MS`: on shutdown, how long the instance keeps serving with `/readyz` answering 503 before it
   * stops accepting, so a load balancer's health check takes it out first; default 0 (no balancer).
   */
  readonly shutdownDrainMilliseconds: number;
  /** `MANDALA_DATABASE_SCHEMA`: the PostgreSQL schema of the key store, default `public`. */
  readonly databaseSchema: string | undefined;
  /**
   * `MANDALA_IN_FLIGHT_LEASE_SECONDS`: how long a call cut mid-way (its process died) blocks a retry under the same
   * `Idempotency-Key` with 409 `request_in_progress` before the retry takes it over; default 60.
   */
  readonly inFlightLeaseSeconds: number | undefined;
  /** `MANDALA_PUBLIC_URL`: the service's address as people reach it (emailed links; https makes cookies `Secure`). */
  readonly publicUrl?: string | undefined;
  /** `MANDALA_SMTP_URL`: where account emails are sent (`smtp://…`); unset, their links are logged for development. */
  readonly smtpUrl?: string | undefined;
  /** `MANDALA_MAIL_FROM`: the sender of account emails, default `Mandala <no-reply@localhost>`. */
  readonly mailFrom?: string | undefined;
  /**
   * `MANDALA_TRUST_PROXY`: `on` when the service runs behind a proxy that appends the client's address to
   * `X-Forwarded-For` (haproxy `option forwardfor`); the sign-in and sign-up throttles then count that address.
   * Default `off`: the connection's own address, and `X-Forwarded-For` is ignored (a client cannot choose its address).
   */
  readonly trustProxy?: boolean;
  /**
   * `MANDALA_AUTO_MIGRATE`: `on` (default) applies pending PostgreSQL migrations at start; `off` refuses to start
   * while migrations are pending (run `mandala migrate` first). SQLite always migrates at start.
   */
  readonly autoMigrate?: boolean;
  /**
   * `MANDALA_LOG_HEALTH_CHECKS`: `off` (default) leaves `/healthz` and `/readyz` answers under 400 out of the request
   * log (a balancer checks every instance every few seconds); a 503 is always logged. `on` logs every check.
   */
  readonly logHealthChecks?: boolean;
  /**
   * `MANDALA_UPGRADE_URL`: where "upgrade" leads in a plan refusal (403 `insufficient_tier`) and on the dashboard, a
   * billing page or a contact form; unset means the plans page, `/plans`. Read with the store's variables
   * (`readStoreConfiguration`), so the CLI means the same.
   */
  readonly upgradeUrl?: string | undefined;
  /**
   * `MANDALA_QUOTA_LEASE`: unset or `on`, each process leases quota (units reserved in blocks, spent in memory,
   * committed in groups); `off`, every call reserves its units in the store. Read with the store's variables.
   */
  readonly quotaLease?: boolean;
}

function wholeNumber(name: string, text: string): number {
  if (!/^[0-9]+$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}".`);
  return Number(text);
}

/** Reads {@link RestConfig} from `environment`; throws an `Error` naming the bad variable. */
export function loadConfig(environment: Readonly<Record<string, string | undefined>>): RestConfig {
  const portText = environment.PORT ?? '3000';
  const port = Number(portText);
  if (!/^[0-9]+$/.test(portText) || port > 65535) throw new Error(`PORT must be an integer from 0 to 65535, not "${portText}".`);
  const logLevel = environment.LOG_LEVEL?.toLowerCase() ?? 'info';
  if (!isLogLevel(logLevel)) throw new Error(`LOG_LEVEL must be debug, info, warn, error or silent, not "${logLevel}".`);
  const timeoutText = environment.SHUTDOWN_TIMEOUT_MS ?? '10000';
  if (!/^[0-9]+$/.test(timeoutText)) throw new Error(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, not "${timeoutText}".`);
  // The store's variables mean the same here and in the operator's command line: one reader for both.
  const store = readStoreConfiguration(environment);
  const rateLimitsText = environment.MANDALA_RATE_LIMITS?.trim().toLowerCase() ?? 'on';
  if (rateLimitsText !== 'on' && rateLimitsText !== 'off') throw new Error(`MANDALA_RATE_LIMITS must be on or off, not "${rateLimitsText}".`);
  const trustProxyText = environment.MANDALA_TRUST_PROXY?.trim().toLowerCase() || 'off';
  if (trustProxyText !== 'on' && trustProxyText !== 'off') {
    throw new Error(`MANDALA_TRUST_PROXY must be on (behind a proxy that sets X-Forwarded-For) or off, not "${trustProxyText}".`);
  }
  const logHealthChecksText = environment.MANDALA_LOG_HEALTH_CHECKS?.trim().toLowerCase() || 'off';
  if (logHealthChecksText !== 'on' && logHealthChecksText !== 'off') {
    throw new Error(`MANDALA_LOG_HEALTH_CHECKS must be on (log every /healthz and /readyz) or off (log only failing ones), not "${logHealthChecksText}".`);
  }
  return {
    port,
    host: environment.HOST?.trim() || undefined,
    dataDirectory: store.dataDirectory,
    databaseUrl: store.databaseUrl,
    logLevel,
    shutdownTimeoutMilliseconds: Number(timeoutText),
    shutdownDrainMilliseconds: wholeNumber('SHUTDOWN_DRAIN_MS', environment.SHUTDOWN_DRAIN_MS?.trim() || '0'),
    databaseSchema: store.postgresSchema,
    inFlightLeaseSeconds: store.inFlightLeaseSeconds,
    rateLimits: rateLimitsText === 'on',
    publicUrl: publicUrlOf(environment.MANDALA_PUBLIC_URL),
    smtpUrl: environment.MANDALA_SMTP_URL?.trim() || undefined,
    mailFrom: environment.MANDALA_MAIL_FROM?.trim() || undefined,
    trustProxy: trustProxyText === 'on',
    autoMigrate: store.autoMigrate,
    logHealthChecks: logHealthChecksText === 'on',
    upgradeUrl: store.upgradeUrl,
    ...(store.quotaLease === true ? { quotaLease: true } : {}),
  };
}

function publicUrlOf(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  if (trimmed === undefined || trimmed === '') return undefined;
  if (!/^https?:\/\/[^/\s]+/u.test(trimmed)) throw new Error(`MANDALA_PUBLIC_URL must be an http or https URL such as https://mandala.example, not "${trimmed}".`);
  return trimmed.replace(/\/+$/u, '');
}
