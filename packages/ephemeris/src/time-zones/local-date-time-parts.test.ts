import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, localDateTimeParts } from './local-date-time-parts';
import { resolveLocalTime } from './resolve-local-time';

describe('localDateTimeParts and formatLocalDateTime', () => {
  it('reads an instant as wall time in a zone', () => {
    expect(localDateTimeParts(new Date('2021-07-04T16:05:06.789Z'), 'US/Eastern')).toEqual({
      year: 2021,
      month: 7,
      day: 4,
      hour: 12,
      minute: 5,
      second: 6,
      millisecond: 789,
      offsetSeconds: -14_400,
      isDaylightSavingTime: true,
      timezone: 'America/New_York',
    });
    expect(formatLocalDateTime(new Date('2021-07-04T16:05:06.789Z'), 'America/New_York')).toBe('2021-07-04T12:05:06');
  });

  it('crosses the date line and the year', () => {
    expect(formatLocalDateTime(new Date('1999-12-31T11:00:00Z'), 'Pacific/Kiritimati')).toBe('2000-01-01T01:00:00');
    expect(formatLocalDateTime(new Date('2000-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe('1999-12-31T19:00:00');
  });

  it('reads both sides of a fold', () => {
    expect(formatLocalDateTime(new Date('2021-11-07T05:30:00Z'), 'America/New_York')).toBe('2021-11-07T01:30:00');
    expect(formatLocalDateTime(new Date('2021-11-07T06:30:00Z'), 'America/New_York')).toBe('2021-11-07T01:30:00');
  });

  it('inverts resolveLocalTime for times that exist once', () => {
    for (const [date, timezone] of [
      ['1935-01-15T12:00:00', 'Europe/Amsterdam'],
      ['1944-08-15T06:30:00', 'Asia/Kolkata'],
      ['1850-06-01T00:00:00', 'Asia/Manila'],
      ['2150-08-01T08:15:30', 'Australia/Adelaide'],
    ] as const) {
      expect(formatLocalDateTime(resolveLocalTime({ date, timezone }).instant, timezone)).toBe(date);
    }
  });

  it('refuses an invalid Date and a bad zone', () => {
    expect(() => formatLocalDateTime(new Date('nonsense'), 'UTC')).toThrow(expect.objectContaining({ code: 'invalid_date' }));
    expect(() => localDateTimeParts(new Date(0), 'EST')).toThrow(expect.objectContaining({ code: 'invalid_timezone' }));
  });
});
