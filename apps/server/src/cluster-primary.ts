import { startRequestRateLimiterPrimary } from '@mandala/access';
import { prepareKeyStore } from './prepare-key-store';
import { createPrimaryLog } from './primary-log';
import { primarySettingsFrom } from './primary-settings';
import { startWorkers } from './start-workers';

/**
 * The primary of `pnpm start` with more than one worker: prepares the key store once (migrations, the development
 * key and its notice on stderr), forks the workers, replaces a worker that dies, and stops them all gracefully on
 * SIGTERM or SIGINT. It loads none of the service's modules.
 */
export async function runClusterPrimary(workers: number, environment: Readonly<Record<string, string | undefined>>): Promise<void> {
  const settings = primarySettingsFrom(environment);
  const log = createPrimaryLog(settings.logLevel);
  const notice = await prepareKeyStore(settings.store, settings.port);
  if (notice !== null) process.stderr.write(notice);
  // The SQLite mode's workers count each account's request rate here, over IPC (PostgreSQL mode counts in the database).
  startRequestRateLimiterPrimary();
  // The workers' own shutdown cuts connections after SHUTDOWN_TIMEOUT_MS; the margin covers closing the store.
  const running = startWorkers({ workers, log, stopTimeoutMilliseconds: settings.shutdownTimeoutMilliseconds + 5_000 });
  let signalled = false;
  const shutdown = (signal: string): void => {
    if (signalled) return;
    signalled = true;
    log('info', { msg: 'signal', signal });
    void running.stop().then(() => {
      log('info', { msg: 'stopped' });
      process.exit(0);
    });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  const urls = await running.ready;
  log('info', { msg: 'cluster ready', workers, rest: urls.restUrl, mcp: urls.mcpUrl });
}
