import { describe, expect, it } from 'vitest';
import { createTurnBatch } from './turn-batch';

describe('createTurnBatch', () => {
  it('gives every call of one turn the same end, released after the turn', async () => {
    const batch = createTurnBatch();
    const first = batch.endOfTurn();
    const second = batch.endOfTurn();
    expect(second).toBe(first);
    const order: string[] = [];
    void first.then(() => order.push('released'));
    await Promise.resolve();
    order.push('same turn');
    await first;
    expect(order).toEqual(['same turn', 'released']);
  });

  it('starts a new batch in the next turn', async () => {
    const batch = createTurnBatch();
    const first = batch.endOfTurn();
    await first;
    expect(batch.endOfTurn()).not.toBe(first);
  });

  it('schedules one release per turn, however many calls', () => {
    const releases: (() => void)[] = [];
    const batch = createTurnBatch((release) => releases.push(release));
    for (let call = 0; call < 64; call += 1) void batch.endOfTurn();
    expect(releases).toHaveLength(1);
  });
});
