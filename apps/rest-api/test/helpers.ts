// Test harness: a real access store (SQLite in a temporary folder, or PostgreSQL in a throw-away
// schema), accounts on each plan, and the REST app served in-process on a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore, PlanId } from '@mandala/access';
import { createAccountMailer } from '../src/account/account-mailer';
import { createApp } from '../src/create-app';
import { silentLogger } from '../src/logger';
import type { RestApp, RestAppDependencies } from '../src/create-app';

/** A served app with its store and keys. */
export interface TestServer {
  readonly url: string;
  readonly app: RestApp;
  readonly server: Server;
  readonly store: AccessStore;
  /** Creates an account on `plan` (optionally with a custom monthly limit) and returns its key and id. */
  account(plan: PlanId, customMonthlyUnits?: number): Promise<{ key: string; accountId: string }>;
  /** GET/POST with headers; returns status, headers and parsed body (JSON when it is JSON). */
  request(path: string, options?: { headers?: Record<string, string>; method?: string; body?: string }): Promise<TestResponse>;
  close(): Promise<void>;
}

/** A parsed response. */
export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
  readonly text: string;
}

/** Options of {@link startTestServer}. */
export interface TestServerOptions extends Partial<Omit<RestAppDependencies, 'store'>> {
  /** Reuse this store (two servers sharing one database). */
  readonly store?: AccessStore;
  /** PostgreSQL URL; default SQLite in a temporary folder. */
  readonly databaseUrl?: string;
  readonly postgresSchema?: string;
  /** Serves the account pages and `/account/api/` over the test store; emails go to `smtpUrl` (else the log). */
  readonly withAccounts?: { readonly smtpUrl?: string; readonly publicUrl?: string };
}

/** Serves the REST app on a free port over a real access store. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-rest-'));
  const ownsStore = options.store === undefined;
  const store =
    options.store ??
    (await openAccessStore({
      dataDirectory,
      databaseUrl: options.databaseUrl,
      ...(options.postgresSchema === undefined ? {} : { postgresSchema: options.postgresSchema }),
    }));
  const logger = options.logger ?? silentLogger;
  const accounts =
    options.withAccounts === undefined
      ? undefined
      : {
          store,
          publicUrl: options.withAccounts.publicUrl,
          mailer: createAccountMailer({ smtpUrl: options.withAccounts.smtpUrl, from: 'Mandala <no-reply@mandala.test>', logger }),
        };
  const app = createApp({ ...options, store, ...(accounts === undefined ? {} : { accounts }) });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    server,
    store,
    async account(plan, customMonthlyUnits) {
      const created = await store.createAccountWithKey({ name: `test-${plan}`, plan, customMonthlyUnits });
      return { key: created.key, accountId: created.accountId };
    },
    async request(path, requestOptions = {}) {
      const response = await fetch(`${url}${path}`, {
        method: requestOptions.method ?? 'GET',
        headers: requestOptions.headers ?? {},
        ...(requestOptions.body === undefined ? {} : { body: requestOptions.body }),
      });
      const text = await response.text();
      let body: unknown = text;
      if ((response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text) as unknown;
      return { status: response.status, headers: response.headers, body, text };
    },
    async close() {
      app.streams.closeAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownsStore) await store.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

/** `Authorization: Bearer <key>`. */
export function bearer(key: string): Record<string, string> {
  return { authorization: `Bearer ${key}` };
}

/** Units used this month by `accountId`. */
export async function usedUnits(store: AccessStore, accountId: string): Promise<number> {
  return (await store.quotaStatus(accountId)).used;
}

/** A birth used across tests. */
export const birthQuery = 'date=1990-05-15T14:30&timezone=Europe/Berlin';
