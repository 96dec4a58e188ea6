import type { IncomingMessage, Server } from 'node:http';
import { guardStalledReaders } from './stalled-reader-guard';

/**
 * How long a Mandala HTTP server (REST with Agent HTTP and `/mcp`, and the dedicated MCP server) waits for a
 * client, in milliseconds. A slow client is cut on its own connection; every other connection is served
 * meanwhile (Node reads sockets without blocking).
 */
export interface ServerTimeouts {
  /** The request line and headers must arrive within this long of the request's start (slow headers): 408, then close. */
  readonly headersMilliseconds: number;
  /** The whole request, headers and body, must arrive within this long (a body trickled slowly): 408, then close. */
  readonly requestMilliseconds: number;
  /** Longest silence while a request body is still arriving (a stalled upload): the connection is closed. */
  readonly bodyIdleMilliseconds: number;
  /** An idle keep-alive connection (between two requests) is closed after this long. */
  readonly keepAliveMilliseconds: number;
  /** How often the server checks the header and request deadlines (the cut comes at most this much late). */
  readonly checkIntervalMilliseconds: number;
  /**
   * The send timeout: a connection whose answer waits to be read and drains slower than `minimumSendBytesPerSecond`
   * over this window is destroyed (a reader that stalls cannot hold the answer's memory). 0 disables.
   */
  readonly sendStallMilliseconds: number;
  /** The minimum drain rate of an answer being sent, in bytes per second, averaged over `sendStallMilliseconds`. */
  readonly minimumSendBytesPerSecond: number;
}

/** The limits every Mandala server applies (see the root README, "Limits and timeouts"). */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMilliseconds: 10_000,
  requestMilliseconds: 30_000,
  bodyIdleMilliseconds: 10_000,
  keepAliveMilliseconds: 5_000,
  checkIntervalMilliseconds: 1_000,
  sendStallMilliseconds: 10_000,
  minimumSendBytesPerSecond: 1024,
};

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The timeouts each server was given last, read by its body idle listener on every request. */
const appliedTimeouts = new WeakMap<Server, ServerTimeouts>();

/**
 * Applies {@link ServerTimeouts} to a server (the defaults, with `overrides`). The header and request deadlines
 * are Node's own (`headersTimeout`, `requestTimeout`, checked every `checkIntervalMilliseconds`, which is read
 * when the server starts listening); the body idle limit is the socket's inactivity timeout while a body is being
 * received, lifted once the body has ended, so a calculation that runs long after its body arrived is never cut
 * by it. Applying again replaces the limits (tests shorten them on a running server).
 */
export function applyServerTimeouts(server: Server, overrides: Partial<ServerTimeouts> = {}): ServerTimeouts {
  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS, ...overrides };
  server.headersTimeout = timeouts.headersMilliseconds;
  server.requestTimeout = timeouts.requestMilliseconds;
  server.keepAliveTimeout = timeouts.keepAliveMilliseconds;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = timeouts.checkIntervalMilliseconds;
  if (!appliedTimeouts.has(server)) {
    server.on('request', (request: IncomingMessage) => {
      const bodyIdleMilliseconds = appliedTimeouts.get(server)?.bodyIdleMilliseconds ?? 0;
      if (bodyIdleMilliseconds === 0 || !hasBody(request)) return;
      const socket = request.socket;
      socket.setTimeout(bodyIdleMilliseconds);
      request.once('end', () => socket.setTimeout(server.timeout));
    });
  }
  appliedTimeouts.set(server, timeouts);
  guardStalledReaders(
    server,
    { sendStallMilliseconds: timeouts.sendStallMilliseconds, minimumSendBytesPerSecond: timeouts.minimumSendBytesPerSecond },
    Math.min(timeouts.checkIntervalMilliseconds, Math.max(100, timeouts.sendStallMilliseconds / 4)),
  );
  return timeouts;
}
