import { describe, expect, it } from 'vitest';
import { createRestartBackoff } from './restart-backoff';

describe('createRestartBackoff', () => {
  it('doubles the delay for each quick exit in a row, up to the longest', () => {
    const backoff = createRestartBackoff();
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(() => backoff.delayAfterExit(500))).toEqual([250, 500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('starts again from the first delay after a steady run', () => {
    const backoff = createRestartBackoff({ firstDelayMilliseconds: 100, steadyAfterMilliseconds: 10_000 });
    expect(backoff.delayAfterExit(50)).toBe(100);
    expect(backoff.delayAfterExit(50)).toBe(200);
    expect(backoff.delayAfterExit(10_000)).toBe(100);
    expect(backoff.delayAfterExit(9_999)).toBe(200);
  });
});
