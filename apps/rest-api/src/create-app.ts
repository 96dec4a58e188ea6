import Router from '@koa/router';
import type { AccessStore, RequestRateLimiter, StreamLeaseStore } from '@mandala/access';
import { createDefaultEngines, createExecutor, createOpenApiDocument, failure, planetaryUpdate, restRouteBindings, toOperationFailure } from '@mandala/operations';
import type { AccessTokenAudiences, CalculationRunner, ExecutionObserver, Executor, MandalaErrorCode, OperationEngines, RouteBinding, StaticRouteDocumentation } from '@mandala/operations';
import Koa from 'koa';
import type { Middleware } from 'koa';
import { apiDescription } from './api-description';
import { accountApiRouter } from './account/account-api-routes';
import { accountPageRouter } from './account/account-page-routes';
import type { AccountRoutesOptions } from './account/account-page-routes';
import type { Logger } from './logger';
import { silentLogger } from './logger';
import { headWithoutCalculation } from './head-without-calculation';
import { keylessBudgetMiddleware } from './keyless-budget-middleware';
import { createStreamLeaseKeeper } from './stream-lease-keeper';
import type { StreamLeaseKeeper } from './stream-lease-keeper';
import { operationRoute } from './operation-route';
import { createPlanetaryStreamHub } from './planetary-stream-hub';
import type { PlanetaryStreamHub } from './planetary-stream-hub';
import { requestLog } from './request-log';
import type { RestState } from './request-log';
import { sendFailure } from './respond';
import { koaPath, staticRoutes } from './rest-routes';
import { serviceRouter } from './service-routes';
import { staticRouteIndex, staticRouteKey } from './static-route-index';
import { streamRoute } from './stream-route';

/** The access store methods the REST app uses. */
export type RestAccessStore = Pick<AccessStore, 'authenticate' | 'runMetered' | 'quotaStatus' | 'countAccounts' | keyof StreamLeaseStore> &
  Partial<Pick<AccessStore, 'authenticateAccessToken'>>;

/** What a mounted surface (Agent HTTP, MCP) receives from the REST app. */
export interface SurfaceMountContext {
  readonly executor: Executor;
  readonly logger: Logger;
}

/** A surface mounted into the same Koa app: routers and, optionally, OpenAPI routes to document. */
export interface MountedSurface {
  readonly router: Router<RestState>;
  readonly openApiRoutes?: readonly RouteBinding[];
  /** Routes documented without an operation (Agent HTTP's tool catalog). */
  readonly openApiStaticRoutes?: readonly StaticRouteDocumentation[];
}

/** Dependencies of {@link createApp}. */
export interface RestAppDependencies {
  readonly store: RestAccessStore;
  /** Default: the Mandala engines (`createDefaultEngines()`). */
  readonly engines?: OperationEngines;
  /**
   * Worker threads for the tool calls of operations marked `offload` (see `createCalculationPool`), so the tool
   * time budget stops a calculation; only with the default engines. The owner closes it.
   */
  readonly calculationPool?: CalculationRunner;
  /**
   * Time budget of a REST call of a heavy operation (marked `offload`: waiting for its account's turn and running on
   * the calculation pool), in milliseconds: past it 504 `execution_timed_out`, uncharged. Default 10,000.
   */
  readonly timeBudgetMilliseconds?: number;
  /** Told of every operation call and key-store failure (the service's metrics). */
  readonly observer?: ExecutionObserver;
  /** Per-account request rates of every surface (see `createRequestRateLimiter`); none when absent. */
  readonly rateLimiter?: Pick<RequestRateLimiter, 'admit'>;
  /**
   * The per-address budget of requests without a key (`admitAddress`, see {@link keylessBudgetMiddleware}), counted
   * before every route of this origin; none when absent.
   */
  readonly keylessRateLimiter?: Pick<RequestRateLimiter, 'admitAddress'>;
  /** Clock for "now" defaults and stream updates. */
  readonly now?: () => Date;
  /** Default: silent. `main.ts` passes a JSON logger. */
  readonly logger?: Logger;
  /** False leaves `/healthz` and `/readyz` answers under 400 out of the request log (`MANDALA_LOG_HEALTH_CHECKS=off`); default true. */
  readonly logHealthChecks?: boolean;
  /** Extra middleware run after request logging and before every route (CORS, rate limiting...). */
  readonly middleware?: readonly Middleware<RestState>[];
  /**
   * The seam for the other surfaces: each function receives the shared executor and logger and
   * returns a router mounted before the REST routes (Agent HTTP under `/agent/v1/…`, `POST /mcp`) and,
   * optionally, the routes' documentation added to `/openapi.json` (which the reference at `/docs` renders).
   */
  readonly surfaces?: readonly ((context: SurfaceMountContext) => MountedSurface)[];
  /** Bytes an SSE stream may hold unread before it is ended as stalled; default `STREAM_MAX_UNSENT_BYTES` (64 kB). */
  readonly streamMaxUnsentBytes?: number;
  /** SSE interval in milliseconds for a value in seconds; tests shrink time. Default `seconds * 1000`. */
  readonly streamIntervalMilliseconds?: (seconds: number) => number;
  /** Resource identifiers whose OAuth access tokens each surface accepts (none without it); see `createExecutor`. */
  readonly accessTokenAudiences?: AccessTokenAudiences | (() => AccessTokenAudiences);
  /** `servers[0].url` of the OpenAPI document. */
  readonly serverUrl?: string;
  /** The account pages (`/account/…`) and the dashboard's JSON (`/account/api/…`); absent, they are not served. */
  readonly accounts?: Omit<AccountRoutesOptions, 'logger'>;
  /**
   * Runs after every route, for a request none answered: the composition root serves the built web pages
   * (`apps/web`) from disk here. Default: none (no pages).
   */
  readonly pages?: Middleware<RestState>;
  /**
   * Behind a proxy that appends the client's address to `X-Forwarded-For`: `ctx.ip` (the address the sign-in and
   * sign-up throttles count) is the last address of that header, the one the proxy added. Default false: the
   * connection's address (`MANDALA_TRUST_PROXY`).
   */
  readonly trustProxy?: boolean;
}

