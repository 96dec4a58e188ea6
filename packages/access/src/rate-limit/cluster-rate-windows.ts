import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { setImmediate } from 'node:timers';
import type { BurstyRateLimiter } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { burstyMemoryLimiter } from './bursty-memory-limiter';
import type { RequestRateLimit } from './request-rate-limits';

/** A limit counted in the cluster primary: a steady window and a burst window, as `BurstyRateLimiter` counts them. */
export interface RateWindows {
  /** Names the windows (`<prefix>-steady`, `<prefix>-burst`); one prefix, one limit. */
  readonly prefix: string;
  readonly limit: RequestRateLimit;
}

/** Counts calls against one {@link RateWindows}, as `rate-limiter-flexible`'s limiters do. */
export interface RateConsumer {
  /** Resolves with the counter's answer when the call fits; rejects with a `RateLimiterRes` when it does not, with an `Error` when nothing answered. */
  consume(key: string, points?: number): Promise<RateLimiterRes>;
}

/** A worker's calls of one turn: the limits named in it and, for each call, `[prefix, key, points]`. */
interface ConsumeRequest {
  readonly type: 'mandala:rate-consume';
  readonly batch: number;
  readonly limits: Record<string, RequestRateLimit>;
  readonly calls: readonly (readonly [string, string, number])[];
}

/** One answer per call, in order: `[fits (1) / over (0) / failed (2), msBeforeNext, remainingPoints, consumedPoints, isFirstInDuration]`. */
type CallAnswer = readonly [0 | 1 | 2, number, number, number, boolean];

interface ConsumeAnswer {
  readonly type: 'mandala:rate-answer';
  readonly batch: number;
  readonly answers: readonly CallAnswer[];
}

function isConsumeRequest(value: unknown): value is ConsumeRequest {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'mandala:rate-consume';
}

function isConsumeAnswer(value: unknown): value is ConsumeAnswer {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'mandala:rate-answer';
}

/** The IPC channel of a worker to its primary (the process's own by default; tests give their own). */
export interface PrimaryChannel {
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
}

const processChannel = (): PrimaryChannel => ({
  send: (message) => {
    if (process.send === undefined) throw new Error('this process has no IPC channel to a cluster primary');
    process.send(message);
  },
  onMessage: (listener) => {
    process.on('message', listener);
  },
});

/** The calls of the open turn, sent together at its end. */
interface OpenBatch {
  readonly limits: Record<string, RequestRateLimit>;
  readonly calls: [string, string, number][];
  readonly waiting: { resolve: (answer: RateLimiterRes) => void; reject: (reason: unknown) => void }[];
}

/**
 * Rate windows counted in the `node:cluster` primary (one count per instance, whatever its workers), asked once per
 * turn of a worker's event loop: the calls of a turn travel in one IPC message and come back in one answer. With
 * `rate-limiter-flexible`'s `RateLimiterCluster` every call sent a message per window (two for a bursty limit) and
 * waited for its answer: the primary spent 22 µs of CPU per chart request and two workers 1.24–1.54 × one worker's
 * CPU per request; counted this way, two workers scale (issue 39, docs/benchmark-history.md). The counting itself is
 * still the library's (`BurstyRateLimiter` over `RateLimiterMemory`, in the primary, {@link serveClusterRateWindows}).
 *
 * A turn whose answer does not come within `answerTimeoutMilliseconds` (primary busy or gone) rejects its calls
 * with an `Error`, so the caller counts them in its own process instead.
 */
