// Guards the one keyless budget both ports use (issue 35): a request without a credential header is counted before
// it is served and refused past the budget; one with a credential header is left for later, and counted only when
// it authenticated nothing, never refused then (its answer is held instead).
import { describe, expect, it } from 'vitest';
import { AccessError } from '../errors';
import { keylessAddressBudget } from './keyless-address-budget';
import { createRequestRateLimiter } from './request-rate-limiter';

function limiter() {
  return createRequestRateLimiter({ store: { kind: 'memory' }, keylessLimit: { requestsPerSecond: 1, burstRequests: 1, burstWindowSeconds: 10 }, repeatedRefusalHoldMilliseconds: 0 });
}

describe('keylessAddressBudget', () => {
  it('counts a request without a credential and refuses it with rate_limited past the budget', async () => {
    const budget = keylessAddressBudget(limiter());
    const request = { headers: {}, address: '192.0.2.1' };
    expect(await budget.admit(request)).toBe(true);
    expect(await budget.admit(request)).toBe(true);
    const refusal = await budget.admit(request).catch((error: unknown) => error);
    expect(AccessError.isInstance(refusal) && refusal.code).toBe('rate_limited');
    // Another address has its own budget.
    expect(await budget.admit({ headers: {}, address: '192.0.2.2' })).toBe(true);
  });

  it('leaves a request with a credential header uncounted, and counts it once it authenticated nothing, without refusing', async () => {
    const budget = keylessAddressBudget(limiter());
    for (const headers of [{ authorization: 'Bearer x' }, { 'x-api-key': 'x' }]) {
      for (let call = 0; call < 5; call += 1) expect(await budget.admit({ headers, address: '192.0.2.3' })).toBe(false);
    }
    await budget.countUnauthenticated('192.0.2.3');
    await budget.countUnauthenticated('192.0.2.3');
    await expect(budget.countUnauthenticated('192.0.2.3')).resolves.toBeUndefined();
    await expect(budget.admit({ headers: {}, address: '192.0.2.3' })).rejects.toMatchObject({ code: 'rate_limited' });
  });
});
