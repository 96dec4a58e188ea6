// Guards India's war time: +06:30 from October 1941 to May 1942 and again from September 1942
// to October 1945, with +05:30 between.
import { describe, expect, it } from 'vitest';
import { resolveLocalTime } from './resolve-local-time';
import { timeZoneOffsetSeconds } from './time-zone-offset';

const offsetAt = (iso: string) => timeZoneOffsetSeconds('Asia/Kolkata', new Date(iso));
const HOURS_5_30 = 5.5 * 3600;
const HOURS_6_30 = 6.5 * 3600;

describe('Asia/Kolkata 1941–1945', () => {
  it('follows each war-time period', () => {
    expect(offsetAt('1941-06-01T00:00:00Z')).toBe(HOURS_5_30);
    expect(offsetAt('1942-01-01T00:00:00Z')).toBe(HOURS_6_30);
    expect(offsetAt('1942-07-01T00:00:00Z')).toBe(HOURS_5_30);
    expect(offsetAt('1943-07-01T00:00:00Z')).toBe(HOURS_6_30);
    expect(offsetAt('1945-10-01T00:00:00Z')).toBe(HOURS_6_30);
    expect(offsetAt('1945-11-01T00:00:00Z')).toBe(HOURS_5_30);
  });

  it('resolves a 1944 birth with +06:30', () => {
    const resolved = resolveLocalTime({ date: '1944-08-15T06:30', timezone: 'Asia/Kolkata' });
    expect(resolved.instant.toISOString()).toBe('1944-08-15T00:00:00.000Z');
    expect(resolved.offsetSeconds).toBe(HOURS_6_30);
  });

  it('accepts the old name Asia/Calcutta for the same history', () => {
    expect(resolveLocalTime({ date: '1944-08-15T06:30', timezone: 'Asia/Calcutta' }).timezone).toBe('Asia/Kolkata');
  });
});
