import { PassThrough } from 'node:stream';
import { plans } from '@mandala/access';
import { failure, planetaryPositionsStream } from '@mandala/operations';
import type { Executor, PlanetaryUpdate } from '@mandala/operations';
import type { Middleware } from 'koa';
import type { PlanetaryStreamHub } from './planetary-stream-hub';
import type { StreamLeaseKeeper } from './stream-lease-keeper';
import { createQueryReader } from './query-input';
import { requestQuery } from './request-query';
import type { RestState } from './request-log';
import { recordOutcome, sendFailure } from './respond';

/** How often an open stream checks that its key still works: a revoked key's stream ends within 2 s (this + the key cache's 1 s). */
export const STREAM_KEY_RECHECK_MILLISECONDS = 500;

/**
 * Bytes an open stream may hold unsent (in its own buffer and the socket's, past what the kernel took) before it is
 * ended as stalled: 64 kB, about 15 updates (≈ 4.3 kB each) that a client has not read. A client that reads keeps
 * this near 0; one that stopped reading is cut within 15 ticks of the kernel's buffers filling, instead of the
 * service buffering for it for as long as it keeps the connection.
 */
export const STREAM_MAX_UNSENT_BYTES = 64 * 1024;

/** Options of {@link streamRoute}. */
export interface StreamRouteOptions {
  /** Default {@link STREAM_MAX_UNSENT_BYTES}; tests lower it. */
  readonly maxUnsentBytes?: number;
}

/**
 * `GET /stream/planetary-positions`: opens a Server-Sent Events stream. Opening goes through the
 * executor like any calculation (401/403/400/429 answer as JSON; 1 unit on success, no
 * `Idempotency-Key`). The first `planetary-update` event is sent at once, then one every `interval`
 * seconds from the shared hub, until the client disconnects, the server shuts down, or the key stops working: then
 * a last `access-revoked` event says why (`{ error, message }`, the code a new call would get) and the stream ends.
 *
 * An account holds at most its plan's `openStreamsLimit` streams open at once across every worker and instance on the
 * store (a leased row per stream, see `StreamLeaseStore`): one more is refused with 429 `too_many_streams` naming the
 * cap, before anything is charged. A stream whose client does not read (more than `maxUnsentBytes` waiting) is ended
 * and its connection closed, and its place freed.
 */
export function streamRoute(executor: Executor, hub: PlanetaryStreamHub, leases: StreamLeaseKeeper, options: StreamRouteOptions = {}): Middleware<RestState> {
  const readInput = createQueryReader(planetaryPositionsStream);
  const maxUnsentBytes = options.maxUnsentBytes ?? STREAM_MAX_UNSENT_BYTES;
  const release = (leaseId: string): void => leases.release(leaseId);
  return async (ctx) => {
    const query = requestQuery(ctx);
    const rawInput = readInput(query, {});
    const credential = { headers: ctx.headers, rawHeaders: ctx.req.rawHeaders, query };
    // The cap is checked before the call is charged; a refused key is answered by the call itself, as before.
    const identity = await executor.identify(credential, { requests: 0, surface: 'rest' });
    let heldLease: string | undefined;
    if (identity.ok) {
      const { id: accountId, plan } = identity.authentication.account;
      const limit = plans[plan].openStreamsLimit;
      const grant = await leases.acquire(accountId, limit);
      if (!grant.ok) {
        const open = grant.open;
        ctx.state.log.keyId = identity.authentication.keyId;
        sendFailure(
          ctx,
          failure(
            'too_many_streams',
            `This account already has ${open} streams open, the most its ${plans[plan].name} plan allows (${limit}). Close one (end its connection) before opening another, or share one stream between your listeners.`,
            { plan, openStreamsLimit: limit },
          ),
        );
        return;
      }
      heldLease = grant.leaseId;
    }
    let result;
    try {
      result = await executor.execute({ operation: planetaryPositionsStream, rawInput, credential, surface: 'rest' });
    } catch (error) {
      if (heldLease !== undefined) release(heldLease);
      throw error;
    }
    if (!recordOutcome(ctx, planetaryPositionsStream.name, result)) {
      if (heldLease !== undefined) release(heldLease);
      return;
    }
    const { interval } = planetaryPositionsStream.input.parse(rawInput);
    const stream = new PassThrough();
    let eventId = 0;
    const socket = ctx.req.socket;
    const send = (update: PlanetaryUpdate): void => {
      eventId += 1;
      stream.write(`event: planetary-update\nid: ${eventId}\ndata: ${JSON.stringify(update)}\n\n`);
    };
    /** Each tick: the update, then the stream is ended if its client stopped reading. */
    const sendOrEndStalled = (update: PlanetaryUpdate): void => {
      if (stream.writableEnded) return;
      send(update);
      // What the client has not taken: this stream's buffers and the socket's (once the kernel's are full).
      if (stream.writableLength + stream.readableLength + socket.writableLength > maxUnsentBytes) {
        stop();
        socket.destroy();
      }
    };
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.status = 200;
    ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
    ctx.set('Cache-Control', 'no-cache, no-transform');
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = stream;
    stream.write(`retry: ${interval * 1000}\n\n`);
    send(result.value as PlanetaryUpdate);
    const unsubscribe = hub.subscribe(interval, { send: sendOrEndStalled, close: () => stream.end() });
    let checking = false;
    const recheck = setInterval(() => {
      if (checking) return;
      checking = true;
      void executor.recheck(credential, planetaryPositionsStream).then((refusal) => {
        checking = false;
        if (refusal === undefined || stream.writableEnded) return;
        stream.write(`event: access-revoked\ndata: ${JSON.stringify({ error: refusal.code, message: refusal.message })}\n\n`);
        stop();
      });
    }, STREAM_KEY_RECHECK_MILLISECONDS);
    recheck.unref();
    let stopped = false;
    const stop = (): void => {
      if (stopped) return;
      stopped = true;
      clearInterval(recheck);
      unsubscribe();
      stream.end();
      if (heldLease !== undefined) release(heldLease);
    };
    // The response closes when the client disconnects (or the stream ended): stop the subscription.
    ctx.res.once('close', stop);
  };
}
