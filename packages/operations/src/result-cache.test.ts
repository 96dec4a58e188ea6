import { describe, expect, it } from 'vitest';
import { ResultCache } from './result-cache';

describe('ResultCache', () => {
  it('stores a result when its canonical input comes again, then answers from the cache', async () => {
    const cache = new ResultCache(2);
    let computations = 0;
    const compute = (value: string) => () => {
      computations += 1;
      return { value };
    };
    await cache.getOrCompute('op', { a: 1, b: 2 }, compute('x'));
    expect(cache.size).toBe(0);
    const second = await cache.getOrCompute('op', { b: 2, a: 1 }, compute('y'));
    expect(cache.size).toBe(1);
    expect(await cache.getOrCompute('op', { a: 1, b: 2 }, compute('z'))).toBe(second);
    expect(await cache.getOrCompute('op', { b: 2, a: 1 }, compute('w'))).toBe(second);
    expect(computations).toBe(2);
    expect(cache.hits).toBe(2);
  });

  it('never stores one-off inputs and evicts the least recently used stored entry', async () => {
    const cache = new ResultCache(2);
    let computations = 0;
    const compute = () => {
      computations += 1;
      return { computations };
    };
    for (let index = 0; index < 10; index += 1) await cache.getOrCompute('once', { index }, compute);
    expect(cache.size).toBe(0);
    for (const name of ['a', 'b', 'a', 'b']) await cache.getOrCompute(name, {}, compute);
    expect(cache.size).toBe(2);
    await cache.getOrCompute('a', {}, compute); // a is now the most recently used
    for (const name of ['c', 'c']) await cache.getOrCompute(name, {}, compute);
    expect(cache.size).toBe(2);
    const before = computations;
    await cache.getOrCompute('a', {}, compute);
    await cache.getOrCompute('c', {}, compute);
    expect(computations).toBe(before); // both still cached
    await cache.getOrCompute('b', {}, compute);
    expect(computations).toBe(before + 1); // b was evicted
  });

  it('forgets the oldest one-off inputs beyond twice its capacity', async () => {
    const cache = new ResultCache(2);
    const compute = () => ({});
    await cache.getOrCompute('first', {}, compute);
    for (let index = 0; index < 4; index += 1) await cache.getOrCompute('filler', { index }, compute);
    await cache.getOrCompute('first', {}, compute);
    expect(cache.size).toBe(0); // "first" had been forgotten, so its repeat counts as a first sighting
  });

  it('does not store failures and can be disabled', async () => {
    const cache = new ResultCache(10);
    await expect(cache.getOrCompute('op', {}, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(cache.getOrCompute('op', {}, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
    const disabled = new ResultCache(0);
    let computations = 0;
    for (let index = 0; index < 3; index += 1) await disabled.getOrCompute('op', {}, () => (computations += 1));
    expect(computations).toBe(3);
  });

  it('says which results it holds: stored ones, until they are evicted', async () => {
    const cache = new ResultCache(1);
    const first = await cache.getOrCompute('a', {}, () => ({ n: 1 }));
    expect(cache.holds(first)).toBe(false); // computed once, not stored
    const stored = await cache.getOrCompute('a', {}, () => ({ n: 2 }));
    expect(cache.holds(stored)).toBe(true);
    expect(await cache.getOrCompute('a', {}, () => ({ n: 3 }))).toBe(stored);
    for (const name of ['b', 'b']) await cache.getOrCompute(name, {}, () => ({ n: 4 }));
    expect(cache.holds(stored)).toBe(false); // evicted by b
    expect(cache.holds('text')).toBe(false);
    expect(cache.holds(null)).toBe(false);
  });
});
