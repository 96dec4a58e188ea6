// Guards the hold of repeated refusals: an account that keeps calling while refused (more refusals in a burst
// window than its burst) gets its further refusals only after the hold, so a loop that ignores Retry-After cannot
// keep the event loop busy refusing it; its first refusals, and every other account, are answered at once.
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { AccessError } from '../errors';
import { createRequestRateLimiter } from './request-rate-limiter';
import type { RequestRateLimiter } from './request-rate-limiter';

const limit = { requestsPerSecond: 1, burstRequests: 2, burstWindowSeconds: 10 };
const limits = { free: limit, creator: limit, startup: limit, business: limit, enterprise: limit };
const holdMilliseconds = 300;
// Held calls wait 150-450 ms (half to one and a half holds); unheld ones must answer well under 150 ms.

/** How long one call took to be admitted or refused, and whether it was refused for its rate. */
async function timedCall(limiter: RequestRateLimiter, id: string): Promise<{ refused: boolean; milliseconds: number }> {
  const started = performance.now();
  try {
    await limiter.admit({ id, plan: 'free' });
    return { refused: false, milliseconds: performance.now() - started };
  } catch (error) {
    if (!AccessError.isInstance(error) || error.code !== 'rate_limited') throw error;
    return { refused: true, milliseconds: performance.now() - started };
  }
}

describe('repeated refusals are held', () => {
  it('answers the first refusals of a burst window at once and holds the ones after, for that account only', async () => {
    const limiter = createRequestRateLimiter({ store: { kind: 'memory' }, limits, repeatedRefusalHoldMilliseconds: holdMilliseconds });
    const calls = [];
    for (let call = 0; call < 7; call += 1) calls.push(await timedCall(limiter, 'acct_flood'));
    // 1 per second + a burst of 2 admitted; then 2 refusals (the burst of refusals) at once; then held.
    expect(calls.map((call) => call.refused)).toEqual([false, false, false, true, true, true, true]);
    for (const call of calls.slice(0, 5)) expect(call.milliseconds).toBeLessThan(holdMilliseconds / 3);
    for (const call of calls.slice(5)) expect(call.milliseconds).toBeGreaterThanOrEqual(holdMilliseconds / 2 - 5);
    // Another account on the same plan is admitted, and refused, without a hold.
    const other = [];
    for (let call = 0; call < 5; call += 1) other.push(await timedCall(limiter, 'acct_other'));
    expect(other.map((call) => call.refused)).toEqual([false, false, false, true, true]);
    for (const call of other) expect(call.milliseconds).toBeLessThan(holdMilliseconds / 3);
    await limiter.close();
  });

  it('holds nothing when the hold is 0', async () => {
    const limiter = createRequestRateLimiter({ store: { kind: 'memory' }, limits, repeatedRefusalHoldMilliseconds: 0 });
    for (let call = 0; call < 10; call += 1) expect((await timedCall(limiter, 'acct_flood')).milliseconds).toBeLessThan(holdMilliseconds / 3);
    await limiter.close();
  });
});