/** The Koa app with what its owner needs for shutdown and tests. */
export type RestApp = Koa<RestState> & {
  readonly executor: Executor;
  readonly streams: PlanetaryStreamHub;
  /** The leases of this process's open streams (the per-account cap across processes); shutdown awaits their release. */
  readonly streamLeases: StreamLeaseKeeper;
  /** The OpenAPI document, built on the first read (`/openapi.json` builds and serialises its own copy, once). */
  readonly openApiDocument: Record<string, unknown>;
  /**
   * Starts draining: `/readyz` answers 503 `shutting_down` and every answer carries `Connection: close`, so a load
   * balancer takes the instance out and clients open their next connection elsewhere, while requests are still served.
   */
  startDraining(): void;
  /** True once {@link startDraining} was called. */
  readonly draining: boolean;
};

/** The error code of a client error Koa raised itself (`expose: true`), by its HTTP status. */
const httpLayerCodes: Readonly<Record<number, MandalaErrorCode>> = {
  404: 'route_not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

function errorBoundary(logger: Logger): Middleware<RestState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: unknown; expose?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500 && (error as { expose?: unknown }).expose === true) {
        sendFailure(ctx, failure(httpLayerCodes[status] ?? 'validation_error', (error as Error).message));
        return;
      }
      const answer = toOperationFailure(error);
      if (answer.status >= 500) {
        logger.log('error', { msg: 'unhandled error', requestId: ctx.state.requestId, error: error instanceof Error ? error.stack : String(error) });
      }
      sendFailure(ctx, answer);
    }
  };
}

function notFoundAnswers(): Middleware<RestState> {
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status === 405 || ctx.status === 501) sendFailure(ctx, failure('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}.`));
    else if (ctx.status === 404) sendFailure(ctx, failure('route_not_found', `No route matches ${ctx.method} ${ctx.path}.`));
  };
}

/**
 * Builds the REST app (Koa) without listening: `http.createServer(app.callback())` serves it.
 * Every operation route goes through one executor (validation, auth, quota, idempotency), so the
 * REST answers match Agent HTTP and MCP. Mount more surfaces with `surfaces`.
 */
