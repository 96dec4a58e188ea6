import { describe, expect, it } from 'vitest';
import { CalendarError } from '../errors';
import { checkedWallClockWindow, type BirthTimeRangeInput } from './wall-clock-window';

function errorOf(input: BirthTimeRangeInput): CalendarError {
  try {
    checkedWallClockWindow(input);
  } catch (error) {
    if (CalendarError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('no error thrown');
}

describe('checkedWallClockWindow', () => {
  it('defaults to the whole local day, 00:00 to 24:00', () => {
    const window = checkedWallClockWindow({ date: '2024-03-10', timezone: 'America/New_York' });
    expect(window).toMatchObject({ from: '00:00', to: '24:00', toDate: '2024-03-10', fromLocal: '2024-03-10T00:00', toLocal: '2024-03-11T00:00' });
    expect(window.toWallSeconds - window.fromWallSeconds).toBe(86_400);
  });

  it('takes seconds, a window over midnight with toDate, and 48 hours at most', () => {
    expect(checkedWallClockWindow({ date: '2024-01-01', timezone: 'UTC', from: '06:30:15', to: '06:32' }).fromLocal).toBe('2024-01-01T06:30:15');
    const overMidnight = checkedWallClockWindow({ date: '2024-12-31', toDate: '2025-01-01', timezone: 'UTC', from: '22:00', to: '02:00' });
    expect(overMidnight.toLocal).toBe('2025-01-01T02:00');
    expect(overMidnight.toWallSeconds - overMidnight.fromWallSeconds).toBe(4 * 3600);
    const twoDays = checkedWallClockWindow({ date: '2024-02-28', toDate: '2024-02-29', timezone: 'UTC', to: '24:00' });
    expect(twoDays.toLocal).toBe('2024-03-01T00:00');
  });

  it('refuses dates and times that do not exist, with the field named', () => {
    expect(errorOf({ date: '2023-02-29', timezone: 'UTC' }).details).toMatchObject({ field: 'date' });
    expect(errorOf({ date: '2024-1-01', timezone: 'UTC' }).details).toMatchObject({ field: 'date' });
    expect(errorOf({ date: '2024-01-01', toDate: '2024-13-01', timezone: 'UTC' }).details).toMatchObject({ field: 'toDate' });
    expect(errorOf({ date: '2024-01-01', timezone: 'UTC', from: '24:00' }).details).toMatchObject({ field: 'from' });
    expect(errorOf({ date: '2024-01-01', timezone: 'UTC', from: '7:00' }).details).toMatchObject({ field: 'from' });
    expect(errorOf({ date: '2024-01-01', timezone: 'UTC', to: '24:01' }).details).toMatchObject({ field: 'to' });
    expect(errorOf({ date: '2024-01-01', timezone: 42 as unknown as string }).details).toMatchObject({ field: 'timezone' });
  });

  it('refuses an end not after the start and a window over 48 hours, code invalid_argument', () => {
    const reversed = errorOf({ date: '2024-01-01', timezone: 'UTC', from: '10:00', to: '09:59' });
    expect(reversed.code).toBe('invalid_argument');
    expect(reversed.message).toMatch(/must end after it starts/);
    expect(errorOf({ date: '2024-01-01', timezone: 'UTC', from: '10:00', to: '10:00' }).code).toBe('invalid_argument');
    expect(errorOf({ date: '2024-01-02', toDate: '2024-01-01', timezone: 'UTC', from: '01:00', to: '23:00' }).code).toBe('invalid_argument');
    const long = errorOf({ date: '2024-01-01', toDate: '2024-01-03', timezone: 'UTC', from: '00:00', to: '00:01' });
    expect(long.details).toMatchObject({ field: 'to', maximumHours: 48 });
    expect(() => checkedWallClockWindow({ date: '2024-01-01', toDate: '2024-01-03', timezone: 'UTC', from: '00:00', to: '00:00' })).not.toThrow();
  });
});
