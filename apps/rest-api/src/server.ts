import cluster from 'node:cluster';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accessStoreLocation, createRequestRateLimiter, developmentKeyNotice, ensureDevelopmentKey, openAccessStore } from '@mandala/access';
import type { RequestRateLimiter, RequestRateStore } from '@mandala/access';
import { applyServerTimeouts, warmUpDefaultEngines } from '@mandala/operations';
import type { AccessStore } from '@mandala/access';
import type { RestConfig } from './config';
import { createAccountMailer } from './account/account-mailer';
import { createApp } from './create-app';
import type { RestApp, RestAppDependencies } from './create-app';
import { createJsonLogger } from './logger';
import type { Logger } from './logger';

/**
 * Folds the emails stored before addresses were folded (`normaliseStoredEmails`) and logs what the operator must
 * settle: accounts whose addresses fold to one mailbox, and accounts whose address holds refused characters. Account
 * ids only; a failure is logged and the service starts anyway (the next start tries again).
 */
async function reportStoredEmails(store: AccessStore, logger: Logger): Promise<void> {
  try {
    const report = await store.normaliseStoredEmails();
    if (report.normalised.length > 0) logger.log('info', { msg: 'stored emails folded (NFKC, case)', accounts: report.normalised.length });
    for (const [unchanged, holder] of report.collisions) {
      logger.log('warn', {
        msg: 'two accounts have emails that fold to one mailbox; the first keeps its old spelling and cannot sign in with it: merge, disable or delete one (mandala accounts)',
        accountId: unchanged,
        sameMailboxAs: holder,
      });
    }
    for (const accountId of report.refused) {
      logger.log('warn', { msg: 'an account email holds control, zero-width or text-direction characters and cannot sign in: disable or delete it (mandala accounts)', accountId });
    }
  } catch (error) {
    logger.log('error', { msg: 'stored emails not folded; retried at the next start', error: error instanceof Error ? error.message : String(error) });
  }
}

/** Options of {@link startServer}. */
export interface StartServerOptions {
  readonly config: RestConfig;
  readonly logger?: Logger;
  /**
   * Where the one-time development key notice goes; default stderr, apart from the JSON log lines on stdout.
   * The notice is never a log line, so it is the one place the key is printed.
   */
  readonly announce?: (text: string) => void;
  /** Extra app dependencies (surfaces, engines). */
  readonly app?: Omit<RestAppDependencies, 'store' | 'logger' | 'accounts'>;

}

/** A listening server and its shutdown. */
export interface RunningServer {
  readonly server: Server;
  readonly app: RestApp;
  readonly store: AccessStore;
  /**
   * The per-account request rates (`MANDALA_RATE_LIMITS=on`, the default): `onRateLimited` is the hook for a
   * counter of refused calls. Undefined when rates are off.
   */
  readonly rateLimiter: RequestRateLimiter | undefined;
  /** The server's logger (lines of one event-loop turn are written together, so log through it to keep order). */
  readonly logger: Logger;
  /** `http://host:port`. */
  readonly url: string;
  /**
   * The first step of shutdown: `/readyz` answers 503 and answers carry `Connection: close` for `SHUTDOWN_DRAIN_MS`
   * while requests are still served, so a load balancer's health check takes the instance out before it stops
   * accepting. Resolves when the drain time is over; {@link close} drains first too.
   */
  drain(): Promise<void>;
  /**
   * Graceful shutdown: drains (above), stops accepting connections, closes SSE streams, lets in-flight requests
   * finish (up to the configured timeout, then cuts the rest), then closes the key store.
   */
  close(): Promise<void>;
}

/**
 * Where the request counters live: the PostgreSQL database when the key store is there (every instance counts
 * together), the cluster primary in a `node:cluster` worker (the SQLite mode's workers count together), else memory.
 */
function requestRateStore(config: RestConfig): RequestRateStore {
  if (config.databaseUrl !== undefined) {
    return {
      kind: 'postgres',
      databaseUrl: config.databaseUrl,
      ...(config.databaseSchema === undefined ? {} : { schema: config.databaseSchema }),
      // The keyless budget is the instance's: its workers count it together in the primary.
      ...(cluster.isWorker ? { keylessInClusterPrimary: true } : {}),
    };
  }
  return cluster.isWorker ? { kind: 'cluster-worker' } : { kind: 'memory' };
}

/**
 * Opens the key store (SQLite in the data directory, or PostgreSQL), creates a development key on a
 * fresh store and announces it once (on stderr by default, with where the key store is; never in a log
 * line), preloads the engine packages, builds the app and listens.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? createJsonLogger(config.logLevel);
  const announce = options.announce ?? ((text: string) => void process.stderr.write(text));
  const storeOptions = { databaseUrl: config.databaseUrl, dataDirectory: config.dataDirectory };
  const store = await openAccessStore({
    ...storeOptions,
    ...(config.databaseSchema === undefined ? {} : { postgresSchema: config.databaseSchema }),
    ...(config.inFlightLeaseSeconds === undefined ? {} : { inFlightLeaseSeconds: config.inFlightLeaseSeconds }),
    ...(config.autoMigrate === false ? { applyMigrations: false } : {}),
    ...(config.upgradeUrl === undefined ? {} : { upgradeUrl: config.upgradeUrl }),
    ...(config.quotaLease === true ? { quotaLease: true } : {}),
  });
  const development = await ensureDevelopmentKey(store);
  if (development !== null) {
    announce(developmentKeyNotice({ key: development.key, storeLocation: accessStoreLocation(storeOptions), port: config.port }));
  }
  await reportStoredEmails(store, logger);
  if (options.app?.engines === undefined) {
    warmUpDefaultEngines();
  }
  const accounts = {
    store,
    publicUrl: config.publicUrl,
    mailer: createAccountMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom ?? 'Mandala <no-reply@localhost>', logger }),
  };
  const rateLimiter = config.rateLimits === false ? undefined : createRequestRateLimiter({ store: requestRateStore(config) });
  const app = createApp({
    ...options.app,
    store,
    logger,
    accounts,
    trustProxy: config.trustProxy === true,
    ...(config.logHealthChecks === false ? { logHealthChecks: false } : {}),
    ...(rateLimiter === undefined ? {} : { rateLimiter, keylessRateLimiter: rateLimiter }),
  });
  const server = createServer(app.callback());
  applyServerTimeouts(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  logger.log('info', { msg: 'listening', url, store: store.kind });

  let draining: Promise<void> | undefined;
  const drain = (): Promise<void> => {
    draining ??= (async () => {
      app.startDraining();
      if (config.shutdownDrainMilliseconds === 0) return;
      logger.log('info', { msg: 'draining', drainMs: config.shutdownDrainMilliseconds });
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMilliseconds));
    })();
    return draining;
  };
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await drain();
      logger.log('info', { msg: 'shutting down' });
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      app.streams.closeAll();
      server.closeIdleConnections();
      // A keep-alive connection whose request (or SSE stream) ends after this point goes idle later: close those as
      // they go idle, rather than when the keep-alive timeout ends them.
      const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
      const timer = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMilliseconds);
      timer.unref();
      await closed;
      clearInterval(idleSweep);
      clearTimeout(timer);
      // The places of the streams just closed are freed before the store closes, so the account's clients can open
      // them again at once on another worker or instance (else they would wait for the leases to expire).
      await app.streamLeases.settled();
      await store.close();
      await rateLimiter?.close();
      logger.log('info', { msg: 'stopped' });
      await logger.flush?.();
    })();
    return closing;
  };
  return { server, app, store, rateLimiter, logger, url, drain, close };
}
