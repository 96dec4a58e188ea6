import { startupBanner } from './startup-banner';
import { startRequestRateLimiterPrimary } from '@mandala/access';
import { AggregatorRegistry } from 'prom-client';
import { startMetricsServer } from './metrics/metrics-server';
import type { RunningMetricsServer } from './metrics/metrics-server';
import { metricsSettingsFrom } from './metrics/metrics-settings';
import { prepareKeyStore } from './prepare-key-store';
import { createPrimaryLog } from './primary-log';
import { primarySettingsFrom } from './primary-settings';
import { startWorkers } from './start-workers';
import type { StopRequest } from './stop-request';

/**
 * The primary of the service with more than one worker: prepares the key store once (migrations, the development
 * key and its notice on stderr), forks the workers, replaces a worker that dies, and stops them all gracefully on
 * SIGTERM or SIGINT, its own or a worker's (a worker passes its signal on; the primary tells every worker to drain,
 * so a SIGTERM to the whole process group drains too). It loads none of the service's modules. With `MANDALA_METRICS_PORT` it serves `GET /metrics`:
 * the sum of every worker's metrics (prom-client's `AggregatorRegistry` asks each worker over the cluster's IPC channel).
 */
export async function runClusterPrimary(
  workers: number,
  environment: Readonly<Record<string, string | undefined>>,
  stopRequest: StopRequest,
): Promise<void> {
  const settings = primarySettingsFrom(environment);
  const metricsSettings = metricsSettingsFrom(environment);
  const log = createPrimaryLog(settings.logLevel);
  const notice = await prepareKeyStore(settings.store, settings.port);
  if (notice !== null) process.stderr.write(notice);
  // The SQLite mode's workers count each account's request rate here, over IPC (PostgreSQL mode counts in the database).
  startRequestRateLimiterPrimary();
  // The workers' own shutdown cuts connections after SHUTDOWN_TIMEOUT_MS; the margin covers closing the store.
  let signalled = false;
  const shutdown = (signal: string): void => {
    if (signalled) return;
    signalled = true;
    log('info', { msg: 'signal', signal });
    void running.stop().then(async () => {
      await metricsServer?.close();
      log('info', { msg: 'stopped' });
      process.exit(0);
    });
  };
  const running = startWorkers({
    workers,
    log,
    stopTimeoutMilliseconds: settings.shutdownDrainMilliseconds + settings.shutdownTimeoutMilliseconds + 5_000,
    onStopRequested: (worker, signal) => shutdown(`${signal} to worker ${worker}`),
  });
  let metricsServer: RunningMetricsServer | undefined;
  void stopRequest.requested.then(shutdown);
  const urls = await running.ready;
  if (metricsSettings !== undefined && !signalled) {
    const aggregator = new AggregatorRegistry();
    metricsServer = await startMetricsServer(metricsSettings, async () => ({ contentType: aggregator.contentType, text: await aggregator.clusterMetrics() }));
    log('info', { msg: 'metrics listening', url: `${metricsServer.url}/metrics` });
  }
  log('info', { msg: 'cluster ready', workers, rest: urls.restUrl, mcp: urls.mcpUrl });
  if (urls.pictureFontAdvice !== undefined) log('warn', { msg: 'no font for the PNG labels', advice: urls.pictureFontAdvice });
  process.stderr.write(startupBanner(urls));
}
