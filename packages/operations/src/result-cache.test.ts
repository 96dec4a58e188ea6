import { describe, expect, it } from 'vitest';
import { ResultCache } from './result-cache';

describe('ResultCache', () => {
  it('computes once per canonical input and evicts the least recently used entry', async () => {
    const cache = new ResultCache(2);
    let computations = 0;
    const compute = (value: string) => () => {
      computations += 1;
      return { value };
    };
    const first = await cache.getOrCompute('op', { a: 1, b: 2 }, compute('x'));
    expect(await cache.getOrCompute('op', { b: 2, a: 1 }, compute('y'))).toBe(first);
    expect(computations).toBe(1);
    await cache.getOrCompute('other', { a: 1, b: 2 }, compute('z'));
    await cache.getOrCompute('op', { a: 1, b: 2 }, compute('x'));
    await cache.getOrCompute('third', {}, compute('w'));
    expect(cache.size).toBe(2);
    await cache.getOrCompute('other', { a: 1, b: 2 }, compute('z'));
    expect(computations).toBe(4);
    expect(cache.hits).toBe(2);
  });

  it('does not store failures and can be disabled', async () => {
    const cache = new ResultCache(10);
    await expect(cache.getOrCompute('op', {}, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
    const disabled = new ResultCache(0);
    let computations = 0;
    await disabled.getOrCompute('op', {}, () => (computations += 1));
    await disabled.getOrCompute('op', {}, () => (computations += 1));
    expect(computations).toBe(2);
  });
});
