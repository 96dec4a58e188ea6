import { describe, expect, it } from 'vitest';
import { backoffMilliseconds, retryAfterMilliseconds, retryDelayMilliseconds } from './retry-delay';

const timing = { baseDelayMilliseconds: 200, maxDelayMilliseconds: 10_000 };
const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

describe('retry delays', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMilliseconds('5')).toBe(5000);
    expect(retryAfterMilliseconds('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(10_000);
    expect(retryAfterMilliseconds('soon')).toBeUndefined();
    expect(retryAfterMilliseconds(null)).toBeUndefined();
  });

  it('doubles the backoff up to the longest wait', () => {
    expect([0, 1, 2, 10].map((attempt) => backoffMilliseconds(attempt, timing))).toEqual([200, 400, 800, 10_000]);
  });

  it('waits on a 503 (its Retry-After, else the backoff) and on a 429 only with Retry-After', () => {
    expect(retryDelayMilliseconds(answer(503, { 'Retry-After': '5' }), 0, timing)).toBe(5000);
    expect(retryDelayMilliseconds(answer(503), 1, timing)).toBe(400);
    expect(retryDelayMilliseconds(answer(429, { 'Retry-After': '2' }), 0, timing)).toBe(2000);
    expect(retryDelayMilliseconds(answer(429), 0, timing)).toBeUndefined();
  });

  it('returns every other answer, and one whose Retry-After is too far away', () => {
    for (const status of [200, 400, 403, 409, 500, 504]) expect(retryDelayMilliseconds(answer(status, { 'Retry-After': '1' }), 0, timing)).toBeUndefined();
    expect(retryDelayMilliseconds(answer(429, { 'Retry-After': '2592000' }), 0, timing)).toBeUndefined();
  });
});
