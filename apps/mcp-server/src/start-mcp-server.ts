import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyServerTimeouts } from '@mandala/operations';
import { createMcpApp } from './create-mcp-app';
import { isLoopbackBind } from './mcp-origin-policy';
import type { McpApp, McpAppDependencies } from './create-mcp-app';

/** Options of {@link startMcpServer}: the app's dependencies plus where to listen. */
export type StartMcpServerOptions = McpAppDependencies & {
  /** Default 3001 (`MCP_PORT`); 0 picks a free port. */
  readonly port?: number;
  readonly host?: string | undefined;
};

/** A listening dedicated MCP server. */
export interface RunningMcpServer {
  readonly server: Server;
  readonly app: McpApp;
  /** `http://host:port/`: the `{mcp_url}` clients connect to. */
  readonly url: string;
  /** Stops accepting connections and ends idle ones; in-flight calls finish. Does not close the store. */
  close(): Promise<void>;
}

/** Serves {@link createMcpApp} on `port`. */
export async function startMcpServer(options: StartMcpServerOptions): Promise<RunningMcpServer> {
  // Bound to loopback, the Host header must name loopback too (DNS rebinding), whatever origins are allowed.
  const app = createMcpApp({ ...options, originPolicy: { ...options.originPolicy, loopbackOnly: options.originPolicy?.loopbackOnly ?? isLoopbackBind(options.host) } });
  const server = createServer(app.callback());
  applyServerTimeouts(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3001, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host === '::' || host === '[::]' || host === '0.0.0.0' ? 'localhost' : host}:${address.port}/`;
  let closing: Promise<void> | undefined;
  return {
    server,
    app,
    url,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
