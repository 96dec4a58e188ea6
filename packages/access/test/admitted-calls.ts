import { AccessError } from '../src/errors';
import type { RequestRateLimiter } from '../src/rate-limit/request-rate-limiter';

/** Makes `calls` calls of a Free account one after another: how many were admitted, and the refusals. */
export async function admittedCalls(limiter: RequestRateLimiter, accountId: string, calls: number): Promise<{ admitted: number; refusals: AccessError[] }> {
  let admitted = 0;
  const refusals: AccessError[] = [];
  for (let call = 0; call < calls; call += 1) {
    try {
      await limiter.admit({ id: accountId, plan: 'free' });
      admitted += 1;
    } catch (error) {
      if (!AccessError.isInstance(error)) throw error;
      refusals.push(error);
    }
  }
  return { admitted, refusals };
}
