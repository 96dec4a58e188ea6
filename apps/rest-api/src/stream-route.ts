import { PassThrough } from 'node:stream';
import { planetaryPositionsStream } from '@mandala/operations';
import type { Executor, PlanetaryUpdate } from '@mandala/operations';
import type { Middleware } from 'koa';
import type { PlanetaryStreamHub } from './planetary-stream-hub';
import { createQueryReader } from './query-input';
import { requestQuery } from './request-query';
import type { RestState } from './request-log';
import { recordOutcome } from './respond';

/** How often an open stream checks that its key still works: a revoked key's stream ends within 2 s (this + the key cache's 1 s). */
export const STREAM_KEY_RECHECK_MILLISECONDS = 500;

/**
 * `GET /stream/planetary-positions`: opens a Server-Sent Events stream. Opening goes through the
 * executor like any calculation (401/403/400/429 answer as JSON; 1 unit on success, no
 * `Idempotency-Key`). The first `planetary-update` event is sent at once, then one every `interval`
 * seconds from the shared hub, until the client disconnects, the server shuts down, or the key stops working: then
 * a last `access-revoked` event says why (`{ error, message }`, the code a new call would get) and the stream ends.
 */
export function streamRoute(executor: Executor, hub: PlanetaryStreamHub): Middleware<RestState> {
  const readInput = createQueryReader(planetaryPositionsStream);
  return async (ctx) => {
    const query = requestQuery(ctx);
    const rawInput = readInput(query, {});
    const result = await executor.execute({
      operation: planetaryPositionsStream,
      rawInput,
      credential: { headers: ctx.headers, rawHeaders: ctx.req.rawHeaders, query },
      surface: 'rest',
    });
    if (!recordOutcome(ctx, planetaryPositionsStream.name, result)) return;
    const { interval } = planetaryPositionsStream.input.parse(rawInput);
    const stream = new PassThrough();
    let eventId = 0;
    const send = (update: PlanetaryUpdate): void => {
      eventId += 1;
      stream.write(`event: planetary-update\nid: ${eventId}\ndata: ${JSON.stringify(update)}\n\n`);
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
    const unsubscribe = hub.subscribe(interval, { send, close: () => stream.end() });
    const credential = { headers: ctx.headers, rawHeaders: ctx.req.rawHeaders, query };
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
    const stop = (): void => {
      clearInterval(recheck);
      unsubscribe();
      stream.end();
    };
    // The response closes when the client disconnects (or the stream ended): stop the subscription.
    ctx.res.once('close', stop);
  };
}
