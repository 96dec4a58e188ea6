import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { setImmediate } from 'node:timers';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { memoryRateWindows } from './bursty-memory-limiter';
import type { MemoryRateWindows } from './bursty-memory-limiter';
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

/**
 * A worker's calls of one turn: the limits named in it and, for each call, `[prefix, key, points, leaseWanted]`:
 * `leaseWanted` more points of the steady window the worker would like to spend itself (see {@link leasePoints}).
 */
export interface ConsumeRequest {
  readonly type: 'mandala:rate-consume';
  readonly batch: number;
  readonly limits: Record<string, RequestRateLimit>;
  readonly calls: readonly (readonly [string, string, number, number])[];
}

/**
 * One answer per call, in order: `[fits (1) / over (0) / failed (2), msBeforeNext, remainingPoints, consumedPoints,
 * isFirstInDuration, leasedPoints, leaseMilliseconds]`: the call's own answer, then the points of the steady window
 * counted for the worker to spend itself within `leaseMilliseconds` (the rest of that window).
 */
type CallAnswer = readonly [0 | 1 | 2, number, number, number, boolean, number, number];

/** The answer to a call the primary could not count (the caller counts it in its own process). */
const failedCall: CallAnswer = [2, 0, 0, 0, false, 0, 0];

export interface ConsumeAnswer {
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
  readonly calls: [string, string, number, number][];
  readonly waiting: { readonly leaseKey: string; resolve: (answer: RateLimiterRes) => void; reject: (reason: unknown) => void }[];
  /** The limits and keys of the turn that ask for a lease already (one per key and turn). */
  readonly leaseAsked: Set<string>;
}

/**
 * Points of a steady window a worker asks to spend itself, after a call the primary admitted. The primary grants at
 * most a quarter of what is left in the window, so a limit of a few calls a second (Free: 2) leases nothing and stays
 * counted call by call, and what sits unspent in one worker while another is refused is at most a quarter of the
 * window. Granted points are counted in the primary's window when granted and spent only before that window ends, so
 * no call is ever admitted beyond the plan's rate; the burst window is never leased.
 */
export const leasePoints = 16;

/** Points of a steady window a worker may spend without asking, until `validUntilMilliseconds` (`performance.now()`). */
interface RateLease {
  points: number;
  validUntilMilliseconds: number;
}

/**
 * Rate windows counted in the `node:cluster` primary (one count per instance, whatever its workers), asked once per
 * turn of a worker's event loop: the calls of a turn travel in one IPC message and come back in one answer. With
 * `rate-limiter-flexible`'s `RateLimiterCluster` every call sent a message per window (two for a bursty limit) and
 * waited for its answer: the primary spent 22 µs of CPU per chart request and two workers 1.24–1.54 × one worker's
 * CPU per request; counted this way, two workers scale (issue 39, docs/benchmark-history.md). The counting itself is
 * still the library's (`BurstyRateLimiter` over `RateLimiterMemory`, in the primary, {@link serveClusterRateWindows}).
 *
 * After a call it admitted, the primary may also lease the worker up to {@link leasePoints} points of that key's
 * steady window: the worker spends them on the key's next calls without a message, until that window ends. Once per
 * turn and key is such a lease asked for.
 *
 * A turn whose answer does not come within `answerTimeoutMilliseconds` (primary busy or gone) rejects its calls
 * with an `Error`, so the caller counts them in its own process instead.
 */
