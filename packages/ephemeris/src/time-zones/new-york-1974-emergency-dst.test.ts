// Guards the 1974 energy-crisis rule: the United States started daylight saving time on
// 6 January 1974 instead of the last Sunday of April.
import { describe, expect, it } from 'vitest';
import { resolveLocalTime } from './resolve-local-time';
import { isDaylightSavingTime } from './time-zone-offset';

describe('America/New_York emergency DST of 1974', () => {
  it('is on daylight time in mid-January 1974', () => {
    const resolved = resolveLocalTime({ date: '1974-01-15T12:00', timezone: 'America/New_York' });
    expect(resolved.offsetSeconds).toBe(-4 * 3600);
    expect(resolved.instant.toISOString()).toBe('1974-01-15T16:00:00.000Z');
    expect(isDaylightSavingTime('America/New_York', resolved.instant)).toBe(true);
  });

  it('skips 02:00–03:00 on 6 January 1974', () => {
    const resolved = resolveLocalTime({ date: '1974-01-06T02:30', timezone: 'America/New_York' });
    expect(resolved.warnings).toEqual(['nonexistent_local_time']);
    expect(resolved.instant.toISOString()).toBe('1974-01-06T07:30:00.000Z');
  });

  it('is on standard time in January of the years around it', () => {
    expect(resolveLocalTime({ date: '1973-01-15T12:00', timezone: 'America/New_York' }).offsetSeconds).toBe(-5 * 3600);
    expect(resolveLocalTime({ date: '1976-01-15T12:00', timezone: 'America/New_York' }).offsetSeconds).toBe(-5 * 3600);
  });
});
