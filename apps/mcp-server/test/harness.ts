// Test harness: the dedicated MCP app over a real access store (SQLite in a temporary folder), served on a
// free port, and SDK clients connected to it with a key. Engines come from the Agent HTTP harness.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore, PlanId } from '@mandala/access';
import type { OperationEngines } from '@mandala/operations';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startMcpServer } from '../src/start-mcp-server';
import type { RunningMcpServer } from '../src/start-mcp-server';
import { createTestEngines } from '@mandala/operations/testing';

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
export async function startMcpTestServer(options: { engines?: OperationEngines; timeBudgetMilliseconds?: number } = {}): Promise<McpTestServer> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-mcp-'));
  const store = await openAccessStore({ dataDirectory });
  const running = await startMcpServer({
    store,
    engines: options.engines ?? createTestEngines(),
    port: 0,
    host: '127.0.0.1',
    ...(options.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: options.timeBudgetMilliseconds }),
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