export function createApp(dependencies: RestAppDependencies): RestApp {
  const logger = dependencies.logger ?? silentLogger;
  const engines = dependencies.engines ?? createDefaultEngines();
  const executor = createExecutor({
    store: dependencies.store,
    engines,
    ...(dependencies.now === undefined ? {} : { now: dependencies.now }),
    ...(dependencies.calculationPool === undefined ? {} : { calculationPool: dependencies.calculationPool }),
    ...(dependencies.accessTokenAudiences === undefined ? {} : { accessTokenAudiences: dependencies.accessTokenAudiences }),
    ...(dependencies.observer === undefined ? {} : { observer: dependencies.observer }),
    ...(dependencies.rateLimiter === undefined ? {} : { rateLimiter: dependencies.rateLimiter }),
    ...(dependencies.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: dependencies.timeBudgetMilliseconds }),
  });
  const streams = createPlanetaryStreamHub({
    compute: () => planetaryUpdate(executor.context),
    ...(dependencies.streamIntervalMilliseconds === undefined ? {} : { intervalMilliseconds: dependencies.streamIntervalMilliseconds }),
    onError: (error) => logger.log('error', { msg: 'stream tick failed', error: error instanceof Error ? error.message : String(error) }),
  });
  const mounted = (dependencies.surfaces ?? []).map((mount) => mount({ executor, logger }));

  // Built when first asked for (`/openapi.json` serialises its own and keeps only the bytes): the document and the
  // recorded examples it is made with are not held by an instance that never serves it.
  const buildOpenApiDocument = () =>
    createOpenApiDocument({
      routes: [...restRouteBindings, ...mounted.flatMap((surface) => surface.openApiRoutes ?? [])],
      staticRoutes: [...staticRoutes, ...mounted.flatMap((surface) => surface.openApiStaticRoutes ?? [])],
      ...(dependencies.serverUrl === undefined ? {} : { serverUrl: dependencies.serverUrl }),
      description: apiDescription(),
    });
  let openApiDocument: Record<string, unknown> | undefined;

  const router = new Router<RestState>();
  const indexedRoutes = new Map<string, Middleware<RestState>>();
  const isStream = (binding: RouteBinding) => binding.responseMediaType === 'text/event-stream';
  const streamLeases = createStreamLeaseKeeper(dependencies.store, (error) =>
    logger.log('warn', { msg: 'stream leases not renewed or released; they expire by themselves', error: error instanceof Error ? error.message : String(error) }),
  );
  const streamOpening = streamRoute(executor, streams, streamLeases, dependencies.streamMaxUnsentBytes === undefined ? {} : { maxUnsentBytes: dependencies.streamMaxUnsentBytes });
  for (const binding of restRouteBindings) {
    const handler = headWithoutCalculation(
      binding,
      isStream(binding) ? streamOpening : operationRoute(executor, binding, { defaultEngines: dependencies.engines === undefined }),
    );
    router[binding.method](koaPath(binding.path), handler);
    if (!binding.path.includes('{')) indexedRoutes.set(staticRouteKey(binding.method, binding.path), handler);
  }
  // The index answers before the mounted surfaces' routers, so no surface may claim a REST path.
  for (const surface of mounted) {
    for (const binding of restRouteBindings) {
      if (surface.router.match(binding.path, binding.method.toUpperCase()).route) {
        throw new Error(`A mounted surface also routes ${binding.method.toUpperCase()} ${binding.path}, a REST path.`);
      }
    }
  }
  const service = serviceRouter({
    openApiDocument: buildOpenApiDocument,
    isReady: async () => (await dependencies.store.countAccounts()) >= 0,
    isDraining: () => draining,
  });
  let draining = false;

  const app = new Koa<RestState>();
  app.silent = true;
  if (dependencies.trustProxy === true) {
    app.proxy = true;
    // Only the address our proxy appended: earlier ones come from the client and could be anything.
    app.maxIpsCount = 1;
  }
  app.use(requestLog(logger, { logHealthChecks: dependencies.logHealthChecks !== false }));
  // Not async (here and in the pass-through middleware of the chart routes): a middleware that only hands on adds no
  // promise of its own to every request.
  app.use((ctx, next) => {
    if (draining) ctx.set('Connection', 'close');
    return next();
  });
  app.use(errorBoundary(logger));
  app.use(notFoundAnswers());
  if (dependencies.keylessRateLimiter !== undefined) app.use(keylessBudgetMiddleware(dependencies.keylessRateLimiter));
  for (const middleware of dependencies.middleware ?? []) app.use(middleware);
  app.use(staticRouteIndex(indexedRoutes));
  for (const surface of mounted) app.use(surface.router.routes()).use(surface.router.allowedMethods());
  app.use(service.routes()).use(service.allowedMethods());
  if (dependencies.accounts !== undefined) {
    const accountOptions = { ...dependencies.accounts, logger, executor };
    app.use(accountPageRouter(accountOptions).routes());
    app.use(accountApiRouter(accountOptions).routes());
  }
  app.use(router.routes()).use(router.allowedMethods());
  if (dependencies.pages !== undefined) app.use(dependencies.pages);
  const restApp = Object.assign(app, {
    executor,
    streams,
    streamLeases,
    startDraining() {
      draining = true;
    },
  });
  // Getters, defined rather than assigned: Object.assign would copy the value it had now (false) for good, and the
  // document is built on its first read.
  Object.defineProperty(restApp, 'openApiDocument', { get: () => (openApiDocument ??= buildOpenApiDocument()), enumerable: true });
  return Object.defineProperty(restApp, 'draining', { get: () => draining, enumerable: true }) as typeof restApp & {
    readonly draining: boolean;
    readonly openApiDocument: Record<string, unknown>;
  };
}
