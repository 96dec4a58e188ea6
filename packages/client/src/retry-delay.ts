/** How the client waits between attempts. */
export interface RetryTiming {
  /** The first wait after a network error or a 503 without `Retry-After`, doubled each time; milliseconds. */
  readonly baseDelayMilliseconds: number;
  /** The longest wait: a `Retry-After` beyond it is not waited for, and the answer is returned as it is. */
  readonly maxDelayMilliseconds: number;
}

/** `Retry-After` in milliseconds (delay-seconds or an HTTP date), or `undefined` when absent or unreadable. */
export function retryAfterMilliseconds(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The exponential wait before attempt `attempt + 1` (0-based) after a network error: base · 2^attempt. */
export function backoffMilliseconds(attempt: number, timing: RetryTiming): number {
  return Math.min(timing.baseDelayMilliseconds * 2 ** attempt, timing.maxDelayMilliseconds);
}

/**
 * How long to wait before sending a call again after `response`, or `undefined` to return it: a 503 waits its
 * `Retry-After` (else the backoff), a 429 only with a `Retry-After` (a used-up monthly quota has none), and no
 * wait may exceed `maxDelayMilliseconds`. Every other status is final.
 */
export function retryDelayMilliseconds(response: Response, attempt: number, timing: RetryTiming): number | undefined {
  if (response.status !== 503 && response.status !== 429) return undefined;
  const retryAfter = retryAfterMilliseconds(response.headers.get('Retry-After'));
  const delay = retryAfter ?? (response.status === 503 ? backoffMilliseconds(attempt, timing) : undefined);
  return delay === undefined || delay > timing.maxDelayMilliseconds ? undefined : delay;
}
