// A TCP proxy the fault tests put between the service and PostgreSQL, to stop the database's traffic on purpose
// without stopping the shared PostgreSQL server.
import { createServer, connect } from 'node:net';
import type { Server, Socket } from 'node:net';

/** How the proxy treats traffic. */
export type ProxyMode =
  /** Forwards both ways. */
  | 'forward'
  /** As a stopped PostgreSQL: open connections are reset, new ones refused. */
  | 'refuse'
  /** As a network partition: connections stay open but nothing passes, new ones are accepted and hang. */
  | 'hang';

/** A running proxy. */
export interface TcpProxy {
  /** The port it listens on, on 127.0.0.1. */
  readonly port: number;
  /** Switches the mode; leaving `forward` cuts every open connection's traffic at once. */
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

/** Starts a proxy on a free port of 127.0.0.1 that forwards to `targetHost:targetPort`. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<{ client: Socket; upstream: Socket | undefined }>();
  const onConnection = (client: Socket): void => {
    client.on('error', () => undefined);
    const pair: { client: Socket; upstream: Socket | undefined } = { client, upstream: undefined };
    pairs.add(pair);
    client.on('close', () => {
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    // Hanging: the connection is accepted and left alone (nothing is read or answered).
    if (mode === 'hang') return;
    const upstream = connect(targetPort, targetHost);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };
  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const port = await listen(0);
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    port,
    async setMode(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (previous === 'refuse') {
        server = createServer(onConnection);
        await listen(port);
      }
      for (const pair of pairs) {
        if (next === 'refuse') {
          pair.client.resetAndDestroy();
          pair.upstream?.destroy();
        } else if (next === 'hang') {
          // Nothing passes any more either way; both sockets stay open.
          pair.client.unpipe();
          pair.upstream?.unpipe();
          pair.client.pause();
          pair.upstream?.pause();
        }
      }
      // Connections left hanging stay useless after the partition heals, as after a real one: reset them then.
      if (previous === 'hang') for (const pair of pairs) pair.client.resetAndDestroy();
      if (next === 'refuse') await stopListening();
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      if (mode !== 'refuse') await stopListening();
    },
  };
}
