// Guards the spring-forward gap inside a birth-time window: on 2024-03-10 New York's clocks jump from 02:00 EST to
// 03:00 EDT, so the local day has 23 real hours, no segment is labelled with a skipped wall time, and the charts of
// the hours around the gap are those of the natal chart at those local times.
import { natalChart } from '@mandala/bodygraph';
import { describe, expect, it } from 'vitest';
import { chartsOverTimeRange } from '../src/index';
import { headlineOfChart } from '../src/birth-time-range/segment-headline';

const timezone = 'America/New_York';

describe('a birth-time window over the New York spring-forward gap, 2024-03-10', () => {
  const day = chartsOverTimeRange({ date: '2024-03-10', timezone }, { level: 'activations' });

  it('counts 23 real hours in the 24 wall-clock hours, and says so', () => {
    expect(day.Window.StartUtc).toBe('2024-03-10T05:00:00.000Z');
    expect(day.Window.EndUtc).toBe('2024-03-11T04:00:00.000Z');
    expect(day.Window.Minutes).toBe(23 * 60);
    expect(day.Window.WallClockMinutes).toBe(24 * 60);
    expect(day.Segments.reduce((sum, segment) => sum + segment.Minutes, 0)).toBeCloseTo(23 * 60, 9);
    expect(day.Warnings).toEqual(['nonexistent_local_time']);
    expect(day.ZoneTransitions).toEqual([
      {
        Kind: 'gap',
        Utc: '2024-03-10T07:00:00.000Z',
        OffsetBefore: '-05:00',
        OffsetAfter: '-04:00',
        LocalFrom: '2024-03-10T02:00:00',
        LocalTo: '2024-03-10T03:00:00',
        Minutes: 60,
      },
    ]);
  });

  it('labels every boundary with a wall time that exists, with its offset', () => {
    for (const segment of day.Segments) {
      for (const label of [segment.StartLocal, segment.EndLocal]) {
        expect(label.slice(11, 13)).not.toBe('02');
        expect(label.endsWith(label < '2024-03-10T02' ? '-05:00' : '-04:00')).toBe(true);
      }
    }
    const acrossGap = day.Segments.find((segment) => Date.parse(segment.StartUtc) < Date.parse('2024-03-10T07:00:00Z') && Date.parse(segment.EndUtc) > Date.parse('2024-03-10T07:00:00Z'));
    if (acrossGap !== undefined) {
      expect(acrossGap.StartLocal.endsWith('-05:00')).toBe(true);
      expect(acrossGap.EndLocal.endsWith('-04:00')).toBe(true);
      expect(acrossGap.Minutes).toBeCloseTo((Date.parse(acrossGap.EndUtc) - Date.parse(acrossGap.StartUtc)) / 60_000, 12);
    }
  });

  it('gives the wall times either side of the gap the natal chart’s headline', () => {
    for (const time of ['01:59:59', '03:00', '03:00:01']) {
      const instant = Date.parse(natalChart({ date: `2024-03-10T${time}`, timezone }, { version: 'v2' }).BirthDateUtc);
      const segment = day.Segments.find((each) => Date.parse(each.StartUtc) <= instant && instant < Date.parse(each.EndUtc));
      expect(segment?.Headline).toEqual(headlineOfChart(natalChart({ date: `2024-03-10T${time}`, timezone }, { version: 'v2' })));
    }
  });

  it('starts a window whose from the gap skips at the end of the gap', () => {
    const range = chartsOverTimeRange({ date: '2024-03-10', timezone, from: '02:30', to: '04:00' });
    expect(range.Window.StartLocal).toBe('2024-03-10T03:00:00.000-04:00');
    expect(range.Window.Minutes).toBe(60);
    expect(range.Window.WallClockMinutes).toBe(90);
  });
});