export function createClusterRateWindows(options: { readonly answerTimeoutMilliseconds: number; readonly channel?: PrimaryChannel }): (windows: RateWindows) => RateConsumer {
  const channel = options.channel ?? processChannel();
  let nextBatch = 0;
  let open: OpenBatch | undefined;
  const sent = new Map<number, { readonly waiting: OpenBatch['waiting']; readonly timer: NodeJS.Timeout; readonly sentAtMilliseconds: number }>();
  let listening = false;
  /** Leases by `<prefix>\n<key>`; each ends with its primary's steady window, within a second (and is dropped soon after). */
  const leases = new Map<string, RateLease>();
  let leaseSweep: NodeJS.Timeout | undefined;

  /** Adds points the primary leased; a lease of an earlier window that is over is replaced. */
  const addLease = (leaseKey: string, points: number, validUntilMilliseconds: number): void => {
    const held = leases.get(leaseKey);
    if (held !== undefined && held.validUntilMilliseconds > performance.now()) {
      held.points += points;
      held.validUntilMilliseconds = Math.min(held.validUntilMilliseconds, validUntilMilliseconds);
    } else leases.set(leaseKey, { points, validUntilMilliseconds });
    // Leases that ended are dropped every two seconds: the map holds only the keys of the last two seconds.
    leaseSweep ??= setInterval(() => {
      const now = performance.now();
      for (const [key, lease] of leases) if (lease.validUntilMilliseconds <= now) leases.delete(key);
    }, 2_000).unref();
  };

  /** Spends `points` of the key's lease when it holds them and its window is not over: the answer, else undefined. */
  const spendLease = (leaseKey: string, points: number): RateLimiterRes | undefined => {
    const lease = leases.get(leaseKey);
    if (lease === undefined) return undefined;
    const millisecondsLeft = lease.validUntilMilliseconds - performance.now();
    if (millisecondsLeft <= 0 || lease.points < points) return undefined;
    lease.points -= points;
    return new RateLimiterRes(lease.points, Math.ceil(millisecondsLeft), points, false);
  };

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
      const [fits, msBeforeNext, remainingPoints, consumedPoints, isFirstInDuration, leasedPoints, leaseMilliseconds] = message.answers[index] ?? failedCall;
      // Counted from when the turn was sent, before the primary answered: the lease ends no later than its window.
      if (leasedPoints > 0) addLease(call.leaseKey, leasedPoints, batch.sentAtMilliseconds + leaseMilliseconds);
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
    sent.set(id, { waiting: batch.waiting, timer, sentAtMilliseconds: performance.now() });
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
    consume: (key, points = 1) => {
      const leaseKey = `${windows.prefix}\n${key}`;
      const leased = spendLease(leaseKey, points);
      if (leased !== undefined) return Promise.resolve(leased);
      return new Promise<RateLimiterRes>((resolve, reject) => {
        if (!listening) {
          listening = true;
          channel.onMessage(receive);
        }
        if (open === undefined) {
          open = { limits: {}, calls: [], waiting: [], leaseAsked: new Set() };
          setImmediate(sendOpen);
        }
        open.limits[windows.prefix] = windows.limit;
        const asksLease = !open.leaseAsked.has(leaseKey);
        open.leaseAsked.add(leaseKey);
        open.calls.push([windows.prefix, key, points, asksLease ? leasePoints : 0]);
        open.waiting.push({ leaseKey, resolve, reject });
      });
    },
  });
}

/** Answers one call from the primary's counters, and leases what it may of the steady window after an admitted call. */
async function answerCall(windows: MemoryRateWindows, limit: RequestRateLimit, key: string, points: number, leaseWanted: number): Promise<CallAnswer> {
  let answer: RateLimiterRes;
  try {
    answer = await windows.bursty.consume(key, points);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return [0, refusal.msBeforeNext, refusal.remainingPoints, refusal.consumedPoints, refusal.isFirstInDuration, 0, 0];
    return failedCall;
  }
  const admitted = [1, answer.msBeforeNext, answer.remainingPoints, answer.consumedPoints, answer.isFirstInDuration] as const;
  if (leaseWanted <= 0) return [...admitted, 0, 0];
  try {
    const steady = await windows.steady.get(key);
    const leftInWindow = limit.requestsPerSecond - (steady?.consumedPoints ?? limit.requestsPerSecond);
    const leased = Math.min(leaseWanted, Math.floor(leftInWindow / 4));
    if (leased <= 0) return [...admitted, 0, 0];
    const granted = await windows.steady.consume(key, leased);
    return [...admitted, leased, granted.msBeforeNext];
  } catch {
    // Nothing leased (the steady window had less left than it said): the call's own answer stands.
    return [...admitted, 0, 0];
  }
}

/**
 * The primary's side of {@link createClusterRateWindows}: counts each worker's turn of calls (one after the other,
 * so that a lease sees what the calls before it counted) and answers them. `node:cluster` reaches it through
 * {@link serveClusterRateWindows}; tests call it directly.
 */
export function createRateWindowsPrimary(): (request: ConsumeRequest) => Promise<ConsumeAnswer> {
  const limiters = new Map<string, MemoryRateWindows>();
  const windowsOf = (prefix: string, limit: RequestRateLimit): MemoryRateWindows => {
    const name = `${prefix}\n${limit.requestsPerSecond}\n${limit.burstRequests}\n${limit.burstWindowSeconds}`;
    let windows = limiters.get(name);
    if (windows === undefined) {
      windows = memoryRateWindows(prefix, limit);
      limiters.set(name, windows);
    }
    return windows;
  };
  return async (request) => {
    const answers: CallAnswer[] = [];
    for (const [prefix, key, points, leaseWanted] of request.calls) {
      const limit = request.limits[prefix];
      answers.push(limit === undefined ? failedCall : await answerCall(windowsOf(prefix, limit), limit, key, points, leaseWanted));
    }
    return { type: 'mandala:rate-answer', batch: request.batch, answers };
  };
}

/**
 * Counts, in this `node:cluster` primary, the rate windows of every worker's {@link createClusterRateWindows} (call
 * once, before forking).
 */
export function serveClusterRateWindows(): void {
  const answerTurn = createRateWindowsPrimary();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isConsumeRequest(message)) return;
    void answerTurn(message).then((answer) => {
      // A worker that exited meanwhile needs no answer.
      if (worker.isConnected()) worker.send(answer, undefined, () => undefined);
    });
  });
}
