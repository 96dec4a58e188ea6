import { EphemerisError } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { CalendarError } from '../errors';
import { checkedWindow, millisecondsOfJulianDayUt } from './utc-window';

describe('checkedWindow', () => {
  it('accepts [start, end) inside 1800-01-01 .. 2200-01-01, the range ends included', () => {
    const window = checkedWindow({ start: new Date('1800-01-01T00:00:00.000Z'), end: new Date('2200-01-01T00:00:00.000Z') });
    expect(window.startJulianDayUt).toBe(2_378_496.5);
    expect(window.endJulianDayUt).toBe(2_524_593.5);
    expect(millisecondsOfJulianDayUt(2_451_545)).toBe(Date.parse('2000-01-01T12:00:00.000Z'));
  });

  it('refuses empty, reversed and invalid windows with invalid_argument, out-of-range ones with the ephemeris error', () => {
    const start = new Date('2000-01-01T00:00:00.000Z');
    for (const window of [{ start, end: start }, { start, end: new Date('1999-01-01T00:00:00.000Z') }, { start, end: new Date(Number.NaN) }, { start }, null]) {
      expect(() => checkedWindow(window as never)).toThrow(CalendarError);
    }
    try {
      checkedWindow({ start: new Date('1700-01-01T00:00:00.000Z'), end: start });
      throw new Error('expected a throw');
    } catch (error) {
      expect(EphemerisError.isInstance(error) && error.code).toBe('date_out_of_range');
    }
  });
});
