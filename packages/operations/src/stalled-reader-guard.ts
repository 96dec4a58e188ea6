import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How a server treats a client that stops reading its answer. */
export interface StalledReaderLimits {
  /**
   * A connection with answer bytes waiting to be sent that drains fewer than `minimumSendBytesPerSecond` times this
   * window's seconds within the window is destroyed, and the memory its unsent answer held is freed. 0 disables.
   */
  readonly sendStallMilliseconds: number;
  /** The slowest drain rate a reader may keep, in bytes per second, averaged over `sendStallMilliseconds`. */
  readonly minimumSendBytesPerSecond: number;
}

interface DrainMark {
  /** Bytes handed to the kernel when the window started. */
  delivered: number;
  /** When the window started (ms). */
  since: number;
}

/** Bytes of `socket` already handed to the kernel: those written less those still queued in Node. */
function deliveredBytes(socket: Socket): number {
  return (socket.bytesWritten ?? 0) - socket.writableLength;
}

const guards = new WeakMap<Server, { limits: StalledReaderLimits }>();

/**
 * Destroys the connections of `server` whose reader stalls (the send timeout and minimum drain rate of every answer:
 * REST, Agent HTTP, MCP, streams, static files): one sweep a second over the open connections, each judged by how
 * many bytes it drained since its window started while it had bytes waiting. A connection with nothing waiting is
 * never judged, so idle keep-alive connections and long calculations are left to their own timeouts. Applying
 * again replaces the limits.
 */
export function guardStalledReaders(server: Server, limits: StalledReaderLimits, checkIntervalMilliseconds = 1000): void {
  const existing = guards.get(server);
  if (existing !== undefined) {
    existing.limits = limits;
    return;
  }
  const guard = { limits };
  guards.set(server, guard);
  const marks = new Map<Socket, DrainMark>();
  server.on('connection', (socket: Socket) => {
    marks.set(socket, { delivered: 0, since: Date.now() });
    socket.once('close', () => marks.delete(socket));
  });
  let sweeper: NodeJS.Timeout | undefined;
  const sweep = (): void => {
    const { sendStallMilliseconds, minimumSendBytesPerSecond } = guard.limits;
    if (sendStallMilliseconds <= 0) return;
    const now = Date.now();
    const minimumBytes = (minimumSendBytesPerSecond * sendStallMilliseconds) / 1000;
    for (const [socket, mark] of marks) {
      const delivered = deliveredBytes(socket);
      if (socket.writableLength === 0 || delivered - mark.delivered >= minimumBytes) {
        mark.delivered = delivered;
        mark.since = now;
      } else if (now - mark.since >= sendStallMilliseconds) {
        marks.delete(socket);
        socket.destroy();
      }
    }
  };
  const start = (): void => {
    sweeper ??= setInterval(sweep, checkIntervalMilliseconds);
    sweeper.unref();
  };
  if (server.listening) start();
  server.on('listening', start);
  server.on('close', () => {
    if (sweeper !== undefined) clearInterval(sweeper);
    sweeper = undefined;
  });
}
