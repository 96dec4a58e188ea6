// Test harness: a real access store (SQLite in a temporary folder), accounts on each plan, injectable
// engines, and the Agent HTTP app served in-process on a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore, PlanId } from '@mandala/access';
import type { OperationEngines } from '@mandala/operations';
import { createTestEngines } from '@mandala/operations/testing';
import { createAgentApp } from '../src/create-agent-app';

export { bearer, chartArguments, createTestEngines, usedUnits } from '@mandala/operations/testing';
export type { TestEngines } from '@mandala/operations/testing';

/** A served Agent HTTP app over a real store. */
export interface AgentTestServer {
  readonly url: string;
  readonly store: AccessStore;
  readonly server: Server;
  account(plan: PlanId, customMonthlyUnits?: number): Promise<{ key: string; accountId: string }>;
  close(): Promise<void>;
}

/** Options: engines, a time budget, or a wrapper around the store (to make it fail). */
export interface AgentTestOptions {
  readonly engines?: OperationEngines;
  readonly timeBudgetMilliseconds?: number;
  readonly wrapStore?: (store: AccessStore) => Pick<AccessStore, 'authenticate' | 'runMetered' | 'quotaStatus'>;
}

/** Serves `createAgentApp` on a free port. */
export async function startAgentTestServer(options: AgentTestOptions = {}): Promise<AgentTestServer> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-agent-'));
  const store = await openAccessStore({ dataDirectory });
  const app = createAgentApp({
    store: options.wrapStore?.(store) ?? store,
    engines: options.engines ?? createTestEngines(),
    ...(options.timeBudgetMilliseconds === undefined ? {} : { timeBudgetMilliseconds: options.timeBudgetMilliseconds }),
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    store,
    server,
    async account(plan, customMonthlyUnits) {
      const created = await store.createAccountWithKey({ name: `test-${plan}`, plan, customMonthlyUnits });
      return { key: created.key, accountId: created.accountId };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

/** A parsed answer. */
export interface JsonAnswer {
  readonly status: number;
  readonly headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

/** POSTs `body` (JSON unless a string) to `url + path` with `headers`. */
export async function postJson(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** GETs `url + path` with `headers`. */
export async function getJson(url: string, path: string, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const response = await fetch(`${url}${path}`, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}
