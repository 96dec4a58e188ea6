import { garbageCollector } from '@mandala/operations';

/** Options of {@link startIdleMemoryRelease}. */
export interface IdleMemoryReleaseOptions {
  /** Time without a request (health checks aside) after which the memory is given back; default 10 s. */
  readonly idleMilliseconds?: number;
  /** What gives it back; default V8's memory-reducing full collection of this thread. */
  readonly collect?: () => void;
  /** The clock, in milliseconds (tests). */
  readonly now?: () => number;
}

/** A running {@link startIdleMemoryRelease}. */
export interface IdleMemoryRelease {
  /** Tells of a request to `path`; health checks (`/healthz`, `/readyz`) are not activity. */
  noteRequest(path: string | undefined): void;
  stop(): void;
}

const healthCheck = /^\/(healthz|readyz)(\?|$)/;

/**
 * Gives a service process's memory back once it has turned idle. V8 keeps what a load left (a young generation grown
 * to its full size, dead objects in the old generation) until its memory reducer runs, and the reducer judges an
 * idle main thread by its last, busy, collections, so it waits for its watchdog: about 100 s (benchmark history,
 * 2026-11-29). Here, once `idleMilliseconds` passed without a request after some, one memory-reducing collection
 * runs (tens of ms, at most once per idle period): a process that serves steadily never pays for it, and a health
 * check every few seconds does not keep it from running.
 */
export function startIdleMemoryRelease(options: IdleMemoryReleaseOptions = {}): IdleMemoryRelease {
  const idleMilliseconds = options.idleMilliseconds ?? 10_000;
  const now = options.now ?? Date.now;
  const collect = options.collect ?? (() => garbageCollector()({ type: 'major', execution: 'sync', flavor: 'last-resort' }));
  let lastRequestAt = 0;
  let requestsSinceCollection = false;
  const timer = setInterval(() => {
    if (!requestsSinceCollection || now() - lastRequestAt < idleMilliseconds) return;
    requestsSinceCollection = false;
    collect();
  }, idleMilliseconds / 2);
  timer.unref();
  return {
    noteRequest(path) {
      if (path !== undefined && healthCheck.test(path)) return;
      lastRequestAt = now();
      requestsSinceCollection = true;
    },
    stop: () => clearInterval(timer),
  };
}
