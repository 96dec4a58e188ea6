import { describe, expect, it } from 'vitest';
import { CalendarError } from '../errors';
import { checkedWallClockWindow, type BirthTimeRangeInput } from './wall-clock-window';
import { windowInstants } from './window-instants';

function instantsOf(input: BirthTimeRangeInput) {
  const window = windowInstants(checkedWallClockWindow(input), input.timezone);
  return {
    timezone: window.timezone,
    start: new Date(window.startMilliseconds).toISOString(),
    end: new Date(window.endMilliseconds).toISOString(),
    intervals: window.intervals.map((each) => [new Date(each.startMilliseconds).toISOString(), new Date(each.endMilliseconds).toISOString()]),
  };
}

const newYork = 'America/New_York';

describe('windowInstants', () => {
  it('gives an ordinary day its 24 hours in the canonical zone', () => {
    expect(instantsOf({ date: '2024-06-01', timezone: 'US/Eastern' })).toEqual({
      timezone: newYork,
      start: '2024-06-01T04:00:00.000Z',
      end: '2024-06-02T04:00:00.000Z',
      intervals: [['2024-06-01T04:00:00.000Z', '2024-06-02T04:00:00.000Z']],
    });
  });

  it('lets a from or to in a spring-forward gap stand for the end of the gap', () => {
    expect(instantsOf({ date: '2024-03-10', timezone: newYork, from: '02:30', to: '04:00' }).intervals).toEqual([
      ['2024-03-10T07:00:00.000Z', '2024-03-10T08:00:00.000Z'],
    ]);
    expect(instantsOf({ date: '2024-03-10', timezone: newYork, from: '01:30', to: '02:30' }).intervals).toEqual([
      ['2024-03-10T06:30:00.000Z', '2024-03-10T07:00:00.000Z'],
    ]);
  });

  it('refuses a window the gap swallows whole', () => {
    expect(() => instantsOf({ date: '2024-03-10', timezone: newYork, from: '02:10', to: '02:50' })).toThrow(CalendarError);
  });

  it('holds both passes of a fall-back hour, and leaves out what lies outside the wall times', () => {
    // The whole repeated hour: one interval of two real hours.
    expect(instantsOf({ date: '2024-11-03', timezone: newYork, from: '01:00', to: '02:00' }).intervals).toEqual([
      ['2024-11-03T05:00:00.000Z', '2024-11-03T07:00:00.000Z'],
    ]);
    // 01:10-01:20 twice: before the clocks go back (EDT) and after (EST).
    expect(instantsOf({ date: '2024-11-03', timezone: newYork, from: '01:10', to: '01:20' }).intervals).toEqual([
      ['2024-11-03T05:10:00.000Z', '2024-11-03T05:20:00.000Z'],
      ['2024-11-03T06:10:00.000Z', '2024-11-03T06:20:00.000Z'],
    ]);
    // Up to 01:30: until 01:30 EDT, then 01:00-01:30 EST (01:30-02:00 EDT is after the window's end).
    expect(instantsOf({ date: '2024-11-03', timezone: newYork, from: '00:00', to: '01:30' }).intervals).toEqual([
      ['2024-11-03T04:00:00.000Z', '2024-11-03T05:30:00.000Z'],
      ['2024-11-03T06:00:00.000Z', '2024-11-03T06:30:00.000Z'],
    ]);
    // From 01:30: 01:30-02:00 EDT, then from 01:30 EST on.
    expect(instantsOf({ date: '2024-11-03', timezone: newYork, from: '01:30', to: '03:00' }).intervals).toEqual([
      ['2024-11-03T05:30:00.000Z', '2024-11-03T06:00:00.000Z'],
      ['2024-11-03T06:30:00.000Z', '2024-11-03T08:00:00.000Z'],
    ]);
  });
});
