import { describe, expect, it } from 'vitest';
import { EphemerisError } from '../errors';
import { resolveLocalTime, type Disambiguation } from './resolve-local-time';

describe('resolveLocalTime', () => {
  it('converts an ordinary local time with no warnings', () => {
    expect(resolveLocalTime({ date: '1985-03-12T14:30', timezone: 'America/New_York' })).toEqual({
      instant: new Date('1985-03-12T19:30:00Z'),
      offsetSeconds: -18_000,
      offsetBasis: 'zone',
      warnings: [],
      timezone: 'America/New_York',
    });
  });

  it('keeps seconds and milliseconds of the input', () => {
    const resolved = resolveLocalTime({ date: '2000-06-15T23:59:59.9999999', timezone: 'Europe/Berlin' });
    expect(resolved.instant.toISOString()).toBe('2000-06-15T21:59:59.999Z');
  });

  it('treats UTC and its aliases as offset zero', () => {
    for (const timezone of ['UTC', 'Etc/UTC', 'utc']) {
      const resolved = resolveLocalTime({ date: '1999-12-31T23:59', timezone });
      expect(resolved.instant.toISOString()).toBe('1999-12-31T23:59:00.000Z');
      expect(resolved.timezone).toBe('UTC');
    }
  });

  it('uses the zone’s local mean time, with its seconds, before the zone had standard time, and says so', () => {
    const resolved = resolveLocalTime({ date: '1850-01-01T12:00', timezone: 'America/New_York' });
    expect(resolved.offsetSeconds).toBe(-(4 * 3600 + 56 * 60 + 2));
    expect(resolved.instant.toISOString()).toBe('1850-01-01T16:56:02.000Z');
    expect(resolved.offsetBasis).toBe('zone-local-mean-time');
    expect(resolved.warnings).toEqual(['zone_local_mean_time']);
  });

  it('reports a clock change and local mean time together when both apply', () => {
    // Berlin's clocks jumped from 00:00 LMT to 00:06:32 CET on 1893-04-01; `earlier` reads 00:03 in LMT.
    const resolved = resolveLocalTime({ date: '1893-04-01T00:03', timezone: 'Europe/Berlin', disambiguation: 'earlier' });
    expect(resolved.warnings).toEqual(['nonexistent_local_time', 'zone_local_mean_time']);
    expect(resolved.offsetSeconds).toBe(3208);
  });

  it('applies the POSIX rule far past 2037', () => {
    expect(resolveLocalTime({ date: '2199-07-04T12:00', timezone: 'America/New_York' }).offsetSeconds).toBe(-14_400);
    expect(resolveLocalTime({ date: '2199-12-25T12:00', timezone: 'America/New_York' }).offsetSeconds).toBe(-18_000);
    const fold = resolveLocalTime({ date: '2150-10-25T02:30', timezone: 'Europe/Paris', disambiguation: 'later' });
    expect(fold.warnings).toEqual(['ambiguous_local_time']);
    expect(fold.instant.toISOString()).toBe('2150-10-25T01:30:00.000Z');
  });

  it('handles southern-hemisphere and half-hour daylight time', () => {
    expect(resolveLocalTime({ date: '2100-01-15T12:00', timezone: 'Australia/Sydney' }).offsetSeconds).toBe(11 * 3600);
    expect(resolveLocalTime({ date: '2100-01-15T12:00', timezone: 'Australia/Lord_Howe' }).offsetSeconds).toBe(11 * 3600);
    expect(resolveLocalTime({ date: '2100-07-15T12:00', timezone: 'Australia/Lord_Howe' }).offsetSeconds).toBe(10.5 * 3600);
  });

  it('reports a whole skipped day (Samoa, 2011-12-30) as nonexistent', () => {
    const resolved = resolveLocalTime({ date: '2011-12-30T12:00', timezone: 'Pacific/Apia' });
    expect(resolved.warnings).toEqual(['nonexistent_local_time']);
    expect(resolved.instant.toISOString()).toBe('2011-12-30T22:00:00.000Z'); // 12:00 at -10, i.e. 31 Dec 12:00 at +14
  });

  it('refuses a bad date, a bad zone and an unknown disambiguation with typed errors', () => {
    const codeOf = (call: () => unknown) => {
      try {
        call();
      } catch (error) {
        return EphemerisError.isInstance(error) ? error.code : 'not an EphemerisError';
      }
      return 'no error';
    };
    expect(codeOf(() => resolveLocalTime({ date: '2023-02-30T10:00', timezone: 'UTC' }))).toBe('invalid_date');
    expect(codeOf(() => resolveLocalTime({ date: '2023-02-10T10:00Z', timezone: 'UTC' }))).toBe('invalid_date');
    expect(codeOf(() => resolveLocalTime({ date: '2023-02-10T10:00', timezone: 'EST' }))).toBe('invalid_timezone');
    expect(codeOf(() => resolveLocalTime({ date: '2023-02-10T10:00', timezone: '+02:00' }))).toBe('invalid_timezone');
    expect(
      codeOf(() => resolveLocalTime({ date: '2023-02-10T10:00', timezone: 'UTC', disambiguation: 'nearest' as Disambiguation })),
    ).toBe('invalid_argument');
    expect(codeOf(() => resolveLocalTime(null as unknown as { date: string; timezone: string }))).toBe('invalid_argument');
  });
});
