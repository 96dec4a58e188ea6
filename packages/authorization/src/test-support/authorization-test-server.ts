// The authorization server alone, as the registration tests drive it: a SQLite store in a fresh directory, an issuer
// on a free port of 127.0.0.1, nobody signed in, and registrations not throttled (the throttle has tests of its own).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import Koa from 'koa';
import { createAuthorizationServer } from '../authorization-server';

/** A started authorization server: its store, its issuer URL, and how to stop it. */
export interface AuthorizationTestServer {
  readonly store: AccessStore;
  readonly issuer: string;
  close(): Promise<void>;
}

/** Starts the authorization server; `directoryPrefix` names the temporary data directory. */
export async function startAuthorizationTestServer(directoryPrefix: string): Promise<AuthorizationTestServer> {
  const directory = mkdtempSync(join(tmpdir(), directoryPrefix));
  const store = await openAccessStore({ dataDirectory: directory });
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const authorization = await createAuthorizationServer({
    store,
    issuer,
    resources: { mcp: [`${issuer}/mcp`], rest: `${issuer}/`, agentHttp: `${issuer}/agent/v1` },
    resolveSession: () => Promise.resolve(null),
    registrationsPerAddressPerHour: 10_000,
  });
  const app = new Koa();
  app.use(authorization.middleware);
  server.on('request', app.callback());
  return {
    store,
    issuer,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
