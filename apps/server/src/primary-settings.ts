import { readStoreConfiguration } from '@mandala/access';
import type { StoreConfiguration } from '@mandala/access';

/** What the cluster's primary process reads from the environment. */
export interface PrimarySettings {
  /** The key store (`readStoreConfiguration`, the reading the workers and the command line share). */
  readonly store: StoreConfiguration;
  /** `PORT` as given (default 3000), for the development key notice's example. */
  readonly port: string;
  /** `LOG_LEVEL` of the primary's own lines (an unknown level reads as `info`; the workers refuse it). */
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** `SHUTDOWN_TIMEOUT_MS` (default 10,000): how long the workers may take to stop before they are killed. */
  readonly shutdownTimeoutMilliseconds: number;
  /** `SHUTDOWN_DRAIN_MS` (default 0): how long the workers keep serving with `/readyz` 503 before they stop accepting. */
  readonly shutdownDrainMilliseconds: number;
}

const logLevels = new Set(['debug', 'info', 'warn', 'error', 'silent']);

/**
 * The few variables the primary needs, with the defaults of `loadConfig` (`@mandala/rest-api`), read here so that
 * the primary does not load the service's modules (≈ 150 MB and 1.5 s from source): it only prepares the key store
 * and supervises the workers. The workers read and validate the whole configuration; a worker that refuses it
 * stops the cluster at startup with its message.
 */
export function primarySettingsFrom(environment: Readonly<Record<string, string | undefined>>): PrimarySettings {
  const logLevel = environment.LOG_LEVEL?.toLowerCase() ?? 'info';
  const timeoutText = environment.SHUTDOWN_TIMEOUT_MS ?? '10000';
  const drainText = environment.SHUTDOWN_DRAIN_MS?.trim() || '0';
  return {
    store: readStoreConfiguration(environment),
    port: environment.PORT ?? '3000',
    logLevel: logLevels.has(logLevel) ? (logLevel as PrimarySettings['logLevel']) : 'info',
    shutdownTimeoutMilliseconds: /^[0-9]+$/.test(timeoutText) ? Number(timeoutText) : 10_000,
    shutdownDrainMilliseconds: /^[0-9]+$/.test(drainText) ? Number(drainText) : 0,
  };
}
