import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotency-key';
import { backoffMilliseconds, retryDelayMilliseconds } from './retry-delay';
import type { RetryTiming } from './retry-delay';

/** A `fetch` as openapi-fetch calls it. */
export type FetchFunction = (request: Request) => Promise<Response>;

/** Options of {@link retryingFetch}. */
export interface RetryingFetchOptions extends RetryTiming {
  /** Attempts after the first (0 sends each call once). */
  readonly retries: number;
  /** Whether a call may be sent again: the 1-unit operations that take an `Idempotency-Key`. */
  readonly isRetryable: (request: Request) => boolean;
  /** Waits; default `setTimeout`, stopped by the call's abort signal. */
  readonly sleep?: (milliseconds: number, signal: AbortSignal) => Promise<void>;
  /** Makes the key of a call; default {@link newIdempotencyKey}. */
  readonly newKey?: () => string;
}

function sleepUnlessAborted(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Wraps `fetch` so that a retryable call is one logical call: it gets one `Idempotency-Key` (made once, or the
 * caller's own), and every attempt carries that key, so the service charges a success once and answers a repeat
 * from its record. It is sent again, up to `retries` times, after a network error (exponential backoff), a 503
 * (its `Retry-After`, else the backoff) or a 429 with `Retry-After`; never after an abort. Other calls pass through.
 */
export function retryingFetch(fetchFunction: FetchFunction, options: RetryingFetchOptions): FetchFunction {
  const sleep = options.sleep ?? sleepUnlessAborted;
  const newKey = options.newKey ?? newIdempotencyKey;
  return async (request) => {
    if (options.retries <= 0 || !options.isRetryable(request)) return fetchFunction(request);
    if (!request.headers.has(IDEMPOTENCY_KEY_HEADER)) request.headers.set(IDEMPOTENCY_KEY_HEADER, newKey());
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= options.retries;
      let response: Response;
      try {
        response = await fetchFunction(last ? request : request.clone());
      } catch (error) {
        if (last || request.signal.aborted) throw error;
        await sleep(backoffMilliseconds(attempt, options), request.signal);
        continue;
      }
      const delay = last ? undefined : retryDelayMilliseconds(response, attempt, options);
      if (delay === undefined) return response;
      await response.body?.cancel();
      await sleep(delay, request.signal);
    }
  };
}
