// A 429 for the monthly quota says `Retry-After` = `RateLimit-Reset`. Each was counted from a `new Date()` of its own, so
// a second that turned between the two (a scavenge, a slow machine) made them differ by one, as a local run of the
// suite met once (monthly-quota-retry-after.test.ts, 93171 against 93172). One answer now counts both from one instant.
import type { QuotaStatus } from '@mandala/access';
import type { ExecuteFailure } from '@mandala/operations';
import type { ParameterizedContext } from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RestState } from './request-log';
import { recordOutcome } from './respond';

/** A `Date` whose every "now" is 600 ms after the one before, so two instants read apart always straddle a second. */
function steppingDate(startMilliseconds: number): DateConstructor {
  const RealDate = Date;
  let nextMilliseconds = startMilliseconds;
  const Stepping = function (this: unknown, ...values: unknown[]) {
    if (values.length > 0) return new (RealDate as unknown as new (...values: unknown[]) => Date)(...values);
    const now = new RealDate(nextMilliseconds);
    nextMilliseconds += 600;
    return now;
  } as unknown as DateConstructor;
  Object.assign(Stepping, { now: () => RealDate.now(), UTC: RealDate.UTC, parse: RealDate.parse });
  (Stepping as unknown as { prototype: Date }).prototype = RealDate.prototype;
  return Stepping;
}

function fakeContext(): { readonly ctx: ParameterizedContext<RestState>; readonly headers: Map<string, string> } {
  const headers = new Map<string, string>();
  const ctx = { state: { requestId: 'test', log: {} }, status: 200, body: undefined, set: (name: string, value: string) => headers.set(name, value) };
  return { ctx: ctx as unknown as ParameterizedContext<RestState>, headers };
}

describe('a refusal for the monthly quota', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts Retry-After and RateLimit-Reset from one instant', () => {
    const resetAt = new Date(Date.UTC(2026, 11, 1));
    const quota: QuotaStatus = { limit: 100, used: 100, remaining: 0, resetAt, month: '2026-11' };
    const refusal: ExecuteFailure = {
      ok: false,
      status: 429,
      code: 'quota_exhausted',
      message: 'The monthly quota is used up; it resets at the start of the next UTC month.',
      details: { quota, units: 1 },
      chargedUnits: 0,
      quota,
    };
    vi.stubGlobal('Date', steppingDate(resetAt.getTime() - 93_172_300));
    const { ctx, headers } = fakeContext();
    expect(recordOutcome(ctx, 'natal_chart_v3', refusal)).toBe(false);
    expect(ctx.status).toBe(429);
    expect(headers.get('Retry-After')).toBe(headers.get('RateLimit-Reset'));
    expect(headers.get('Retry-After')).toBe('93173');
  });
});
