import { describe, expect, it } from 'vitest';
import { RankedRows } from './ranked-rows';

describe('RankedRows', () => {
  it('orders by tier, then by row, and keeps only the limit', () => {
    const ranked = new RankedRows(3);
    ranked.add(50, 2);
    ranked.add(7, 1);
    ranked.add(900, 0);
    ranked.add(3, 3);
    ranked.add(8, 1);
    expect(ranked.best()).toEqual([900, 7, 8]);
    expect(ranked.size).toBe(5);
  });

  it('keeps each row once, at its best tier', () => {
    const ranked = new RankedRows(5);
    ranked.add(10, 3);
    ranked.add(10, 1);
    ranked.add(10, 2);
    ranked.add(11, 2);
    expect(ranked.best()).toEqual([10, 11]);
  });

  it('ranks by the order row when one is given', () => {
    const ranked = new RankedRows(5);
    ranked.add(1, 0, 500);
    ranked.add(40, 0);
    expect(ranked.best()).toEqual([40, 1]);
  });

  it('reports when nothing further can enter a full list', () => {
    const ranked = new RankedRows(2);
    expect(ranked.cannotImprove(9, 9)).toBe(false);
    ranked.add(4, 1);
    ranked.add(6, 1);
    expect(ranked.cannotImprove(1, 6)).toBe(true);
    expect(ranked.cannotImprove(1, 5)).toBe(false);
    expect(ranked.cannotImprove(0, 100)).toBe(false);
  });
});
