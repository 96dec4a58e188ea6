import { isLoopbackBind, startMcpServer } from '@mandala/mcp-server';
import { createCalculationPool } from '@mandala/operations';
import type { CalculationPool } from '@mandala/operations';
import type { RunningMcpServer } from '@mandala/mcp-server';
import { startServer } from '@mandala/rest-api';
import type { RestConfig, RunningServer, StartServerOptions } from '@mandala/rest-api';
import { mountedSurfaces } from './mounted-surfaces';
import { webPages } from './web-pages';

/** Options of {@link startMandala}. */
export interface StartMandalaOptions {
  /** REST configuration (port, data directory or database URL, log level). */
  readonly config: RestConfig;
  /** Port of the dedicated MCP server; 0 picks a free one. */
  readonly mcpPort: number;
  /** Per-call time budget of the tool surfaces and of REST's heavy calculations, in milliseconds (default 10,000). */
  readonly timeBudgetMilliseconds?: number;
  /** Passed to the REST server (a logger, the development-key notice, engines for tests). */
  readonly rest?: Omit<StartServerOptions, 'config'>;
  /**
   * Worker threads for the tool calculations, so the time budget stops them: default one pool of
   * `createCalculationPool()` when the default engines are used, none when `rest.app.engines` replaces them
   * (the workers always compute with the default engines). `false` runs every calculation in-process.
   */
  readonly calculationPool?: CalculationPool | false;
  /**
   * Browser origins the MCP endpoints answer besides loopback ones (`MCP_ALLOWED_ORIGINS`); a page of any other
   * origin gets 403 `origin_not_allowed`. While `config.host` is loopback, `Host` must name loopback too.
   */
  readonly mcpAllowedOrigins?: readonly string[];
}

/** The running service: REST (with Agent HTTP and `/mcp`) and the dedicated MCP server. */
export interface RunningMandala {
  readonly rest: RunningServer;
  readonly mcp: RunningMcpServer;
  /** The tool calculations' worker threads, when the service runs with them. */
  readonly calculationPool: CalculationPool | undefined;
  /**
   * Drains (`/readyz` 503 for `SHUTDOWN_DRAIN_MS` while requests are still served), then stops the MCP server, then
   * REST (which closes the key store), then the worker threads.
   */
  close(): Promise<void>;
}

/**
 * Starts the whole service in one process on one key store: the REST app with the Agent HTTP surface and the
 * `POST /mcp` compatibility route mounted, and the dedicated MCP server on the REST app's executor, so all
 * three surfaces draw one quota. The REST origin also serves the built web pages (`apps/web/dist`, see
 * {@link webPages}) after its routes.
 */
export async function startMandala(options: StartMandalaOptions): Promise<RunningMandala> {
  const toolOptions = options.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: options.timeBudgetMilliseconds };
  const originPolicy = { allowedOrigins: options.mcpAllowedOrigins ?? [], loopbackOnly: isLoopbackBind(options.config.host) };
  const calculationPool =
    options.calculationPool === false ? undefined : (options.calculationPool ?? (options.rest?.app?.engines === undefined ? createCalculationPool() : undefined));
  let rest: RunningServer;
  try {
    // The workers load the engines before the service answers, so the first tool calls do not spend their
    // time budget waiting for a worker to start (seconds from source under load, ≈ 0.4 s from dist).
    await calculationPool?.run('library_gate', { gateNumber: 1 }, { nowIso: new Date().toISOString() });
    rest = await startServer({
      ...options.rest,
      config: options.config,
      app: {
        ...options.rest?.app,
        ...(calculationPool === undefined ? {} : { calculationPool }),
        ...toolOptions,
        surfaces: [...(options.rest?.app?.surfaces ?? []), ...mountedSurfaces(toolOptions, originPolicy)],
        pages: options.rest?.app?.pages ?? webPages(),
      },
    });
  } catch (error) {
    await calculationPool?.close();
    throw error;
  }
  let mcp: RunningMcpServer;
  try {
    mcp = await startMcpServer({ executor: rest.app.executor, logger: rest.logger, port: options.mcpPort, host: options.config.host, originPolicy, ...toolOptions });
  } catch (error) {
    await rest.close();
    await calculationPool?.close();
    throw error;
  }
  rest.logger.log('info', { msg: 'mcp listening', url: mcp.url, calculationThreads: calculationPool?.threads ?? 0 });
  return {
    rest,
    mcp,
    calculationPool,
    async close() {
      await rest.drain();
      await mcp.close();
      await rest.close();
      await calculationPool?.close();
    },
  };
}
