import { describe, expect, it } from 'vitest';
import { checkedWallClockWindow, type BirthTimeRangeInput } from './wall-clock-window';
import { windowInstants } from './window-instants';
import { windowZoneChanges } from './window-zone-transitions';

function changesOf(input: BirthTimeRangeInput) {
  const wallClock = checkedWallClockWindow(input);
  const window = windowInstants(wallClock, input.timezone);
  return windowZoneChanges(wallClock, window.timezone, window.startMilliseconds, window.endMilliseconds);
}

const newYork = 'America/New_York';

describe('windowZoneChanges', () => {
  it('reports the spring-forward gap of a day with the wall times it skips', () => {
    expect(changesOf({ date: '2024-03-10', timezone: newYork })).toEqual({
      zoneTransitions: [
        {
          Kind: 'gap',
          Utc: '2024-03-10T07:00:00.000Z',
          OffsetBefore: '-05:00',
          OffsetAfter: '-04:00',
          LocalFrom: '2024-03-10T02:00:00',
          LocalTo: '2024-03-10T03:00:00',
          Minutes: 60,
        },
      ],
      warnings: ['nonexistent_local_time'],
    });
  });

  it('reports the fall-back fold with the wall times it repeats', () => {
    const { zoneTransitions, warnings } = changesOf({ date: '2024-11-03', timezone: newYork, from: '01:45', to: '01:50' });
    expect(zoneTransitions.map((each) => [each.Kind, each.LocalFrom, each.LocalTo])).toEqual([['fold', '2024-11-03T01:00:00', '2024-11-03T02:00:00']]);
    expect(warnings).toEqual(['ambiguous_local_time']);
  });

  it('leaves out a change whose skipped wall times lie outside the window', () => {
    expect(changesOf({ date: '2024-03-10', timezone: newYork, from: '03:00', to: '12:00' })).toEqual({ zoneTransitions: [], warnings: [] });
    expect(changesOf({ date: '2024-03-10', timezone: newYork, from: '00:00', to: '02:00' })).toEqual({ zoneTransitions: [], warnings: [] });
    expect(changesOf({ date: '2024-03-09', timezone: newYork })).toEqual({ zoneTransitions: [], warnings: [] });
  });
});
