import { describe, expect, it } from 'vitest';
import { FreshCache, freshCacheGeneration, invalidateFreshCaches } from './fresh-cache';

describe('FreshCache', () => {
  it('keeps an entry for at most its maximum age', () => {
    let nowMs = 0;
    const cache = new FreshCache<string>(1000, 10, () => nowMs);
    cache.set('key', 'value', freshCacheGeneration());
    nowMs = 999;
    expect(cache.get('key')).toBe('value');
    nowMs = 1000;
    expect(cache.get('key')).toBeUndefined();
  });

  it('drops every entry of every cache when the process invalidates', () => {
    const first = new FreshCache<string>(60_000, 10);
    const second = new FreshCache<string>(60_000, 10);
    first.set('a', 'one', freshCacheGeneration());
    second.set('b', 'two', freshCacheGeneration());
    invalidateFreshCaches();
    expect(first.get('a')).toBeUndefined();
    expect(second.get('b')).toBeUndefined();
  });

  it('refuses a value read before a change that landed during the read', () => {
    const cache = new FreshCache<string>(60_000, 10);
    const generationAtRead = freshCacheGeneration();
    invalidateFreshCaches(); // e.g. a revocation committed while the row was being read
    cache.set('key', 'stale', generationAtRead);
    expect(cache.get('key')).toBeUndefined();
  });

  it('stores nothing with a maximum age of 0 and starts afresh at capacity', () => {
    const disabled = new FreshCache<string>(0, 10);
    disabled.set('key', 'value', freshCacheGeneration());
    expect(disabled.get('key')).toBeUndefined();
    const small = new FreshCache<number>(60_000, 2);
    for (const [index, key] of ['a', 'b', 'c'].entries()) small.set(key, index, freshCacheGeneration());
    expect([small.get('a'), small.get('b'), small.get('c')]).toEqual([undefined, undefined, 2]);
  });
});
