// Guards the spring-forward gap: 2021-03-14T02:30 never happened in New York.
import { describe, expect, it } from 'vitest';
import { EphemerisError } from '../errors';
import { resolveLocalTime } from './resolve-local-time';

const date = '2021-03-14T02:30';
const timezone = 'America/New_York';

describe('DST gap in New York, 2021-03-14T02:30', () => {
  it('moves forward by default (compatible) and warns', () => {
    const resolved = resolveLocalTime({ date, timezone });
    expect(resolved.instant.toISOString()).toBe('2021-03-14T07:30:00.000Z'); // 03:30 EDT
    expect(resolved.offsetSeconds).toBe(-4 * 3600);
    expect(resolved.warnings).toEqual(['nonexistent_local_time']);
  });

  it('moves forward with later and back with earlier', () => {
    expect(resolveLocalTime({ date, timezone, disambiguation: 'later' }).instant.toISOString()).toBe('2021-03-14T07:30:00.000Z');
    const earlier = resolveLocalTime({ date, timezone, disambiguation: 'earlier' });
    expect(earlier.instant.toISOString()).toBe('2021-03-14T06:30:00.000Z'); // 01:30 EST
    expect(earlier.offsetSeconds).toBe(-5 * 3600);
    expect(earlier.warnings).toEqual(['nonexistent_local_time']);
  });

  it('throws nonexistent_local_time with reject', () => {
    let thrown: unknown;
    try {
      resolveLocalTime({ date, timezone, disambiguation: 'reject' });
    } catch (error) {
      thrown = error;
    }
    expect(EphemerisError.isInstance(thrown)).toBe(true);
    expect((thrown as EphemerisError).code).toBe('nonexistent_local_time');
  });

  it('leaves the minutes either side of the gap alone', () => {
    expect(resolveLocalTime({ date: '2021-03-14T01:59:59', timezone }).warnings).toEqual([]);
    expect(resolveLocalTime({ date: '2021-03-14T03:00', timezone }).instant.toISOString()).toBe('2021-03-14T07:00:00.000Z');
  });
});
