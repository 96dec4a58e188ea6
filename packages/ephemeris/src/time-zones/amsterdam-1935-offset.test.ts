// Guards the backzone history of Europe/Amsterdam: Amsterdam Mean Time (+00:19:32) until 1937,
// with "Netherlands Summer Time" at +01:19:32. Data merged into Europe/Brussels says +00:00.
import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from './local-date-time-parts';
import { resolveLocalTime } from './resolve-local-time';
import { timeZoneOffsetSeconds } from './time-zone-offset';

describe('Europe/Amsterdam in 1935', () => {
  it('is +00:19:32 in winter', () => {
    expect(timeZoneOffsetSeconds('Europe/Amsterdam', new Date('1935-01-15T12:00:00Z'))).toBe(19 * 60 + 32);
    const resolved = resolveLocalTime({ date: '1935-01-15T12:00', timezone: 'Europe/Amsterdam' });
    expect(resolved.instant.toISOString()).toBe('1935-01-15T11:40:28.000Z');
    expect(resolved.offsetSeconds).toBe(1172);
  });

  it('is +01:19:32 in summer and shows wall time with the odd seconds', () => {
    expect(timeZoneOffsetSeconds('Europe/Amsterdam', new Date('1935-07-01T12:00:00Z'))).toBe(3600 + 1172);
    expect(formatLocalDateTime(new Date('1935-07-01T12:00:00Z'), 'Europe/Amsterdam')).toBe('1935-07-01T13:19:32');
  });

  it('differs from Europe/Brussels, the zone Node merges it into', () => {
    expect(timeZoneOffsetSeconds('Europe/Brussels', new Date('1935-01-15T12:00:00Z'))).toBe(0);
  });
});
