import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, with the last arguments, after the calls stop', () => {
    const calls: string[] = [];
    const search = debounce((text: string) => calls.push(text), 250);
    search('a');
    vi.advanceTimersByTime(200);
    search('am');
    vi.advanceTimersByTime(200);
    search('ams');
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(calls).toEqual(['ams']);
  });

  it('drops a pending call on cancel', () => {
    const calls: string[] = [];
    const search = debounce((text: string) => calls.push(text), 250);
    search('ams');
    search.cancel();
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual([]);
  });
});
