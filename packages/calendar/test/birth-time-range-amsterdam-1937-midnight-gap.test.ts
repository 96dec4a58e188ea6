// Guards old offsets with seconds: Amsterdam kept local mean time (+00:19:32, in summer +01:19:32) until 1937-07-01,
// when its clocks moved to +01:20 at local midnight and skipped 28 seconds of wall time. The day then starts at
// 00:00:28, and every label carries the offset to the second.
import { describe, expect, it } from 'vitest';
import { chartsOverTimeRange } from '../src/index';

const timezone = 'Europe/Amsterdam';

describe('birth-time windows in Amsterdam in the 1930s', () => {
  it('starts 1937-07-01 at 00:00:28, after the 28 seconds the clocks skipped', () => {
    const day = chartsOverTimeRange({ date: '1937-07-01', timezone });
    expect(day.Window.StartLocal).toBe('1937-07-01T00:00:28.000+01:20');
    expect(day.Window.StartUtc).toBe('1937-06-30T22:40:28.000Z');
    expect(day.Window.Minutes).toBeCloseTo(1440 - 28 / 60, 12);
    expect(day.ZoneTransitions).toEqual([
      {
        Kind: 'gap',
        Utc: '1937-06-30T22:40:28.000Z',
        OffsetBefore: '+01:19:32',
        OffsetAfter: '+01:20',
        LocalFrom: '1937-07-01T00:00:00',
        LocalTo: '1937-07-01T00:00:28',
        Minutes: 28 / 60,
      },
    ]);
    expect(day.Warnings).toEqual(['nonexistent_local_time']);
  });

  it('labels a winter day of 1935 with +00:19:32', () => {
    const day = chartsOverTimeRange({ date: '1935-01-15', timezone });
    expect(day.Window.StartUtc).toBe('1935-01-14T23:40:28.000Z');
    expect(day.Window.Minutes).toBe(1440);
    expect(day.Segments.every((segment) => segment.StartLocal.endsWith('+00:19:32') && segment.EndLocal.endsWith('+00:19:32'))).toBe(true);
    expect(day.ZoneTransitions).toEqual([]);
  });
});
