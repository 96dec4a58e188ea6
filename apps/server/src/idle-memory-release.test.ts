// Guards the idle memory release: one collection once the service turned idle after requests, none while it serves,
// none for health checks alone, and never twice for one idle period.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleMemoryRelease } from './idle-memory-release';

describe('the idle memory release', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collects once, 10 s after the last request, and not again until there were requests', () => {
    const collect = vi.fn();
    const release = startIdleMemoryRelease({ collect, now: () => Date.now() });
    release.noteRequest('/v3/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin');
    vi.advanceTimersByTime(9_000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(6_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    release.noteRequest('/');
    vi.advanceTimersByTime(15_000);
    expect(collect).toHaveBeenCalledTimes(2);
    release.stop();
  });

  it('does not collect while requests keep coming', () => {
    const collect = vi.fn();
    const release = startIdleMemoryRelease({ collect, now: () => Date.now() });
    for (let second = 0; second < 60; second += 1) {
      release.noteRequest('/hd-data');
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).not.toHaveBeenCalled();
    release.stop();
  });

  it('counts health checks as neither activity nor a reason to collect', () => {
    const collect = vi.fn();
    const release = startIdleMemoryRelease({ collect, now: () => Date.now() });
    for (let second = 0; second < 60; second += 2) {
      release.noteRequest(second % 4 === 0 ? '/healthz' : '/readyz?full=1');
      vi.advanceTimersByTime(2_000);
    }
    expect(collect).not.toHaveBeenCalled();
    release.noteRequest('/hd-data');
    for (let second = 0; second < 20; second += 2) {
      release.noteRequest('/readyz');
      vi.advanceTimersByTime(2_000);
    }
    expect(collect).toHaveBeenCalledTimes(1);
    release.stop();
  });
});
