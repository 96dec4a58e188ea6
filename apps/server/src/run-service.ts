import type { IncomingMessage } from 'node:http';
import { createBatchedLogSink, createJsonLogger, loadConfig } from '@mandala/rest-api';
import { allowedOriginsFrom } from '@mandala/mcp-server';
import { createCalculationPool, PICTURE_FONT_ADVICE, pictureFontInstalled } from '@mandala/operations';
import { AggregatorRegistry } from 'prom-client';
import { buildInfoFrom } from './metrics/build-info';
import { startMetricsServer } from './metrics/metrics-server';
import type { RunningMetricsServer } from './metrics/metrics-server';
import { metricsSettingsFrom } from './metrics/metrics-settings';
import { createServiceMetrics } from './metrics/service-metrics';
import { startIdleMemoryRelease } from './idle-memory-release';
import { startMandala } from './start-mandala';
import { startupBanner } from './startup-banner';
import type { RunningMandala, StartMandalaOptions } from './start-mandala';
import type { StopRequest } from './stop-request';
import { calculationThreadsPerWorker } from './worker-count';
import { withWorkerId, writeWholeLines } from './worker-logger';

/** How long a calculation thread may wait for work before it stops (the next calculation starts one again). */
const CALCULATION_THREAD_IDLE_MILLISECONDS = 30_000;

/** Which process of the service this is. */
export type ServiceProcess =
  /** The whole service in this one process (`MANDALA_WORKERS=1`). */
  | { readonly kind: 'single' }
  /** One of `workers` cluster workers, with its cluster id (1, 2, …; a replacement gets the next one). */
  | { readonly kind: 'worker'; readonly workers: number; readonly workerId: number };

function portFrom(name: string, text: string): number {
  if (!/^[0-9]+$/.test(text) || Number(text) > 65535) throw new Error(`${name} must be an integer from 0 to 65535, not "${text}".`);
  return Number(text);
}

/** The options of {@link startMandala} from the environment (`PORT`, `MCP_PORT`, `TOOL_TIME_BUDGET_MS`, …). */
export function mandalaOptionsFrom(
  environment: Readonly<Record<string, string | undefined>>,
): Pick<StartMandalaOptions, 'config' | 'mcpPort' | 'timeBudgetMilliseconds' | 'mcpAllowedOrigins' | 'mcpPublicUrl'> {
  const config = loadConfig(environment);
  const mcpPort = portFrom('MCP_PORT', environment.MCP_PORT ?? '3001');
  const budgetText = environment.TOOL_TIME_BUDGET_MS;
  if (budgetText !== undefined && !/^[0-9]+$/.test(budgetText)) throw new Error(`TOOL_TIME_BUDGET_MS must be a whole number of milliseconds, not "${budgetText}".`);
  return {
    config,
    mcpPort,
    mcpPublicUrl: environment.MANDALA_MCP_PUBLIC_URL,
    mcpAllowedOrigins: allowedOriginsFrom(environment.MCP_ALLOWED_ORIGINS),
    ...(budgetText === undefined ? {} : { timeBudgetMilliseconds: Number(budgetText) }),
  };
}

/** What to install so that the PNGs have their labels, or undefined when this machine has a font for them. */
export function pictureFontAdvice(): string | undefined {
  return pictureFontInstalled() ? undefined : PICTURE_FONT_ADVICE;
}

/**
 * Starts the whole service in this process — REST with Agent HTTP and `/mcp`, the SSE stream and the dedicated MCP
 * server — and stops it gracefully when `stopRequest` says so (SIGTERM or SIGINT; a worker: the primary's
 * `mandala:stop`): `/readyz` answers 503 for `SHUTDOWN_DRAIN_MS`, in-flight requests finish, then the process exits 0.
 * A cluster worker tags its log lines with its id, writes them in whole-line pieces (the workers share stdout) and
 * takes its share of the calculation threads.
 */
export async function runService(
  environment: Readonly<Record<string, string | undefined>>,
  role: ServiceProcess,
  stopRequest: StopRequest,
): Promise<RunningMandala> {
  const options = mandalaOptionsFrom(environment);
  const metricsSettings = metricsSettingsFrom(environment);
  const metrics = createServiceMetrics(buildInfoFrom(environment));
  if (role.kind === 'worker') {
    // The primary sums every worker's registry when it is scraped (prom-client's cluster messages on the IPC channel).
    AggregatorRegistry.setRegistries([metrics.registry]);
    new AggregatorRegistry();
  }
  // The warm-up calculation of startMandala waits for the threads to start; the metric counts only served calls.
  let serving = false;
  const calculationPool = createCalculationPool({
    ...(role.kind === 'worker' ? { threads: calculationThreadsPerWorker(role.workers) } : {}),
    // A thread holds its own copy of the engines: one idle for a while stops and gives that memory back.
    idleThreadMilliseconds: CALCULATION_THREAD_IDLE_MILLISECONDS,
    onWait: (seconds) => {
      if (serving) metrics.observePoolWait(seconds);
    },
  });
  const running = await startMandala({
    ...options,
    rest: {
      ...(role.kind === 'worker'
        ? {
            logger: withWorkerId(
              createJsonLogger(options.config.logLevel, createBatchedLogSink(writeWholeLines((bytes) => void process.stdout.write(bytes)))),
              role.workerId,
            ),
          }
        : {}),
      app: { observer: metrics.observer },
    },
    calculationPool,
  });
  serving = true;
  metrics.observeAuthorization(running.authorization.provider);
  const idleMemoryRelease = startIdleMemoryRelease();
  for (const server of [running.rest.server, running.mcp.server]) server.on('request', (request: IncomingMessage) => idleMemoryRelease.noteRequest(request.url));
  metrics.track({ poolQueueLength: () => calculationPool.queueLength, openStreams: () => running.rest.app.streams.subscriberCount });
  let metricsServer: RunningMetricsServer | undefined;
  if (role.kind === 'single' && metricsSettings !== undefined) {
    try {
      metricsServer = await startMetricsServer(metricsSettings, async () => ({ contentType: metrics.registry.contentType, text: await metrics.registry.metrics() }));
    } catch (error) {
      await running.close();
      throw error;
    }
    running.rest.logger.log('info', { msg: 'metrics listening', url: `${metricsServer.url}/metrics` });
  }
  // One process: say where to go next (in a cluster, the primary says it once for all workers).
  if (role.kind === 'single') {
    const advice = pictureFontAdvice();
    if (advice !== undefined) running.rest.logger.log('warn', { msg: 'no font for the PNG labels', advice });
    process.stderr.write(startupBanner({ restUrl: running.rest.url, mcpUrl: running.mcp.url, pictureFontAdvice: advice }));
  }
  void stopRequest.requested.then((reason) => {
    running.rest.logger.log('info', { msg: 'signal', signal: reason });
    idleMemoryRelease.stop();
    running
      .close()
      .then(() => metricsServer?.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
          process.exit(1);
        },
      );
  });
  return running;
}
