// Test harness: the dedicated MCP app over a real access store (SQLite in a temporary folder), served on a
// free port, and SDK clients connected to it with a key. Engines come from the Agent HTTP harness.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore, PlanId } from '@mandala/access';
import type { OperationEngines } from '@mandala/operations';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import Koa from 'koa';
import { afterAll, beforeAll } from 'vitest';
import type { McpAppDependencies } from '../src/create-mcp-app';
import type { McpLogger } from '../src/mcp-logger';
import type { McpOriginPolicy } from '../src/mcp-origin-policy';
import { mcpCompatibilitySurface } from '../src/mcp-surface';
import type { McpRouteState } from '../src/mcp-surface';
import { startMcpServer } from '../src/start-mcp-server';
import type { RunningMcpServer } from '../src/start-mcp-server';
import { bearer, createTestEngines } from '@mandala/operations/testing';

export { bearer, chartArguments, createTestEngines, usedUnits } from '@mandala/operations/testing';

/** A served MCP app with its store. */
export interface McpTestServer {
  readonly url: string;
  readonly store: AccessStore;
  readonly running: RunningMcpServer;
  account(plan: PlanId, customMonthlyUnits?: number): Promise<{ key: string; accountId: string }>;
  close(): Promise<void>;
}

/** Serves `createMcpApp` on a free port over a fresh store. */
export async function startMcpTestServer(
  options: {
    engines?: OperationEngines;
    timeBudgetMilliseconds?: number;
    logger?: McpLogger;
    originPolicy?: McpOriginPolicy;
    keylessRateLimiter?: McpAppDependencies['keylessRateLimiter'];
    trustProxy?: boolean;
    protectedResource?: McpAppDependencies['protectedResource'];
  } = {},
): Promise<McpTestServer> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-mcp-'));
  const store = await openAccessStore({ dataDirectory });
  const running = await startMcpServer({
    store,
    engines: options.engines ?? createTestEngines(),
    port: 0,
    host: '127.0.0.1',
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    ...(options.originPolicy === undefined ? {} : { originPolicy: options.originPolicy }),
    ...(options.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: options.timeBudgetMilliseconds }),
    ...(options.keylessRateLimiter === undefined ? {} : { keylessRateLimiter: options.keylessRateLimiter }),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    ...(options.protectedResource === undefined ? {} : { protectedResource: options.protectedResource }),
  });
  return {
    url: running.url,
    store,
    running,
    async account(plan, customMonthlyUnits) {
      const created = await store.createAccountWithKey({ name: `mcp-${plan}`, plan, customMonthlyUnits });
      return { key: created.key, accountId: created.accountId };
    },
    async close() {
      running.server.closeAllConnections();
      await running.close();
      await store.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

/** An SDK client connected over Streamable HTTP with `headers` on every request. */
export async function connectClient(url: string, headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'mandala-test-client', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
  await client.connect(transport);
  return client;
}

/** The `POST /mcp` compatibility route on a bare Koa app sharing `served`'s executor, as the REST app mounts it. */
export async function startCompatibilityRoute(
  served: McpTestServer,
  options: { originPolicy?: McpOriginPolicy } = {},
): Promise<{ url: string; states: McpRouteState[]; close(): Promise<void> }> {
  const states: McpRouteState[] = [];
  const app = new Koa<McpRouteState>();
  app.use(async (ctx, next) => {
    states.push(ctx.state);
    await next();
  });
  const { router } = mcpCompatibilitySurface(options)({ executor: served.running.app.executor });
  app.use(router.routes()).use(router.allowedMethods());
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    states,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The dedicated MCP server and the REST origin's `POST /mcp` beside it, both serving one executor. */
export interface BothMcpOrigins {
  readonly served: McpTestServer;
  readonly compatibility: Awaited<ReturnType<typeof startCompatibilityRoute>>;
}

/**
 * Starts both MCP origins before the test file's tests and closes them after (vitest `beforeAll`/`afterAll`); read
 * `served` and `compatibility` from the returned object inside the tests.
 */
export function useBothMcpOrigins(): BothMcpOrigins {
  const origins: { served?: McpTestServer; compatibility?: BothMcpOrigins['compatibility'] } = {};
  beforeAll(async () => {
    origins.served = await startMcpTestServer();
    origins.compatibility = await startCompatibilityRoute(origins.served);
  });
  afterAll(async () => {
    await origins.compatibility?.close();
    await origins.served?.close();
  });
  const started = <Value>(value: Value | undefined): Value => {
    if (value === undefined) throw new Error('the MCP origins are read before beforeAll started them');
    return value;
  };
  return {
    get served() {
      return started(origins.served);
    },
    get compatibility() {
      return started(origins.compatibility);
    },
  };
}

/** A raw JSON-RPC POST (what curl sends): the HTTP status and the parsed body (null when empty). */
export async function postJsonRpc(
  url: string,
  key: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...bearer(key), 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