export function createClusterRateWindows(options: { readonly answerTimeoutMilliseconds: number; readonly channel?: PrimaryChannel }): (windows: RateWindows) => RateConsumer {
  const channel = options.channel ?? processChannel();
  let nextBatch = 0;
  let open: OpenBatch | undefined;
  const sent = new Map<number, { readonly waiting: OpenBatch['waiting']; readonly timer: NodeJS.Timeout }>();
  let listening = false;

  const failAll = (waiting: OpenBatch['waiting'], reason: Error): void => {
    for (const call of waiting) call.reject(reason);
  };

  const receive = (message: unknown): void => {
    if (!isConsumeAnswer(message)) return;
    const batch = sent.get(message.batch);
    if (batch === undefined) return;
    sent.delete(message.batch);
    clearTimeout(batch.timer);
    batch.waiting.forEach((call, index) => {
      const [fits, msBeforeNext, remainingPoints, consumedPoints, isFirstInDuration] = message.answers[index] ?? [2, 0, 0, 0, false];
      if (fits === 2) {
        call.reject(new Error('the cluster primary could not count this call'));
        return;
      }
      const answer = new RateLimiterRes(remainingPoints, msBeforeNext, consumedPoints, isFirstInDuration);
      if (fits === 1) call.resolve(answer);
      else call.reject(answer);
    });
  };

  const sendOpen = (): void => {
    const batch = open;
    open = undefined;
    if (batch === undefined) return;
    const id = nextBatch;
    nextBatch = (nextBatch + 1) % Number.MAX_SAFE_INTEGER;
    const timer = setTimeout(() => {
      sent.delete(id);
      failAll(batch.waiting, new Error('the cluster primary did not answer in time'));
    }, options.answerTimeoutMilliseconds);
    timer.unref();
    sent.set(id, { waiting: batch.waiting, timer });
    const request: ConsumeRequest = { type: 'mandala:rate-consume', batch: id, limits: batch.limits, calls: batch.calls };
    try {
      channel.send(request);
    } catch (error) {
      sent.delete(id);
      clearTimeout(timer);
      failAll(batch.waiting, error instanceof Error ? error : new Error(String(error)));
    }
  };

  return (windows) => ({
    consume: (key, points = 1) =>
      new Promise<RateLimiterRes>((resolve, reject) => {
        if (!listening) {
          listening = true;
          channel.onMessage(receive);
        }
        if (open === undefined) {
          open = { limits: {}, calls: [], waiting: [] };
          setImmediate(sendOpen);
        }
        open.limits[windows.prefix] = windows.limit;
        open.calls.push([windows.prefix, key, points]);
        open.waiting.push({ resolve, reject });
      }),
  });
}

/** Answers one worker's turn of calls from the primary's counters (`limiterOf` keeps one limiter per prefix and limit). */
async function answerCalls(request: ConsumeRequest, limiterOf: (prefix: string, limit: RequestRateLimit) => BurstyRateLimiter): Promise<CallAnswer[]> {
  return Promise.all(
    request.calls.map(async ([prefix, key, points]): Promise<CallAnswer> => {
      const limit = request.limits[prefix];
      if (limit === undefined) return [2, 0, 0, 0, false];
      try {
        const answer = await limiterOf(prefix, limit).consume(key, points);
        return [1, answer.msBeforeNext, answer.remainingPoints, answer.consumedPoints, answer.isFirstInDuration];
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return [0, refusal.msBeforeNext, refusal.remainingPoints, refusal.consumedPoints, refusal.isFirstInDuration];
        return [2, 0, 0, 0, false];
      }
    }),
  );
}

/**
 * Counts, in this `node:cluster` primary, the rate windows of every worker's {@link createClusterRateWindows} (call
 * once, before forking).
 */
export function serveClusterRateWindows(): void {
  const limiters = new Map<string, BurstyRateLimiter>();
  const limiterOf = (prefix: string, limit: RequestRateLimit): BurstyRateLimiter => {
    const name = `${prefix}\n${limit.requestsPerSecond}\n${limit.burstRequests}\n${limit.burstWindowSeconds}`;
    let limiter = limiters.get(name);
    if (limiter === undefined) {
      limiter = burstyMemoryLimiter(prefix, limit);
      limiters.set(name, limiter);
    }
    return limiter;
  };
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isConsumeRequest(message)) return;
    void answerCalls(message, limiterOf).then((answers) => {
      const answer: ConsumeAnswer = { type: 'mandala:rate-answer', batch: message.batch, answers };
      // A worker that exited meanwhile needs no answer.
      if (worker.isConnected()) worker.send(answer, undefined, () => undefined);
    });
  });
}
