// One process as `pnpm start` wires it, on the test engines: a SQLite store in a fresh directory, the REST app with
// Agent HTTP and `POST /mcp` mounted, and the dedicated MCP server on the REST app's executor.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { startMcpServer } from '@mandala/mcp-server';
import type { RunningMcpServer } from '@mandala/mcp-server';
import { createTestEngines } from '@mandala/operations/testing';
import { createApp } from '@mandala/rest-api';
import type { RestAccessStore } from '@mandala/rest-api';
import { mountedSurfaces } from '../src/mounted-surfaces';

/** The started surfaces: the store (as opened, whatever the app was given), the REST origin, the MCP server. */
export interface WiredSurfaces {
  readonly store: AccessStore;
  readonly restUrl: string;
  readonly mcp: RunningMcpServer;
  /** Closes both servers (cutting open connections), the store, and removes the data directory. */
  close(): Promise<void>;
}

/** Options of {@link startWiredSurfaces}. */
export interface WiredSurfacesOptions {
  /** The store the app uses, made from the opened one (a stand-in that fails on demand, say); default the opened store. */
  readonly appStore?: (store: AccessStore) => RestAccessStore;
}

/** Starts the surfaces on free ports of 127.0.0.1; `directoryPrefix` names the temporary data directory. */
export async function startWiredSurfaces(directoryPrefix: string, options: WiredSurfacesOptions = {}): Promise<WiredSurfaces> {
  const dataDirectory = mkdtempSync(join(tmpdir(), directoryPrefix));
  const store = await openAccessStore({ dataDirectory });
  const app = createApp({ store: options.appStore?.(store) ?? store, engines: createTestEngines(), surfaces: mountedSurfaces() });
  const restServer = createServer(app.callback());
  await new Promise<void>((resolve) => restServer.listen(0, '127.0.0.1', () => resolve()));
  const restUrl = `http://127.0.0.1:${(restServer.address() as AddressInfo).port}`;
  const mcp = await startMcpServer({ executor: app.executor, port: 0, host: '127.0.0.1' });
  return {
    store,
    restUrl,
    mcp,
    async close() {
      mcp.server.closeAllConnections();
      await mcp.close();
      restServer.closeAllConnections();
      await new Promise<void>((resolve) => restServer.close(() => resolve()));
      await store.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
