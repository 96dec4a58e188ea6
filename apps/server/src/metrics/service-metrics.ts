import { storeErrorKinds } from '@mandala/operations';
import type { ExecutionObserver } from '@mandala/operations';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BuildInfo } from './build-info';

/** Seconds: from a cached look-up (≈ 0.1 ms) to the 10 s tool time budget. */
const durationBucketsSeconds = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The metrics of one service process (see the table in `docs/deployment.md`). */
export interface ServiceMetrics {
  /** The registry every metric of the process is in, Node's default metrics (`mandala_nodejs_…`) included. */
  readonly registry: Registry;
  /** For the executor: requests, latency, units charged and refused, key-store errors. */
  readonly observer: ExecutionObserver;
  /** For the calculation pool: how long a calculation waited for a free worker thread. */
  observePoolWait(waitSeconds: number): void;
  /** Where the pool's queue length and the open SSE streams are read at each scrape. */
  track(sources: MetricSources): void;
  /** Counts the OAuth authorization server's grants and tokens from its own events (oidc-provider's). */
  observeAuthorization(events: AuthorizationEvents): void;
}

/** The OAuth authorization server's event emitter (oidc-provider's `Provider`), as far as the metrics listen to it. */
export interface AuthorizationEvents {
  on(event: 'authorization.success' | 'grant.success' | 'grant.revoked', listener: (ctx: unknown) => void): unknown;
}

/** The token endpoint's grant types the service allows; any other is counted as `other` (bounded labels). */
const tokenGrantTypes = ['authorization_code', 'refresh_token'] as const;

function grantTypeOf(ctx: unknown): string {
  const grantType = (ctx as { oidc?: { params?: { grant_type?: unknown } } } | undefined)?.oidc?.params?.grant_type;
  return (tokenGrantTypes as readonly unknown[]).includes(grantType) ? (grantType as string) : 'other';
}

/** What gauges read when scraped. */
export interface MetricSources {
  readonly poolQueueLength?: () => number;
  readonly openStreams?: () => number;
}

/**
 * Creates the process's metrics on a new registry (prom-client): `mandala_requests_total`,
 * `mandala_request_duration_seconds`, `mandala_units_charged_total`, `mandala_units_refused_total`,
 * `mandala_store_errors_total`, `mandala_calculation_pool_queue_length`, `mandala_calculation_pool_wait_seconds`,
 * `mandala_sse_streams_open`, `mandala_oauth_grants_issued_total`, `mandala_oauth_tokens_issued_total`,
 * `mandala_oauth_grants_revoked_total`, `mandala_build_info{version,commit,node}` (always 1) and Node's default metrics with the `mandala_` prefix (event-loop lag, memory, CPU, …).
 * A cluster worker's registry is summed with the others' by the primary (`AggregatorRegistry`).
 */
export function createServiceMetrics(build?: BuildInfo): ServiceMetrics {
  const registry = new Registry();
  if (build !== undefined) {
    const buildInfo = new Gauge({
      name: 'mandala_build_info',
      help: 'Always 1; its labels say which Mandala runs: version, source commit and Node.js version.',
      labelNames: ['version', 'commit', 'node'] as const,
      registers: [registry],
      // Summed over a cluster's workers it would say 2; every worker runs the same build.
      aggregator: 'first',
    });
    buildInfo.set({ version: build.version, commit: build.commit, node: build.node }, 1);
  }
  collectDefaultMetrics({ register: registry, prefix: 'mandala_' });
  const sources: { poolQueueLength?: () => number; openStreams?: () => number } = {};

  const requests = new Counter({
    name: 'mandala_requests_total',
    help: 'Operation calls answered, by operation, surface (rest, agent-http, mcp) and status (the error table’s status of the outcome).',
    labelNames: ['operation', 'surface', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'mandala_request_duration_seconds',
    help: 'Seconds from the start of an operation call to its answer (key store and calculation included), by operation.',
    labelNames: ['operation'] as const,
    buckets: durationBucketsSeconds,
    registers: [registry],
  });
  const charged = new Counter({
    name: 'mandala_units_charged_total',
    help: 'Quota units charged, by operation and surface (an idempotent replay charges 0).',
    labelNames: ['operation', 'surface'] as const,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'mandala_units_refused_total',
    help: 'Quota units of calls refused before they ran, by reason: quota (429 quota_exhausted) or rate_limit (429 rate_limited).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const storeErrors = new Counter({
    name: 'mandala_store_errors_total',
    help: 'Key-store failures (answered 503 store_unavailable), by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const poolWait = new Histogram({
    name: 'mandala_calculation_pool_wait_seconds',
    help: 'Seconds a calculation waited in the calculation pool’s queue for a free worker thread.',
    buckets: durationBucketsSeconds,
    registers: [registry],
  });
  new Gauge({
    name: 'mandala_calculation_pool_queue_length',
    help: 'Calculations waiting for a free worker thread now.',
    registers: [registry],
    collect() {
      this.set(sources.poolQueueLength?.() ?? 0);
    },
  });
  new Gauge({
    name: 'mandala_sse_streams_open',
    help: 'Open server-sent event streams (GET /planetary-stream).',
    registers: [registry],
    collect() {
      this.set(sources.openStreams?.() ?? 0);
    },
  });
  const oauthGrantsIssued = new Counter({
    name: 'mandala_oauth_grants_issued_total',
    help: 'OAuth authorization grants issued: authorization requests answered with a code (the person allowed the app, or had already).',
    registers: [registry],
  });
  const oauthTokensIssued = new Counter({
    name: 'mandala_oauth_tokens_issued_total',
    help: 'Successful answers of the OAuth token endpoint, by grant type (authorization_code, refresh_token).',
    labelNames: ['grant_type'] as const,
    registers: [registry],
  });
  const oauthGrantsRevoked = new Counter({
    name: 'mandala_oauth_grants_revoked_total',
    help: 'OAuth grants revoked: a refresh token revoked at /oauth/revoke, an app disconnected by its account, a refresh token replayed.',
    registers: [registry],
  });
  // Every series an alert reads exists from the start, at 0.
  oauthGrantsIssued.inc(0);
  oauthGrantsRevoked.inc(0);
  for (const grantType of tokenGrantTypes) oauthTokensIssued.inc({ grant_type: grantType }, 0);
  for (const reason of ['quota', 'rate_limit']) refused.inc({ reason }, 0);
  for (const kind of storeErrorKinds) storeErrors.inc({ kind }, 0);

  return {
    registry,
    observer: {
      call(observation) {
        requests.inc({ operation: observation.operation, surface: observation.surface, status: String(observation.status) });
        duration.observe({ operation: observation.operation }, observation.durationSeconds);
        if (observation.chargedUnits > 0) charged.inc({ operation: observation.operation, surface: observation.surface }, observation.chargedUnits);
        if (observation.refusal !== undefined) refused.inc({ reason: observation.refusal }, observation.refusedUnits);
      },
      storeError(kind) {
        storeErrors.inc({ kind });
      },
    },
    observePoolWait(waitSeconds) {
      poolWait.observe(waitSeconds);
    },
    track(more) {
      Object.assign(sources, more);
    },
    observeAuthorization(events) {
      events.on('authorization.success', () => oauthGrantsIssued.inc());
      events.on('grant.success', (ctx) => oauthTokensIssued.inc({ grant_type: grantTypeOf(ctx) }));
      events.on('grant.revoked', () => oauthGrantsRevoked.inc());
    },
  };
}
