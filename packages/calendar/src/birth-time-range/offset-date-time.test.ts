import { describe, expect, it } from 'vitest';
import { formatOffset, formatWallSeconds, offsetDateTime } from './offset-date-time';

describe('offsetDateTime', () => {
  it('writes the wall time with the offset in force, to the millisecond', () => {
    expect(offsetDateTime(Date.parse('2024-03-10T06:59:59.999Z'), 'America/New_York')).toBe('2024-03-10T01:59:59.999-05:00');
    expect(offsetDateTime(Date.parse('2024-03-10T07:00:00.000Z'), 'America/New_York')).toBe('2024-03-10T03:00:00.000-04:00');
    expect(offsetDateTime(Date.parse('2024-06-01T00:00:00.000Z'), 'Asia/Kolkata')).toBe('2024-06-01T05:30:00.000+05:30');
  });

  it('tells the two passes of a fall-back hour apart by their offsets', () => {
    expect(offsetDateTime(Date.parse('2024-11-03T05:30:00.000Z'), 'America/New_York')).toBe('2024-11-03T01:30:00.000-04:00');
    expect(offsetDateTime(Date.parse('2024-11-03T06:30:00.000Z'), 'America/New_York')).toBe('2024-11-03T01:30:00.000-05:00');
  });

  it('keeps the seconds of a local-mean-time offset (Amsterdam 1935: +00:19:32)', () => {
    expect(formatOffset(1172)).toBe('+00:19:32');
    expect(offsetDateTime(Date.parse('1935-01-15T12:00:00.000Z'), 'Europe/Amsterdam')).toBe('1935-01-15T12:19:32.000+00:19:32');
  });

  it('writes UTC as +00:00 and negative offsets with their sign', () => {
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(-9000)).toBe('-02:30');
    expect(formatWallSeconds(Date.UTC(2024, 2, 10, 2) / 1000)).toBe('2024-03-10T02:00:00');
  });
});
