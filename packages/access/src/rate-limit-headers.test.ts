import { describe, expect, it } from 'vitest';
import { rateLimitHeaders } from './rate-limit-headers';

const resetAt = new Date('2026-04-01T00:00:00Z');

describe('rateLimitHeaders', () => {
  it('gives limit, remaining and whole seconds until reset, rounded up', () => {
    const quota = { limit: 100, used: 40, remaining: 60, resetAt, month: '2026-03' };
    expect(rateLimitHeaders(quota, new Date('2026-03-31T23:59:58.500Z'))).toEqual({
      'RateLimit-Limit': '100',
      'RateLimit-Remaining': '60',
      'RateLimit-Reset': '2',
    });
    expect(rateLimitHeaders(quota, new Date('2026-04-01T00:00:05Z'))['RateLimit-Reset']).toBe('0');
  });

  it('writes unlimited for unlimited plans', () => {
    const headers = rateLimitHeaders({ limit: null, used: 5, remaining: null, resetAt, month: '2026-03' }, new Date('2026-03-31T00:00:00Z'));
    expect(headers).toEqual({ 'RateLimit-Limit': 'unlimited', 'RateLimit-Remaining': 'unlimited', 'RateLimit-Reset': '86400' });
  });
});
