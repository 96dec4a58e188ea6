// Guards the fall-back fold inside a birth-time window: on 2024-11-03 New York's clocks go back from 02:00 EDT to
// 01:00 EST, so 01:00-02:00 happens twice. The local day has 25 real hours, both passes belong to it, the two passes
// are told apart by their offsets, and a window whose ends fall inside the repeated hour keeps only the instants
// whose wall time is inside it (two intervals, no segment across the hole between them).
import { describe, expect, it } from 'vitest';
import { chartsOverTimeRange, type HeadlineAlternative } from '../src/index';

const timezone = 'America/New_York';

describe('a birth-time window over the New York fall-back fold, 2024-11-03', () => {
  it('counts 25 real hours in the 24 wall-clock hours, and says so', () => {
    const day = chartsOverTimeRange({ date: '2024-11-03', timezone }, { level: 'activations' });
    expect(day.Window.Minutes).toBe(25 * 60);
    expect(day.Window.WallClockMinutes).toBe(24 * 60);
    expect(day.Warnings).toEqual(['ambiguous_local_time']);
    expect(day.ZoneTransitions.map((each) => [each.Kind, each.Utc, each.OffsetBefore, each.OffsetAfter, each.LocalFrom, each.LocalTo])).toEqual([
      ['fold', '2024-11-03T06:00:00.000Z', '-04:00', '-05:00', '2024-11-03T01:00:00', '2024-11-03T02:00:00'],
    ]);
    // Labels in the repeated hour carry the offset of their pass; in UTC they only move forward.
    const repeated = day.Segments.filter((segment) => segment.StartLocal.slice(11, 13) === '01');
    expect(repeated.some((segment) => segment.StartLocal.endsWith('-04:00'))).toBe(true);
    expect(repeated.some((segment) => segment.StartLocal.endsWith('-05:00'))).toBe(true);
    day.Segments.slice(1).forEach((segment, index) => expect(segment.StartUtc).toBe(day.Segments[index]?.EndUtc));
    expect(day.Segments.reduce((sum, segment) => sum + segment.ShareOfWindow, 0)).toBeCloseTo(1, 12);
  });

  it('keeps both passes of 01:10-01:20 and nothing between them', () => {
    const range = chartsOverTimeRange({ date: '2024-11-03', timezone, from: '01:10', to: '01:20' }, { level: 'activations' });
    expect(range.Window.Minutes).toBe(20);
    expect(range.Window.WallClockMinutes).toBe(10);
    expect(range.Window.Intervals.map((each) => [each.StartLocal, each.EndLocal])).toEqual([
      ['2024-11-03T01:10:00.000-04:00', '2024-11-03T01:20:00.000-04:00'],
      ['2024-11-03T01:10:00.000-05:00', '2024-11-03T01:20:00.000-05:00'],
    ]);
    for (const segment of range.Segments) {
      const inside = range.Window.Intervals.some((each) => each.StartUtc <= segment.StartUtc && segment.EndUtc <= each.EndUtc);
      expect(inside, `${segment.StartLocal}..${segment.EndLocal}`).toBe(true);
    }
    expect(range.Segments.reduce((sum, segment) => sum + segment.Minutes, 0)).toBeCloseTo(20, 9);
    expect(range.Segments.reduce((sum, segment) => sum + segment.ShareOfWindow, 0)).toBeCloseTo(1, 12);
    const alternatives = range.Uncertain.flatMap((field): HeadlineAlternative[] => field.Alternatives);
    for (const alternative of alternatives) expect(alternative.Minutes).toBeLessThanOrEqual(20);
  });
});
