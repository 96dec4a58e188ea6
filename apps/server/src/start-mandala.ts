import { resolveSession } from '@mandala/access';
import { createAuthorizationServer, protectedResourceMetadata } from '@mandala/authorization';
import type { AuthorizationServer, AuthorizationServerOptions, ResolveSession } from '@mandala/authorization';
import { isLoopbackBind, startMcpServer } from '@mandala/mcp-server';
import type { McpProtectedResource, McpPublicAddress } from '@mandala/mcp-server';
import { createCalculationPool } from '@mandala/operations';
import type { AccessTokenAudiences, CalculationPool } from '@mandala/operations';
import type { RunningMcpServer } from '@mandala/mcp-server';
import { startServer } from '@mandala/rest-api';
import type { RestConfig, RunningServer, StartServerOptions } from '@mandala/rest-api';
import { bearerChallengeMiddleware, resourceChallenge } from './bearer-challenge-middleware';
import type { RestResources } from './bearer-challenge-middleware';
import { mountedSurfaces } from './mounted-surfaces';
import { publicAddressesOf } from './public-addresses';
import type { PublicAddresses } from './public-addresses';
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
  /** The REST origin and OAuth issuer; default `config.publicUrl` (`MANDALA_PUBLIC_URL`), else the listening REST address. */
  readonly publicUrl?: string | undefined;
  /** `MANDALA_MCP_PUBLIC_URL`: the dedicated MCP server's public URL; default its listening address. */
  readonly mcpPublicUrl?: string | undefined;
  /** The session lookup of the OAuth consent page; default the account system's (`mandala_session`). */
  readonly resolveSession?: ResolveSession;
  /** Further options of the authorization server (tests: the DNS resolver, the loopback metadata allowance). */
  readonly authorization?: Partial<Pick<AuthorizationServerOptions, 'resolveHost' | 'unsafeLoopbackClientMetadataForTests' | 'signInPath' | 'lifetimeSeconds' | 'registrationsPerAddressPerHour'>>;
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
  /** The OAuth authorization server on the REST origin. */
  readonly authorization: AuthorizationServer;
  /** The public addresses (issuer, MCP resource). */
  readonly publicAddresses: PublicAddresses;
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
  // The authorization server needs the listening addresses (port 0 in tests): it is made after both servers
  // listen, and the routes below read it when a request comes.
  let authorization: AuthorizationServer | undefined;
  let restResources: RestResources | undefined;
  let audiences: AccessTokenAudiences = {};
  let mcpProtectedResource: McpProtectedResource | undefined;
  let compatibilityProtectedResource: McpProtectedResource | undefined;
  const protectedResource = () => mcpProtectedResource;
  // Each MCP endpoint's public address (its own URL, the service's website): the app page's sandbox domain and websiteUrl.
  let mcpPublicAddress: McpPublicAddress | undefined;
  let compatibilityPublicAddress: McpPublicAddress | undefined;
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
        accessTokenAudiences: () => audiences,
        middleware: [
          ...(options.rest?.app?.middleware ?? []),
          (ctx, next) => (authorization === undefined ? next() : authorization.middleware(ctx, next)),
          bearerChallengeMiddleware(() => restResources),
        ],
        surfaces: [...(options.rest?.app?.surfaces ?? []), ...mountedSurfaces(
          { ...toolOptions, protectedResource: () => compatibilityProtectedResource, publicAddress: () => compatibilityPublicAddress },
          originPolicy,
        )],
        pages: options.rest?.app?.pages ?? webPages(),
      },
    });
  } catch (error) {
    await calculationPool?.close();
    throw error;
  }
  let mcp: RunningMcpServer;
  try {
    const store = rest.store;
    const restApp = rest.app;
    mcp = await startMcpServer({
      executor: rest.app.executor,
      logger: rest.logger,
      port: options.mcpPort,
      host: options.config.host,
      originPolicy,
      protectedResource,
      publicAddress: () => mcpPublicAddress,
      // The MCP port's /healthz and /readyz answer what the REST port's do, drain included, so a balancer checks both alike.
      health: { isReady: async () => (await store.countAccounts()) >= 0, isDraining: () => restApp.draining },
      logHealthChecks: options.config.logHealthChecks !== false,
      // The keyless budget of the REST origin (MANDALA_RATE_LIMITS), on the same counters: one address's keyless
      // requests count together on both ports.
      ...(rest.rateLimiter === undefined ? {} : { keylessRateLimiter: rest.rateLimiter }),
      trustProxy: options.config.trustProxy === true,
      ...toolOptions,
    });
  } catch (error) {
    await rest.close();
    await calculationPool?.close();
    throw error;
  }
  let publicAddresses: PublicAddresses;
  try {
    publicAddresses = publicAddressesOf(
      { publicUrl: options.publicUrl ?? options.config.publicUrl, mcpPublicUrl: options.mcpPublicUrl },
      { restUrl: rest.url, mcpUrl: mcp.url },
    );
    const issuer = publicAddresses.publicUrl;
    const store = rest.store;
    const resources = { mcp: [publicAddresses.mcpPublicUrl, `${issuer}/mcp`] as [string, string], rest: `${issuer}/`, agentHttp: `${issuer}/agent/v1` };
    restResources = resources;
    authorization = await createAuthorizationServer({
      ...options.authorization,
      store: rest.store,
      issuer,
      resources,
      resolveSession: options.resolveSession ?? ((cookieHeader) => resolveSession(store, cookieHeader)),
    });
    audiences = { mcp: resources.mcp, rest: [resources.rest], 'agent-http': [resources.agentHttp] };
    mcpProtectedResource = challengerFor(protectedResourceMetadata(publicAddresses.mcpPublicUrl, issuer, 'Mandala MCP'), publicAddresses.mcpPublicUrl);
    compatibilityProtectedResource = challengerFor(protectedResourceMetadata(resources.mcp[1], issuer, 'Mandala MCP'), resources.mcp[1]);
    mcpPublicAddress = { endpointUrl: resources.mcp[0], websiteUrl: issuer };
    compatibilityPublicAddress = { endpointUrl: resources.mcp[1], websiteUrl: issuer };
  } catch (error) {
    await mcp.close();
    await rest.close();
    await calculationPool?.close();
    throw error;
  }
  rest.logger.log('info', { msg: 'mcp listening', url: mcp.url, calculationThreads: calculationPool?.threads ?? 0 });
  return {
    rest,
    mcp,
    calculationPool,
    authorization,
    publicAddresses,
    async close() {
      await rest.drain();
      await mcp.close();
      await rest.close();
      await calculationPool?.close();
    },
  };
}

/** The MCP endpoint's protected resource description: its metadata and the 401 challenge pointing at it. */
function challengerFor(metadata: Record<string, unknown>, resource: string): McpProtectedResource {
  return {
    metadata,
    challenge: (code, message) => resourceChallenge(resource, code, message),
  };
}
