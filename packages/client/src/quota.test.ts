import { describe, expect, it } from 'vitest';
import { quotaFromHeaders } from './quota';

describe('quotaFromHeaders', () => {
  it('reads the three RateLimit headers', () => {
    const headers = new Headers({ 'RateLimit-Limit': '1000000', 'RateLimit-Remaining': '999998', 'RateLimit-Reset': '86400' });
    expect(quotaFromHeaders(headers)).toEqual({ limit: 1_000_000, remaining: 999_998, resetSeconds: 86_400 });
  });

  it('keeps an unlimited plan unlimited', () => {
    const headers = new Headers({ 'RateLimit-Limit': 'unlimited', 'RateLimit-Remaining': 'unlimited', 'RateLimit-Reset': '12' });
    expect(quotaFromHeaders(headers)).toEqual({ limit: 'unlimited', remaining: 'unlimited', resetSeconds: 12 });
  });

  it('is undefined when a header is missing or unreadable', () => {
    expect(quotaFromHeaders(new Headers())).toBeUndefined();
    expect(quotaFromHeaders(new Headers({ 'RateLimit-Limit': '10', 'RateLimit-Remaining': 'many', 'RateLimit-Reset': '1' }))).toBeUndefined();
    expect(quotaFromHeaders(new Headers({ 'RateLimit-Limit': '10', 'RateLimit-Remaining': '9', 'RateLimit-Reset': 'unlimited' }))).toBeUndefined();
  });
});
